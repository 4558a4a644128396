/** The link menus of the header (spec 2.2), as data: label key and path under /banggia. */
export interface MenuLink {
  path: string;
  label: string;
}

export interface ExchangeMenu {
  id: "hsx" | "hnx" | "upcom";
  label: string;
  links: readonly MenuLink[];
}

function exchangeLinks(path: string, basket: MenuLink | null): MenuLink[] {
  return [
    { path, label: `menu.${path}` },
    ...(basket ? [basket] : []),
    { path: `${path}/odd`, label: "menu.oddLot" },
    { path: `${path}/thoathuan`, label: "menu.putThrough" },
    { path: `${path}/scroll`, label: "menu.autoScroll" },
  ];
}

export const EXCHANGE_MENUS: readonly ExchangeMenu[] = [
  { id: "hsx", label: "menu.hsx", links: exchangeLinks("hsx", { path: "vn30", label: "menu.vn30" }) },
  { id: "hnx", label: "menu.hnx", links: exchangeLinks("hnx", { path: "hnx30", label: "menu.hnx30" }) },
  { id: "upcom", label: "menu.upcom", links: exchangeLinks("upcom", null) },
];

/** Hottrend grid: one row per top list, one column per market (all, HSX, HNX, UpCOM). */
export const TOP_KINDS = ["top-incr-prc", "top-decr-prc", "top-vol", "top-fbuy", "top-fsell"] as const;
export const TOP_MARKETS = ["", "hsx", "hnx", "upcom"] as const;

export function topListPath(kind: string, market: string): string {
  return market === "" ? kind : `${kind}/${market}`;
}

/** The derivatives menu: shown only when the system parameters say useDerivative (spec 3). */
export const DERIVATIVE_LINKS: readonly MenuLink[] = [{ path: "phaisinh", label: "menu.derivativesBoard" }];

/** Which menu the current path belongs to, to highlight its button. */
export function menuOfPath(path: string): string {
  const rest = path.replace(/^\/banggia\/?/, "");
  const first = rest.split("/")[0] ?? "";
  if (first === "vn30" || first === "hsx") return "hsx";
  if (first === "hnx30" || first === "hnx") return "hnx";
  if (first === "upcom") return "upcom";
  if (first === "nganh") return "industries";
  if (first.startsWith("top") || first === "hottrend") return "hottrend";
  if (first === "chungquyen") return "cw";
  if (first === "phaisinh") return "derivatives";
  if (first === "tprl") return "tprl";
  if (first === "fav") return "favourites";
  // The summary is a link of its own in the menu bar (NavLink marks it), not an item of "expand".
  if (first === "tong-hop") return "summary";
  if (first === "mo-rong" || first === "plasma" || first === "thoathuan") return "expand";
  return "";
}
