/**
 * What a page of the app is called in the browser's tab, as label keys to translate (the menu's own
 * labels, so the tab reads as the menu item the trader chose), before the app's name: "VN30 · Bảng giá
 * trực tuyến", "HSX Lô lẻ · Bảng giá trực tuyến". An industry board is named by its industry (looked up
 * by the caller from the market's industries). Null: a page named by the app's name alone.
 */
export interface PageTitle {
  keys: readonly string[];
  /** `nganh/:code`: the industry whose name leads the title. */
  industryCode: string | null;
}

const EXCHANGE_PATHS = new Set(["hsx", "hnx", "upcom"]);
/** The top lists' keys: the menu's for the five of spec 2.1, the top page's own for top value. */
const TOP_KIND_KEYS: Readonly<Record<string, string>> = {
  "top-incr-prc": "top.top-incr-prc",
  "top-decr-prc": "top.top-decr-prc",
  "top-vol": "top.top-vol",
  "top-value": "special.topKind.3",
  "top-fbuy": "top.top-fbuy",
  "top-fsell": "top.top-fsell",
};

/** Keys of single-segment pages. */
const PAGE_KEYS: Readonly<Record<string, string>> = {
  vn30: "menu.vn30",
  hnx30: "menu.hnx30",
  top: "menu.topHub",
  hottrend: "menu.hottrendHub",
  nganh: "menu.industries",
  chungquyen: "menu.cwBoard",
  phaisinh: "menu.derivativesBoard",
  tprl: "menu.tprlBoard",
  fav: "menu.favourites",
  "mo-rong": "menu.expanded",
  "tong-hop": "menu.summary",
  plasma: "menu.plasma",
  login: "login.title",
  ip: "ip.title",
};

/** Keys of an exchange's sub-boards (`hsx/odd`). */
const EXCHANGE_PAGE_KEYS: Readonly<Record<string, string>> = {
  odd: "menu.oddLot",
  thoathuan: "menu.putThrough",
  scroll: "menu.autoScroll",
};

export function pageTitleOf(pathname: string): PageTitle | null {
  const [first = "", second, ...rest] = pathname
    .replace(/^\/banggia\/?/, "")
    .split("/")
    .filter((part) => part !== "");
  if (rest.length > 0) return null;
  if (EXCHANGE_PATHS.has(first)) {
    if (second === undefined) return { keys: [`menu.${first}`], industryCode: null };
    const key = EXCHANGE_PAGE_KEYS[second];
    return key === undefined ? null : { keys: [`menu.${first}`, key], industryCode: null };
  }
  const top = TOP_KIND_KEYS[first];
  if (top !== undefined) {
    if (second === undefined) return { keys: [top, "menu.allMarkets"], industryCode: null };
    return EXCHANGE_PATHS.has(second) ? { keys: [top, `menu.${second}`], industryCode: null } : null;
  }
  if (first === "nganh" && second !== undefined) return { keys: [], industryCode: second };
  if (first === "thoathuan" && second === "all") return { keys: ["menu.putThroughAll"], industryCode: null };
  if (first === "fav" && second !== undefined) return { keys: ["menu.favourites"], industryCode: null };
  const key = second === undefined ? PAGE_KEYS[first] : undefined;
  return key === undefined ? null : { keys: [key], industryCode: null };
}
