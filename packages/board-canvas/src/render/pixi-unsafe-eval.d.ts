// pixi.js's package exports name no types for this subpath: a module loaded for its side effect only
// (it swaps in pixi's eval-free shader code; see board/load-board.ts).
declare module "pixi.js/unsafe-eval";
