import type { ComponentType } from "react";
import { DerivativesPage } from "../features/special/derivatives/DerivativesPage";
import { ExpandedPage } from "../features/special/expanded/ExpandedPage";
import { PlasmaPage } from "../features/special/plasma/PlasmaPage";
import { PutThroughPage } from "../features/special/put-through/PutThroughPage";
import { ScrollPage } from "../features/special/scroll/ScrollPage";
import { SummaryPage } from "../features/special/summary/SummaryPage";
import { TopHubPage } from "../features/special/top/TopHubPage";
import { TopListPage } from "../features/special/top/TopListPage";
import { topRouteTarget } from "../features/special/top/top-routes";
import { TprlPage } from "../features/special/tprl/TprlPage";
import type { BoardRoute } from "../shared/routes/route-table";
import "../features/special/special.css";

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
export function specialPageFor(route: BoardRoute): ComponentType<{ route: BoardRoute }> | null {
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
