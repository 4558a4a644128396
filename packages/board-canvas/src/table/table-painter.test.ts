import { MarketData, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it, vi } from "vitest";
import type { BoardOptions } from "../board/board-options";
import { createBoardState } from "../board/board-state";
import { DETAIL_COLUMNS } from "../columns/detail-columns";
import type { DrawBatch } from "../render/draw-batch";
import { layOutTableFrame } from "../testing/lay-out-table-frame";
import type { GlyphAtlas } from "../text/glyph-atlas";
import type { BoardTexture } from "../texture/board-texture";
import { SWATCH, TablePainter } from "./table-painter";

// pixi.js (imported by the atlas and mini-chart modules, never used here) reads navigator on import.
vi.hoisted(() => {
  const global = globalThis as { navigator?: unknown };
  global.navigator ??= { userAgent: "node" };
});

const F = SYMBOL_SCHEMA.index;

/** The swatches a paint pushed, by name, in order (glyphs left out). */
function paintSwatches(flashOpaque: boolean): string[] {
  const names = ["stripe", "stripe", "flash up", "flash down", "flash", "grid"];
  const swatches = names.map((name) => ({ name }) as unknown as BoardTexture);
  const atlas = {
    cellHeight: 14,
    slotFor: () => 1,
    advance: () => 7,
    glyph: () => ({ name: "glyph" }),
    swatch: (i: number) => swatches[i],
    swatchOpaque: (i: number) => i !== SWATCH.FLASH_UP || flashOpaque,
    flush() {},
    destroy() {},
  } as unknown as GlyphAtlas;
  const market = new MarketData({ now: () => 1 });
  market.handleFrame(encodeFrame(4, encodeRecords(SYMBOL_SCHEMA, [{ code: "ACB", matchPrice: 10_000 }])));
  const options = {
    store: market.symbols,
    codes: ["ACB"],
    columns: DETAIL_COLUMNS,
  } as unknown as BoardOptions<string>;
  const state = createBoardState(options, 1, () => atlas);
  const frame = state.frame;
  frame.rows = state.order.rows;
  frame.rowCount = state.order.count;
  frame.flashEnabled = true;
  layOutTableFrame(frame, 1920, 400);
  const pushed: string[] = [];
  const batch = {
    begin() {},
    push: (texture: { name: string }) => {
      if (texture.name !== "glyph") pushed.push(texture.name);
    },
    end() {},
    destroy() {},
  } as unknown as DrawBatch;
  // The match price went up 10 ms ago: its cell flashes, and the cells coloured by it are redrawn.
  const row = state.order.rows[0];
  market.symbols.changedAt[F.matchPrice][row] = 990;
  market.symbols.direction[F.matchPrice][row] = 1;
  const dirty = market.symbols.track();
  dirty.add(row);
  new TablePainter(atlas, batch).paint(frame, 1_000, 500, false, dirty);
  return pushed;
}

describe("a changed cell's background", () => {
  it("is the flash alone when the flash colour is opaque (the stripe under it would never show)", () => {
    const pushed = paintSwatches(true);
    expect(pushed.filter((name) => name === "flash up")).toHaveLength(1);
    // Every other redrawn cell (coloured by the match price) gets its stripe; the flashing one does not.
    const cells = pushed.filter((name) => name === "grid").length;
    expect(cells).toBeGreaterThan(1);
    expect(pushed.filter((name) => name === "stripe")).toHaveLength(cells - 1);
  });

  it("is the stripe, then the flash over it, when the flash colour lets it show through", () => {
    const pushed = paintSwatches(false);
    const cells = pushed.filter((name) => name === "grid").length;
    expect(pushed.filter((name) => name === "stripe")).toHaveLength(cells);
    const flash = pushed.indexOf("flash up");
    expect(pushed[flash - 1]).toBe("stripe");
  });
});
