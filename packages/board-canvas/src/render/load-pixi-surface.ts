/// <reference path="./pixi-unsafe-eval.d.ts" />
import type { BoardSurface } from "./board-surface";

/**
 * pixi's board surface, loaded on the first board that draws with pixi (never for a board drawn by the
 * worker surface, which needs none of pixi: that is most of the board's bytes on such a page).
 *
 * pixi builds its shader and uniform sync code with `new Function` unless `pixi.js/unsafe-eval` is
 * loaded first, which a page whose Content-Security-Policy has no 'unsafe-eval' (a broker's portal, the
 * reference server) refuses: the renderer throws and the board stays empty. A bundler always finds the
 * module; a page loading pixi's browser build through an import map has no such module and goes on
 * without it (that page's policy must allow eval: docs/embedding.md). Loaded once, before the first
 * pixi board.
 */
let pixiSurface: Promise<typeof BoardSurface> | null = null;
export function loadPixiSurface(): Promise<typeof BoardSurface> {
  pixiSurface ??= import("pixi.js/unsafe-eval")
    .catch(() => undefined)
    .then(() => import("./board-surface"))
    .then((module) => module.BoardSurface);
  return pixiSurface;
}
