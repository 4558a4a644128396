import type { ComponentType } from "react";
import type { BoardRoute } from "../routes/route-table";

/** Which parts of the app frame a route shows (spec 2.1: plasma has no index header; scroll its own). */
export interface RouteChrome {
  header: boolean;
  indexStrip: boolean;
  footer: boolean;
}

export const FULL_CHROME: RouteChrome = { header: true, indexStrip: true, footer: true };

/** The page component of a special board (top lists, hubs, plasma, scroll, …), or null for the others. */
export function specialPageFor(_route: BoardRoute): ComponentType<{ route: BoardRoute }> | null {
  return null;
}

export function chromeFor(_route: BoardRoute | null): RouteChrome {
  return FULL_CHROME;
}
