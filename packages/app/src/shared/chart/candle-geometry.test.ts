import { describe, expect, it } from "vitest";
import {
  barWidth,
  CandleTone,
  candleBody,
  candleTone,
  MAX_BAR_WIDTH,
  slotAt,
  slotCenter,
} from "./candle-geometry";

describe("barWidth", () => {
  it("never exceeds 30 px, however few candles", () => {
    expect(MAX_BAR_WIDTH).toBe(30);
    expect(barWidth(600, 1)).toBe(30);
    expect(barWidth(600, 5)).toBe(30);
  });

  it("fills 70% of a slot, and is at least 1 px when candles are dense", () => {
    expect(barWidth(600, 30)).toBe(14);
    expect(barWidth(300, 1000)).toBe(1);
  });

  it("is 0 with nothing to draw", () => {
    expect(barWidth(600, 0)).toBe(0);
    expect(barWidth(0, 10)).toBe(0);
  });
});

describe("slots", () => {
  it("centres candles in equal slots and finds the slot under a point", () => {
    expect(slotCenter(0, 4, 10, 400)).toBe(60);
    expect(slotCenter(3, 4, 10, 400)).toBe(360);
    expect(slotAt(60, 4, 10, 400)).toBe(0);
    expect(slotAt(409, 4, 10, 400)).toBe(3);
    expect(slotAt(5, 4, 10, 400)).toBe(-1);
    expect(slotAt(410, 4, 10, 400)).toBe(-1);
    expect(slotAt(-1, 4, 10, 400)).toBe(-1);
  });
});

describe("candleTone", () => {
  it("is up when the close is above the open and down when below", () => {
    expect(candleTone(100, 105, 200)).toBe(CandleTone.UP);
    expect(candleTone(105, 100, 50)).toBe(CandleTone.DOWN);
  });

  it("takes a doji's tone from the previous close", () => {
    expect(candleTone(100, 100, 101)).toBe(CandleTone.DOWN);
    expect(candleTone(100, 100, 99)).toBe(CandleTone.UP);
    expect(candleTone(100, 100, 100)).toBe(CandleTone.UP);
    expect(candleTone(100, 100, Number.NaN)).toBe(CandleTone.UP);
  });
});

describe("candleBody", () => {
  it("spans open to close whichever is higher, at least 1 px", () => {
    expect(candleBody(50, 20)).toEqual({ y: 20, height: 30 });
    expect(candleBody(20, 50)).toEqual({ y: 20, height: 30 });
    expect(candleBody(40, 40)).toEqual({ y: 40, height: 1 });
  });
});
