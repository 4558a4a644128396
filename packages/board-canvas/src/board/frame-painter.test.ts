import { MarketData } from "@vnboard/feed";
import { describe, expect, it, vi } from "vitest";
import { DETAIL_COLUMNS } from "../columns/detail-columns";
import type { DrawBatch } from "../render/draw-batch";
import type { PaintSurface } from "../render/paint-surface";
import type { GlyphAtlas } from "../text/glyph-atlas";
import type { BoardOptions } from "./board-options";
import { createBoardState } from "./board-state";
import type { BoardViewPart } from "./board-view-part";
import { FramePainter } from "./frame-painter";
import type { FrameScheduler } from "./frame-scheduler";
import { Invalidate } from "./frame-scheduler";
import { FrameStats } from "./frame-stats";
import type { ScreenReaderRows } from "./screen-reader-rows";

// pixi.js (imported by the atlas and mini-chart modules, never used here) reads navigator on import.
vi.hoisted(() => {
  const global = globalThis as { navigator?: unknown };
  global.navigator ??= { userAgent: "node" };
});

const atlas = () => ({ flush() {}, destroy() {} }) as unknown as GlyphAtlas;
const batch = { begin() {}, push() {}, end() {}, destroy() {} } as unknown as DrawBatch;
/** What the painter asked of the screen-reader rows: "refresh" (at once), "moved" (if rows moved), "tick". */
function recordingReader(calls: string[]): ScreenReaderRows {
  return {
    refresh: (ifRowsMoved: boolean) => calls.push(ifRowsMoved ? "moved" : "refresh"),
    valuesChanged: () => calls.push("tick"),
  } as unknown as ScreenReaderRows;
}

/** A painter over a surface that can be made busy, as the worker surface is while its worker is behind. */
function setUp(reader = recordingReader([])) {
  const market = new MarketData({ now: () => 1 });
  const options = {
    store: market.symbols,
    codes: ["ACB"],
    columns: DETAIL_COLUMNS,
  } as unknown as BoardOptions<string>;
  const state = createBoardState(options, 1, atlas);
  const surface = {
    batch,
    busy: false,
    onReady: null as (() => void) | null,
    presented: 0,
    present: () => {
      surface.presented++;
    },
    shift: () => false,
  };
  /** The `since` each view paint was given: cells changed after it are drawn. */
  const sinces: number[] = [];
  const view = {
    mode: "table",
    shiftsOnScroll: false,
    hitColumnId: "",
    paint: (_now: number, since: number) => {
      sinces.push(since);
      return 1;
    },
  } as unknown as BoardViewPart;
  let now = 1_000;
  const stats = new FrameStats();
  const painter = new FramePainter(
    state,
    { current: view },
    surface as unknown as PaintSurface,
    market.symbols.track(),
    stats,
    reader,
    () => now,
    () => 0,
  );
  const invalidated: number[] = [];
  painter.scheduler = {
    invalidate: (mask: number) => invalidated.push(mask),
    invalidateAfter() {},
  } as unknown as FrameScheduler;
  return { painter, surface, sinces, stats, invalidated, advance: (ms: number) => (now += ms) };
}

describe("a frame while the surface is busy", () => {
  it("is not painted; once the surface is ready one paint draws everything changed since the last", () => {
    const { painter, surface, sinces, stats, invalidated, advance } = setUp();
    painter.paint(Invalidate.CELLS, 0);
    expect(surface.presented).toBe(1);
    surface.busy = true;
    advance(16);
    painter.paint(Invalidate.CELLS, 16);
    advance(16);
    painter.paint(Invalidate.SCROLL, 32);
    // Nothing drawn or sent while the worker is behind, and nothing asked for yet.
    expect(surface.presented).toBe(1);
    expect(stats.skippedBusy).toBe(2);
    expect(invalidated).toEqual([]);
    surface.busy = false;
    surface.onReady?.();
    // The skipped frames' requests come back as one.
    expect(invalidated).toEqual([Invalidate.CELLS | Invalidate.SCROLL]);
    advance(16);
    painter.paint(invalidated[0], 48);
    expect(surface.presented).toBe(2);
    // The paint after the wait draws what changed since the last drawn paint (t=1,000), not since a
    // skipped one: no change is lost.
    expect(sinces).toEqual([0, 1_000]);
    surface.onReady?.();
    expect(invalidated).toHaveLength(1); // nothing held: no extra frame
  });
});

describe("the screen-reader rows after a paint", () => {
  it("are rebuilt at once after a layout the user or host made, at their tick rate after a live re-sort", () => {
    const calls: string[] = [];
    const { painter } = setUp(recordingReader(calls));
    painter.paint(Invalidate.LAYOUT, 0);
    expect(calls).toEqual(["refresh"]);
    calls.length = 0;
    painter.paint(Invalidate.FULL, 16);
    expect(calls).toEqual(["refresh"]);
    calls.length = 0;
    // A live sort moved rows: every cell is drawn (a full paint), the rows follow on their own timer.
    painter.paint(Invalidate.REORDER | Invalidate.CELLS, 32);
    expect(calls).toEqual(["tick"]);
    calls.length = 0;
    // The same frame also carrying the user's layout: at once.
    painter.paint(Invalidate.REORDER | Invalidate.LAYOUT, 48);
    expect(calls).toEqual(["refresh"]);
    calls.length = 0;
    // Ticks alone: nothing from the paint (the store's change listener arms the rows' timer).
    painter.paint(Invalidate.CELLS, 64);
    expect(calls).toEqual([]);
  });
});
