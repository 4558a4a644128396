/**
 * The refresh periods of the spec that the app follows, each named once. The grids' 100 ms sync (spec 4
 * and 9) is board-canvas's GRID_SYNC_MS, the grid's own beat: live data in the app follows it through
 * `useLive`'s default pace, and the index strip's controller through its default interval.
 */

/** Spec 2.4 panels show live figures; the brief caps their refresh at once a second. */
export const SIDE_TAB_REFRESH_MS = 1000;

/** Spec 2.3.8 and 9: TOP lists refresh every 10 s (not per tick): the TOP boards and the popups' TOP tabs. */
export const TOP_REFRESH_MS = 10_000;

/** Spec 7 and 9: matched history is polled every 1 s while shown (stock popup, derivatives board). */
export const MATCH_POLL_MS = 1000;
