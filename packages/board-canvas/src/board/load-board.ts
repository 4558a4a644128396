import type { SymbolField } from "@vnboard/feed";
import type { Board, BoardOptions } from "./board-options";

/**
 * Mounts a canvas board in `host` and drives it from the store: a feed write marks rows dirty and asks
 * for one animation frame; that frame draws only the damaged visible cells. No React, no polling loop:
 * an idle board draws nothing. Resolves once the renderer is ready; `destroy()` removes everything.
 *
 * The drawing code loads here, on the first call, not when the package is imported: a page rendered on
 * the server, or a Node script using the column presets, never touches browser globals. pixi.js loads
 * only for a board that draws with it (mount-surface.ts).
 */
export async function createBoard<F extends string = SymbolField>(
  host: HTMLElement,
  options: BoardOptions<F>,
): Promise<Board<F>> {
  // A host not found by the page's query (null) would fail deep inside the mount with a TypeError.
  if (host === null || typeof host !== "object" || typeof host.appendChild !== "function")
    throw new TypeError(`createBoard: the host must be an element in the page, got ${String(host)}`);
  const { mountBoard } = await import("./create-board");
  return mountBoard(host, options);
}

/**
 * Starts loading the board's drawing code now, for a page that will show a board once its data is in:
 * `createBoard` then finds it loaded instead of fetching it while the feed's snapshot keeps the page
 * busy. For a board that will draw with the worker surface (`options` as the board's; the default) it
 * also starts the drawing worker, which the next board takes. Safe to call any number of times.
 */
export function preloadBoard(options: Pick<BoardOptions<string>, "worker" | "renderer"> = {}): Promise<void> {
  return import("./create-board").then((engine) => engine.prepareSurface(options));
}
