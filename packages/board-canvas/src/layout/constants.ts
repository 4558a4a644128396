/**
 * The board engine's layout and timing constants, named once (STYLE.md habits 11 and 14).
 * Spec values cite their section; the few that are ours say so and why.
 */

/** Table row height in CSS px. */
export const ROW_HEIGHT = 28;
/** Derivatives board row height. */
export const DERIVATIVE_ROW_HEIGHT = 29;
/** Height of the one expanded derivative row with its chart and order-book panel. */
export const DERIVATIVE_EXPANDED_HEIGHT = 390;
/** Rows drawn above and below the viewport of a table. */
export const TABLE_OVERSCAN = 30;
/** Card rows drawn above and below the viewport of the card grid. */
export const CARD_OVERSCAN = 6;
/** Minimum card width; the grid fits as many columns as this allows. */
export const CARD_MIN_WIDTH = 250;
/** Card row height. */
export const CARD_ROW_HEIGHT = 130;

/** A changed cell flashes this long. */
export const FLASH_MS = 300;
/** Grids sync changed rows (and re-check a live sort) at most this often. */
export const GRID_SYNC_MS = 100;
/** Auto-scroll (/scroll routes) moves AUTO_SCROLL_STEP_PX every AUTO_SCROLL_STEP_MS. */
export const AUTO_SCROLL_STEP_MS = 50;
/** Pixels moved per auto-scroll step. */
export const AUTO_SCROLL_STEP_PX = 1;

/**
 * Ours: the header has two rows, the group labels (bid, match, offer, foreign) above the column labels.
 * 24 px each keeps the 11-12 px header text readable while giving rows most of the screen.
 */
export const HEADER_ROW_HEIGHT = 24;
/** Height of the board's header: a group row over the column labels (CSS px). */
export const HEADER_HEIGHT = 2 * HEADER_ROW_HEIGHT;

/**
 * Ours: the typed prefix of keyboard type-ahead resets after this pause, the usual list-box behaviour
 * (1 s, as list boxes do).
 */
export const TYPE_AHEAD_RESET_MS = 1000;

/**
 * The User Timing mark a board sets at its first frame with rows in it (records in the store for its
 * codes), once per board: `performance.getEntriesByName(FIRST_ROWS_MARK)` reads when a page first showed
 * prices (benchmarks/first-paint.bench.ts). With the worker surface it marks the hand-off of that frame
 * to the drawing worker.
 */
export const FIRST_ROWS_MARK = "vnboard:first-rows";
