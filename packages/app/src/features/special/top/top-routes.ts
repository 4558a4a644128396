import { TopListKind } from "@vnboard/feed";

/** An exchange scope of a top list: the whole market or one exchange (spec 2.3.8). */
export type TopScope = "all" | "STO" | "STX" | "UPX";

/** The scopes in menu order, with the path suffix of each (spec 2.1: exact variants /hsx, /hnx, /upcom). */
export const TOP_SCOPES: readonly { scope: TopScope; suffix: string; label: string }[] = [
  { scope: "all", suffix: "", label: "special.top.all" },
  { scope: "STO", suffix: "/hsx", label: "HSX" },
  { scope: "STX", suffix: "/hnx", label: "HNX" },
  { scope: "UPX", suffix: "/upcom", label: "UpCOM" },
];

/**
 * The six TOP kinds in tab order (spec 4: "TOP tab index 0..5 as listed") with their route. The five
 * routes of spec 2.1 plus `top-value` for the sixth kind (spec 2.3.8 lists top value; spec 2.1 has no
 * route for it).
 */
export const TOP_KIND_ROUTES: readonly { kind: TopListKind; path: string }[] = [
  { kind: TopListKind.GAINERS, path: "top-incr-prc" },
  { kind: TopListKind.LOSERS, path: "top-decr-prc" },
  { kind: TopListKind.VOLUME, path: "top-vol" },
  { kind: TopListKind.VALUE, path: "top-value" },
  { kind: TopListKind.FOREIGN_NET_BUY, path: "top-fbuy" },
  { kind: TopListKind.FOREIGN_NET_SELL, path: "top-fsell" },
];

export interface TopRouteTarget {
  kind: TopListKind;
  scope: TopScope;
}

/**
 * The list a top route shows, or null for another route. Every route renders its own kind and scope:
 * `top-vol/upcom` is the UpCOM volume list (spec 2.1 notes that the original rendered the UpCOM losers
 * there, a defect this rebuild fixes; docs/special-boards.md).
 */
export function topRouteTarget(path: string): TopRouteTarget | null {
  const [head, tail, extra] = path.replace(/^\/+|\/+$/g, "").split("/");
  if (extra !== undefined) return null;
  const entry = TOP_KIND_ROUTES.find((k) => k.path === head);
  if (entry === undefined) return null;
  const scope = TOP_SCOPES.find((s) => s.suffix === (tail === undefined ? "" : `/${tail}`));
  return scope === undefined ? null : { kind: entry.kind, scope: scope.scope };
}

/** The route path (under /banggia) of a kind and scope. */
export function topRoutePath(kind: TopListKind, scope: TopScope): string {
  const entry = TOP_KIND_ROUTES.find((k) => k.kind === kind) ?? TOP_KIND_ROUTES[0];
  const suffix = TOP_SCOPES.find((s) => s.scope === scope)?.suffix ?? "";
  return `/banggia/${entry.path}${suffix}`;
}

/** i18n key of a kind's title. */
export function topKindLabel(kind: TopListKind): string {
  return `special.topKind.${kind}`;
}
