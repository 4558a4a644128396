/**
 * @vnboard/board-canvas: the canvas price board engine. Cells are drawn from the feed's typed-array
 * stores with Canvas2D in a worker (the default where OffscreenCanvas exists) or with pixi.js on the
 * page (WebGL, WebGPU or pixi's canvas renderer); a thin DOM carries the header, scrolling and
 * accessibility.
 *
 * No React here: the React component is the `@vnboard/board-canvas/react` entry. Importing this entry
 * runs nothing browser-only (server-side rendering, Node scripts): the drawing code loads on the first
 * `createBoard`, and pixi.js only for a board that draws with it.
 *
 * @module @vnboard/board-canvas
 */
export * from "./board/board-options";
export { type PixelRatioWindow, watchDevicePixelRatio } from "./board/device-pixel-ratio";
export * from "./board/frame-stats";
export * from "./board/load-board";
export { changedOptions, sameValue } from "./board/option-diff";
export { gpuBoardCount, MAX_WEBGL_BOARDS } from "./board/webgl-budget";
export type { MiniChartSource } from "./charts/mini-chart-cache";
export * from "./columns/bond-columns";
export * from "./columns/color-rules";
export * from "./columns/column-def";
export * from "./columns/column-modes";
export * from "./columns/column-sizes";
export * from "./columns/covered-warrant-columns";
export * from "./columns/derivative-columns";
export * from "./columns/detail-columns";
export * from "./columns/header-labels";
export * from "./columns/odd-lot-columns";
export * from "./columns/odd-lot-grid-columns";
export * from "./columns/put-through-columns";
export * from "./columns/total-columns";
export * from "./columns/visible-columns";
export * from "./layout/constants";
export * from "./layout/expanded-row";
export type { RowOrderState } from "./model/row-order";
export type { BoardSurfaceOptions, RendererPreference } from "./render/board-surface";
export * from "./text/cell-chars";
export * from "./text/cell-text";
export * from "./theme";
