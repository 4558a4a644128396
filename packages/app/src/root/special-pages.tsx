import type { ComponentType } from "react";
import { topRouteTarget } from "../features/special/top/top-routes";
import type { BoardRoute } from "../shared/routes/route-table";
import { lazyPart } from "../shared/ui/lazy-part";
import "../features/special/special.css";

type SpecialPage = ComponentType<{ route: BoardRoute }>;

// Each special board's code loads when its route is first opened (the board route carries none of it).
const TopHubPage: SpecialPage = lazyPart(() => import("../features/special/top/TopHubPage"), "TopHubPage");
const TopListPage: SpecialPage = lazyPart(() => import("../features/special/top/TopListPage"), "TopListPage");
const PlasmaPage: SpecialPage = lazyPart(() => import("../features/special/plasma/PlasmaPage"), "PlasmaPage");
const ScrollPage: SpecialPage = lazyPart(() => import("../features/special/scroll/ScrollPage"), "ScrollPage");
const ExpandedPage: SpecialPage = lazyPart(
  () => import("../features/special/expanded/ExpandedPage"),
  "ExpandedPage",
);
const SummaryPage: SpecialPage = lazyPart(
  () => import("../features/special/summary/SummaryPage"),
  "SummaryPage",
);
const PutThroughPage: SpecialPage = lazyPart(
  () => import("../features/special/put-through/PutThroughPage"),
  "PutThroughPage",
);
const TprlPage: SpecialPage = lazyPart(() => import("../features/special/tprl/TprlPage"), "TprlPage");
const DerivativesPage: SpecialPage = lazyPart(
  () => import("../features/special/derivatives/DerivativesPage"),
  "DerivativesPage",
);

/** Which parts of the app frame a route shows (spec 2.1: plasma has no index header; scroll its own). */
export interface RouteChrome {
  header: boolean;
  indexStrip: boolean;
  footer: boolean;
}

export const FULL_CHROME: RouteChrome = { header: true, indexStrip: true, footer: true };
/**
 * Wall displays (plasma, auto-scroll): their own title, no menus, no index strip, no footer; and a board
 * popped out into its own window (issue 20).
 */
export const NO_CHROME: RouteChrome = { header: false, indexStrip: false, footer: false };

const isScroll = (route: BoardRoute) => route.path.endsWith("/scroll");

/** The page component of a special board (top lists, hubs, plasma, scroll, …), or null for the others. */
export function specialPageFor(route: BoardRoute): SpecialPage | null {
  if (route.path === "top" || route.path === "hottrend") return TopHubPage;
  if (topRouteTarget(route.path) !== null) return TopListPage;
  if (route.path === "plasma") return PlasmaPage;
  if (isScroll(route)) return ScrollPage;
  if (route.path === "mo-rong") return ExpandedPage;
  if (route.path === "tong-hop") return SummaryPage;
  if (route.path === "thoathuan/all" || route.path.endsWith("/thoathuan")) return PutThroughPage;
  if (route.path === "tprl") return TprlPage;
  if (route.path === "phaisinh") return DerivativesPage;
  return null;
}

export function chromeFor(route: BoardRoute | null): RouteChrome {
  if (route !== null && (route.path === "plasma" || isScroll(route))) return NO_CHROME;
  return FULL_CHROME;
}
