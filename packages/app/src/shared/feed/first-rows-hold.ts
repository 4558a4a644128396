/**
 * The page's first rows before the rest of the market (issue 21, first paint). The provider sends the
 * rows the board shows first ahead of the whole snapshot (`snapshotFirst`); once they are in the store
 * the feed holds the rest of the snapshot (FeedClient `snapshotHold`) until the board has painted them.
 * On two cores the page's thread is the bottleneck: applying ~2,000 more symbols and their price levels,
 * and the renders they cause, delayed the board's first frame by hundreds of ms (docs/board-engine.md).
 * Work that can wait for the first rows waits for them too (`afterFirstRows`): the index cards' first
 * fill, the later label tables, the popups' code and the alert engine.
 */

/**
 * The longest the rest of a snapshot waits for the first rows: a board that fails to mount, or a page
 * that named rows and shows none, gets the whole market this long after its head, not never.
 */
export const FIRST_ROWS_HOLD_MS = 1_000;

/** The board painted its first rows, or the page stopped waiting for them (once per page). */
let settled = false;
const waiting: (() => void)[] = [];
let held: Promise<void> | null = null;

/**
 * Whether the page waits for a board's first rows (its route names rows for the snapshot's head); a page
 * that does not (a special board, a chart page) runs what waits for them at once.
 */
export function expectFirstRows(expected: boolean): void {
  if (!expected) boardRowsPainted();
}

/** Whether the page still waits for its first rows (FeedClient `snapshotRestOnAsk`). */
export function firstRowsPending(): boolean {
  return !settled;
}

/** A board of the page painted its first rows (its `onFirstRows`): the held frames go on. */
export function boardRowsPainted(): void {
  if (settled) return;
  settled = true;
  for (const resume of waiting.splice(0)) resume();
}

/**
 * Calls `then` once the page's first rows are painted (at once when they already were, or when the page
 * expects none), or after `atMostMs` when they do not come. Returns the cancel.
 */
export function afterFirstRows(then: () => void, atMostMs: number): () => void {
  if (settled) {
    then();
    return () => {};
  }
  const run = () => {
    cancel();
    then();
  };
  const timer = setTimeout(run, atMostMs);
  const cancel = () => {
    clearTimeout(timer);
    const at = waiting.indexOf(run);
    if (at >= 0) waiting.splice(at, 1);
  };
  waiting.push(run);
  return cancel;
}

/**
 * Runs `load` once the page's first rows are painted and the page is then idle (or `idleMs` after);
 * where there is no requestIdleCallback, right after the rows. Returns the cancel.
 */
export function whenIdleAfterFirstRows(load: () => void, idleMs: number): () => void {
  let idle: number | null = null;
  const cancel = afterFirstRows(() => {
    if (typeof requestIdleCallback !== "function") load();
    else idle = requestIdleCallback(load, { timeout: idleMs });
  }, FIRST_ROWS_HOLD_MS);
  return () => {
    cancel();
    if (idle !== null) cancelIdleCallback(idle);
  };
}

/**
 * FeedClient `snapshotHold`: while the page waits for its first rows and they are in the store
 * (`rowsIn`), a promise that settles when the board has painted them or after FIRST_ROWS_HOLD_MS;
 * otherwise null (a page that names no rows, a reconnect after the first paint).
 */
export function holdForFirstRows(rowsIn: boolean): Promise<void> | null {
  if (settled || !rowsIn) return null;
  held ??= new Promise<void>((resume) => {
    const timer = setTimeout(boardRowsPainted, FIRST_ROWS_HOLD_MS);
    waiting.push(() => {
      clearTimeout(timer);
      resume();
    });
  });
  return held;
}
