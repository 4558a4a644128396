/**
 * `@vnboard/board-canvas/react`: the board as a React component. A separate entry point so that hosts
 * without React import `createBoard` from `@vnboard/board-canvas` and never load React.
 *
 * @module @vnboard/board-canvas/react
 */
export * from "./board-view";
