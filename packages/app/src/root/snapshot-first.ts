import { $favouriteCodes } from "../shared/favourites/local-favourites";
import { ROUTES } from "../shared/routes/route-table";

const BOARD_PREFIX = "/banggia/";

/**
 * What the board at `pathname` shows, named for the snapshot request (FeedClient `snapshotFirst`,
 * docs/protocol.md "Snapshot order"): a basket's index code, an exchange's market code, or the local
 * favourites' codes. The reference server sends those rows ahead of the whole market, so the board
 * draws them while the rest of the snapshot is still coming; other pages ask nothing.
 */
export function snapshotFirstFor(pathname: string): string[] {
  if (!pathname.startsWith(BOARD_PREFIX)) return [];
  const path = pathname.slice(BOARD_PREFIX.length).replace(/\/+$/, "");
  const route = ROUTES.find((r) => r.path === path);
  if (route === undefined) return [];
  if (route.indexCode !== undefined) return [route.indexCode];
  if (route.favourites) return [...$favouriteCodes.get()];
  // An exchange's put-through board lists deals, not the exchange's symbols.
  if (route.marketCode !== undefined && !path.endsWith("/thoathuan")) return [route.marketCode];
  return [];
}
