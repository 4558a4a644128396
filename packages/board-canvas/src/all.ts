/**
 * The engine and the React component in one module, for the workspace app's source alias only (it
 * imports both from `@vnboard/board-canvas`). The published package has two entry points instead:
 * `@vnboard/board-canvas` (no React) and `@vnboard/board-canvas/react`.
 */
export * from "./index";
export * from "./react/index";
