import { describe, expect, it } from "vitest";
import { issue21Rows, issue21Table } from "./issue21-targets";
import type { GridResult } from "./results";

/** A grid's medians at (2,000, 50,000): only the figures issue 21's rows read. */
function result(grid: GridResult["grid"], busyPct: number, processCpuPct: number): GridResult {
  return {
    grid,
    rows: 2_000,
    rate: 50_000,
    renderer: "",
    feed: "worker+bin/100ms",
    feedCounts: null,
    windows: [],
    median: { busyPct, processCpuPct, gpuProcessCpuPct: 0 } as GridResult["median"],
    heapMb: 0,
    errors: [],
  };
}

const byWhat = (rows: ReturnType<typeof issue21Rows>, prefix: string) =>
  rows.find((row) => row.what.startsWith(prefix))!;

describe("issue 21's rows from a peers run", () => {
  it("takes the ratios net of feed-only and says whether each meets its target", () => {
    const rows = issue21Rows(
      [
        result("feed-only", 4, 10),
        result("board-worker", 5, 13),
        result("glide", 10, 20),
        result("ag-grid", 50, 60),
      ],
      6,
    );
    // (10 - 6) points = 40 ms of CPU per second over 50 thousand updates: 0.8 ms per 1,000.
    expect(byWhat(rows, "feed path").measured).toBeCloseTo(0.8);
    expect(byWhat(rows, "feed path").met).toBe(false);
    expect(byWhat(rows, "renderer").measured).toBeCloseTo(3 / 10);
    expect(byWhat(rows, "renderer").met).toBe(true);
    expect(byWhat(rows, "main thread busy, board net").measured).toBeCloseTo(1 / 6);
    expect(byWhat(rows, "main thread busy, board net").met).toBe(true);
    expect(byWhat(rows, "main thread busy, default").measured).toBeCloseTo(0.5);
  });

  it("prints beside the gross ratio what a board of no cost would measure: feed-only against Glide", () => {
    const rows = issue21Rows(
      [result("feed-only", 4, 10), result("board-worker", 5, 13), result("glide", 10, 20)],
      6,
    );
    expect(byWhat(rows, "main thread busy, default").floor).toBeCloseTo(0.4);
    expect(byWhat(rows, "renderer").floor).toBeUndefined();
    expect(issue21Table(rows)).toMatch(/default createBoard .*\| 0\.50 \| <= 0\.50 \| met \| 0\.40 \|/);
  });

  it("holds the page path to Glide's main thread, where the run measured it", () => {
    const grids = [result("feed-only", 4, 10), result("board-worker", 5, 13), result("glide", 10, 20)];
    expect(issue21Rows(grids, 6).some((row) => row.what.includes("page path"))).toBe(false);
    const rows = issue21Rows([...grids, result("board-page", 11, 22)], 6);
    expect(byWhat(rows, "main thread busy, the page path").measured).toBeCloseTo(1.1);
    expect(byWhat(rows, "main thread busy, the page path").met).toBe(false);
    expect(byWhat(rows, "main thread busy, the page path").floor).toBeCloseTo(0.4);
    const within = issue21Rows([...grids, result("board-page", 9, 18)], 6);
    expect(byWhat(within, "main thread busy, the page path").met).toBe(true);
  });

  it("says n/a, not met, for a ratio against a peer whose net cost is within noise", () => {
    const rows = issue21Rows(
      [result("feed-only", 4, 10), result("board-worker", 5, 13), result("glide", 4.2, 9.6)],
      6,
    );
    expect(byWhat(rows, "renderer").met).toBeNull();
    expect(byWhat(rows, "main thread busy, board net").met).toBeNull();
    expect(issue21Table(rows)).toContain("| n/a |");
    expect(issue21Table(rows)).not.toMatch(/-\d+\.\d+ \| <= 0\.50 \| met/);
  });

  it("says n/a for the feed path where feed-only is within noise of the bare page, below it included", () => {
    for (const feedCpu of [5.2, 6.3]) {
      const rows = issue21Rows([result("feed-only", 4, feedCpu), result("glide", 10, 20)], 6);
      expect(byWhat(rows, "feed path").met).toBeNull();
    }
    // 0.6 points over the bare page at 50,000/s: 0.12 ms per 1,000, a figure the target can hold.
    const rows = issue21Rows([result("feed-only", 4, 6.6), result("glide", 10, 20)], 6);
    expect(byWhat(rows, "feed path").measured).toBeCloseTo(0.12);
    expect(byWhat(rows, "feed path").met).toBe(true);
  });

  it("takes the feed path against the bare page of the same point where the run measured one", () => {
    const rows = issue21Rows(
      [result("feed-only", 4, 10), result("bare-page", 3, 7.5), result("glide", 10, 20)],
      6,
    );
    // (10 - 7.5) points = 25 ms of CPU per second over 50 thousand updates: 0.5 ms per 1,000.
    expect(byWhat(rows, "feed path").measured).toBeCloseTo(0.5);
  });
});
