import { MarketData, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DETAIL_COLUMNS } from "../columns/detail-columns";
import { FIRST_ROWS_MARK } from "../layout/constants";
import type { DrawBatch } from "../render/draw-batch";
import type { PaintSurface } from "../render/paint-surface";
import type { GlyphAtlas } from "../text/glyph-atlas";
import type { BoardOptions } from "./board-options";
import { createBoardState } from "./board-state";
import type { BoardViewPart } from "./board-view-part";
import { FramePainter } from "./frame-painter";
import { FrameStats } from "./frame-stats";
import type { ScreenReaderRows } from "./screen-reader-rows";

// pixi.js (imported by the atlas and mini-chart modules, never used here) reads navigator on import.
vi.hoisted(() => {
  const global = globalThis as { navigator?: unknown };
  global.navigator ??= { userAgent: "node" };
});

const atlas = () => ({ flush() {}, destroy() {} }) as unknown as GlyphAtlas;
const batch = { begin() {}, push() {}, end() {}, destroy() {} } as unknown as DrawBatch;
const surface = { batch, present() {}, shift: () => false } as unknown as PaintSurface;
const reader = { refresh() {}, valuesChanged() {} } as unknown as ScreenReaderRows;
/** A view that "draws" one cell per row in the store's order. */
const view = (rows: () => number) =>
  ({
    mode: "table",
    shiftsOnScroll: false,
    hitColumnId: "",
    paint: () => rows(),
  }) as unknown as BoardViewPart;

/** A painter over a board of `codes`, whose records arrive with `arrive()`. */
function board(onFirstRows: () => void) {
  const market = new MarketData({ now: () => 1 });
  const codes = ["ACB", "FPT"];
  const options = {
    store: market.symbols,
    codes,
    columns: DETAIL_COLUMNS,
    onFirstRows,
  } as unknown as BoardOptions<string>;
  const state = createBoardState(options, 1, atlas);
  const painter = new FramePainter(
    state,
    { current: view(() => state.frame.rowCount) },
    surface,
    market.symbols.track(),
    new FrameStats(),
    reader,
    () => 1_000,
    () => 0,
  );
  const arrive = () => {
    market.handleFrame(
      encodeFrame(
        4,
        encodeRecords(
          SYMBOL_SCHEMA,
          codes.map((code) => ({ code, matchPrice: 10_000 })),
        ),
      ),
    );
  };
  return { painter, state, arrive };
}

describe("the board's first rows", () => {
  afterEach(() => performance.clearMarks(FIRST_ROWS_MARK));

  it("calls onFirstRows and sets the mark once, at the first frame that drew rows", () => {
    const onFirstRows = vi.fn();
    const { painter, state, arrive } = board(onFirstRows);
    painter.paint(0xff, 0);
    // No records yet: nothing drawn, nothing told.
    expect(onFirstRows).not.toHaveBeenCalled();
    arrive();
    // The board's sync takes the new rows into its order (here by hand: no engine around the painter).
    state.frame.rowCount = 2;
    painter.paint(0xff, 16);
    painter.paint(0xff, 32);
    expect(onFirstRows).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(FIRST_ROWS_MARK)).toHaveLength(1);
  });
});
