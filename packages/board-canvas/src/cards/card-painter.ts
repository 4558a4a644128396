import { hasReferenceAsterisk, PriceColor, SYMBOL_SCHEMA, type SymbolStore } from "@vnboard/feed";
import { type CardLayout, cardX, cardY } from "../layout/card-layout";
import type { DrawBatch } from "../render/draw-batch";
import { GlyphRun } from "../render/glyph-run";
import { SWATCH, TEXT_BLOCK } from "../table/table-painter";
import { type CellTextOptions, writeNumberCell } from "../text/cell-text";
import type { GlyphAtlas } from "../text/glyph-atlas";
import { writeText } from "../text/number-writer";

const F = SYMBOL_SCHEMA.index;
const DASH = 45;
const LINE = 21;

/** What the card painter needs this frame. */
export interface CardFrame {
  store: SymbolStore;
  rows: Int32Array;
  layout: CardLayout;
  scrollTop: number;
  viewportHeight: number;
  favourites: ReadonlySet<string>;
  textOptions: CellTextOptions;
  flashEnabled: boolean;
  flashMs: number;
  oddLot: boolean;
  /** Translated labels: total volume, last match volume, bid, offer. */
  labels: { totalVolume: string; matchVolume: string; bid: string; offer: string };
}

/** The fields a card shows, board-lot and odd-lot (there is an odd-lot variant). */
const FIELDS = {
  board: [
    "matchPrice",
    "changePrice",
    "pctChangePrice",
    "totalTradedQtty",
    "matchQtty",
    "bidPrice1",
    "bidQtty1",
    "offerPrice1",
    "offerQtty1",
  ],
  odd: [
    "matchPriceOdd",
    "changePriceOdd",
    "pctChangePriceOdd",
    "totalTradedQttyOdd",
    "matchQttyOdd",
    "bidPriceOdd1",
    "bidQttyOdd1",
    "offerPriceOdd1",
    "offerQttyOdd1",
  ],
} as const;

/**
 * The card grid: cards at least 250 px wide, 130 px tall, as many per row as fit. Each card
 * shows star and code, the match price with change and percent, total volume, last match volume and the
 * best bid and offer with volume; zero values show a dash. Like the table, a card is redrawn only when
 * one of its fields changed since the last paint or is still flashing.
 */
export class CardPainter {
  private readonly chars = new Uint16Array(64);
  private readonly run: GlyphRun;
  private readonly fields = { board: new Int32Array(9), odd: new Int32Array(9) };

  constructor(
    private readonly atlas: GlyphAtlas,
    private readonly batch: DrawBatch,
  ) {
    this.run = new GlyphRun(atlas, batch);
    FIELDS.board.forEach((name, i) => {
      this.fields.board[i] = F[name];
    });
    FIELDS.odd.forEach((name, i) => {
      this.fields.odd[i] = F[name];
    });
  }

  paint(frame: CardFrame, now: number, since: number, full: boolean, first: number, last: number): number {
    const fields = frame.oddLot ? this.fields.odd : this.fields.board;
    const changedAt = frame.store.changedAt;
    let drawn = 0;
    for (let index = first; index <= last; index++) {
      const row = frame.rows[index];
      let latest = frame.store.restyledAt[row];
      for (let i = 0; i < fields.length; i++)
        if (changedAt[fields[i]][row] > latest) latest = changedAt[fields[i]][row];
      const flashEnd = changedAt[fields[0]][row] + frame.flashMs;
      const ended = flashEnd > since && flashEnd <= now;
      if (!full && !(latest > since) && !ended) continue;
      this.drawCard(frame, fields, index, row, now);
      drawn++;
    }
    return drawn;
  }

  private drawCard(frame: CardFrame, fields: Int32Array, index: number, row: number, now: number): void {
    const { layout, store } = frame;
    const x = cardX(index, layout);
    const y = cardY(index, layout) - frame.scrollTop;
    const w = layout.cardWidth;
    const h = layout.cardHeight;
    const atlas = this.atlas;
    const batch = this.batch;
    batch.push(atlas.swatch(SWATCH.ROW_ODD), x, y, w, h, 1);
    batch.push(atlas.swatch(SWATCH.GRID), x, y + h - 1, w, 1, 1);
    batch.push(atlas.swatch(SWATCH.GRID), x + w - 1, y, 1, h, 1);
    const matchAt = store.changedAt[fields[0]][row];
    const age = now - matchAt;
    if (frame.flashEnabled && age >= 0 && age < frame.flashMs) {
      const direction = store.direction[fields[0]][row];
      const swatch =
        direction > 0 ? SWATCH.FLASH_UP : direction < 0 ? SWATCH.FLASH_DOWN : SWATCH.FLASH_NEUTRAL;
      batch.push(atlas.swatch(swatch), x, y, w - 1, LINE * 2 + 6, 1);
    }
    const color = store.color(fields[0], row);
    const priceBlock = color === PriceColor.NONE || color === undefined ? TEXT_BLOCK.PLAIN : color;
    const code = store.keyOf(row);
    const half = w / 2;
    // Line 1: star, code | match price
    this.chars[0] = frame.favourites.has(code) ? 0x2605 : 0x2606;
    this.run.draw(
      this.chars,
      1,
      frame.favourites.has(code) ? PriceColor.REFERENCE : TEXT_BLOCK.MUTED,
      x,
      y + 4,
      20,
      LINE,
      "left",
    );
    let codeLength = writeText(this.chars, 0, code);
    if (hasReferenceAsterisk(store.str(F.referenceStatus, row))) this.chars[codeLength++] = 42; // '*'
    this.run.draw(this.chars, codeLength, priceBlock, x + 18, y + 4, half, LINE, "left");
    this.value(frame, "price", fields[0], row, priceBlock, x + half, y + 4, half - 1);
    // Line 2: change and percent, right; a zero change is shown ("0.00": unchanged) only once there is
    // a match price to be unchanged at, a dash before (no match yet; no odd-lot match).
    const matched = frame.store.numbers[fields[0]][row] > 0;
    this.value(
      frame,
      "change",
      fields[1],
      row,
      priceBlock,
      x + half - 60,
      y + 4 + LINE,
      half - 1 - 30,
      matched,
    );
    this.value(frame, "percent", fields[2], row, priceBlock, x + half, y + 4 + LINE, half - 1, matched);
    // Lines 3-5: labelled values; odd lots (1-99 shares) are counted in shares, not lots of 10.
    const qty = frame.oddLot ? "count" : "volume";
    this.label(frame.labels.totalVolume, x, y + 8 + LINE * 2, half);
    this.value(frame, qty, fields[3], row, TEXT_BLOCK.PLAIN, x + half, y + 8 + LINE * 2, half - 1);
    this.label(frame.labels.matchVolume, x, y + 8 + LINE * 3, half);
    this.value(frame, qty, fields[4], row, TEXT_BLOCK.PLAIN, x + half, y + 8 + LINE * 3, half - 1);
    const bidBlock = this.block(store.color(fields[5], row));
    const offerBlock = this.block(store.color(fields[7], row));
    this.value(frame, "price", fields[5], row, bidBlock, x, y + 8 + LINE * 4, half * 0.5, false, "left");
    this.value(
      frame,
      qty,
      fields[6],
      row,
      bidBlock,
      x + half * 0.5,
      y + 8 + LINE * 4,
      half * 0.5,
      false,
      "left",
    );
    this.value(frame, "price", fields[7], row, offerBlock, x + half, y + 8 + LINE * 4, half * 0.5);
    this.value(frame, qty, fields[8], row, offerBlock, x + half * 1.5, y + 8 + LINE * 4, half * 0.5 - 1);
  }

  private block(color: number | undefined): number {
    return color === PriceColor.NONE || color === undefined ? TEXT_BLOCK.PLAIN : color;
  }

  private label(text: string, x: number, y: number, width: number): void {
    this.run.draw(this.chars, writeText(this.chars, 0, text), TEXT_BLOCK.MUTED, x, y, width, LINE, "left");
  }

  /** A number, or a dash for zero and missing values. */
  private value(
    frame: CardFrame,
    kind: "price" | "change" | "percent" | "volume" | "count",
    field: number,
    row: number,
    block: number,
    x: number,
    y: number,
    width: number,
    keepZero = false,
    align: "left" | "right" = "right",
  ): void {
    const value = frame.store.numbers[field][row];
    let length = 0;
    if (Number.isNaN(value) || (value === 0 && !keepZero)) {
      this.chars[0] = DASH;
      length = 1;
    } else {
      length = writeNumberCell(this.chars, kind, value, frame.textOptions);
    }
    this.run.draw(this.chars, length, block, x, y, width, LINE, align);
  }
}
