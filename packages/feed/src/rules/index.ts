/**
 * Market rules of the price board as pure functions (spec sections 3, 4, 5, 9; market-rules.md):
 * colours, ticks, price limits, session and reference statuses, display formats, search, sorting,
 * top lists, validation and the trading calendar. No DOM, no React.
 */

export * from "./data-staleness";
export * from "./language";
export * from "./number-format";
export * from "./number-stock-top";
export * from "./price-band";
export * from "./price-color";
export * from "./reference-status";
export * from "./search";
export * from "./session-status";
export * from "./side-suggestions";
export * from "./sort";
export * from "./tick-size";
export * from "./top-lists";
export * from "./trading-calendar";
