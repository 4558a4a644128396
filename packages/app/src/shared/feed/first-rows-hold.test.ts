import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The module fresh per test: it keeps the page's one "first rows painted" state. */
async function freshHold() {
  vi.resetModules();
  return import("./first-rows-hold");
}

describe("first rows before the rest of the snapshot", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds the snapshot only once the first rows are in, until the board painted them", async () => {
    const { holdForFirstRows, boardRowsPainted } = await freshHold();
    expect(holdForFirstRows(false)).toBeNull();
    const held = holdForFirstRows(true);
    expect(held).not.toBeNull();
    // Asked again before the next frame: the same hold.
    expect(holdForFirstRows(true)).toBe(held);
    let released = false;
    void held?.then(() => (released = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(released).toBe(false);
    boardRowsPainted();
    await vi.advanceTimersByTimeAsync(0);
    expect(released).toBe(true);
    // A reconnect later (its own snapshot) is never held.
    expect(holdForFirstRows(true)).toBeNull();
  });

  it("lets the snapshot go on after FIRST_ROWS_HOLD_MS when no board paints", async () => {
    const { holdForFirstRows, FIRST_ROWS_HOLD_MS } = await freshHold();
    let released = false;
    void holdForFirstRows(true)?.then(() => (released = true));
    await vi.advanceTimersByTimeAsync(FIRST_ROWS_HOLD_MS - 1);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
    expect(holdForFirstRows(true)).toBeNull();
  });

  it("runs deferred work after the first rows, or after its own limit on a page without a board", async () => {
    const { afterFirstRows, boardRowsPainted } = await freshHold();
    const ran: string[] = [];
    afterFirstRows(() => ran.push("popup code"), 3_000);
    const cancel = afterFirstRows(() => ran.push("cancelled"), 3_000);
    cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toEqual([]);
    boardRowsPainted();
    expect(ran).toEqual(["popup code"]);
    // Its limit passing later runs nothing twice.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ran).toEqual(["popup code"]);
    // Asked after the first rows: at once.
    afterFirstRows(() => ran.push("later"), 3_000);
    expect(ran).toEqual(["popup code", "later"]);

    const page = await freshHold();
    const chartPage: string[] = [];
    page.afterFirstRows(() => chartPage.push("alerts"), 3_000);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(chartPage).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(chartPage).toEqual(["alerts"]);
  });

  it("waits for nothing on a page that names no rows (a special board, a chart page)", async () => {
    const { afterFirstRows, expectFirstRows, holdForFirstRows } = await freshHold();
    expectFirstRows(false);
    const ran: string[] = [];
    afterFirstRows(() => ran.push("index cards"), 1_000);
    expect(ran).toEqual(["index cards"]);
    expect(holdForFirstRows(true)).toBeNull();
  });
});
