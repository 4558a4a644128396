/// <reference path="../render/pixi-unsafe-eval.d.ts" />
import type { SymbolField } from "@vnboard/feed";
import type { Board, BoardOptions } from "./board-options";

/**
 * Mounts a canvas board in `host` and drives it from the store: a feed write marks rows dirty and asks
 * for one animation frame; that frame draws only the damaged visible cells. No React, no polling loop:
 * an idle board draws nothing. Resolves once the renderer is ready; `destroy()` removes everything.
 *
 * The drawing code (pixi.js) loads here, on the first call, not when the package is imported: a page
 * rendered on the server, or a Node script using the column presets, never touches browser globals.
 */
export async function createBoard<F extends string = SymbolField>(
  host: HTMLElement,
  options: BoardOptions<F>,
): Promise<Board<F>> {
  await loadEvalFreePixi();
  const { mountBoard } = await import("./create-board");
  return mountBoard(host, options);
}

/**
 * pixi builds its shader and uniform sync code with `new Function` unless `pixi.js/unsafe-eval` is
 * loaded first, which a page whose Content-Security-Policy has no 'unsafe-eval' (a broker's portal, the
 * reference server) refuses: the renderer throws and the board stays empty. A bundler always finds the
 * module; a page loading pixi's browser build through an import map has no such module and goes on
 * without it (that page's policy must allow eval: docs/embedding.md). Loaded once, before the first board.
 */
let evalFreePixi: Promise<unknown> | null = null;
function loadEvalFreePixi(): Promise<unknown> {
  evalFreePixi ??= import("pixi.js/unsafe-eval").catch(() => undefined);
  return evalFreePixi;
}
