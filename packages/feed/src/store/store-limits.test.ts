import { describe, expect, it } from "vitest";
import { encodeFrame } from "../protocol/envelope";
import { ParsedRecords } from "../protocol/parsed-records";
import { encodeRecords } from "../protocol/record-encoder";
import { MINUTE_CHART_SCHEMA } from "../protocol/schemas/series-schemas";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import { MarketData } from "./market-data";
import { SeriesStore } from "./series-store";
import { StringTable } from "./string-table";

const symbolFrame = (records: Record<string, string | number>[]) =>
  encodeFrame(4, encodeRecords(SYMBOL_SCHEMA, records));

const minuteFrame = (points: { code: string; time: number; closePrice?: number }[]) =>
  encodeFrame(6, encodeRecords(MINUTE_CHART_SCHEMA, points));

describe("store limits: a provider that invents data without end meets a bound, not an out-of-memory tab", () => {
  it("drops records for new codes past maxRows and counts them, while known codes keep updating", () => {
    const md = new MarketData({ maxRows: 100 });
    const codes = Array.from({ length: 250 }, (_, i) => `X${i}`);
    expect(md.handleFrame(symbolFrame(codes.map((code) => ({ code, refPrice: 10_000 }))))).toBe(true);
    expect(md.symbols.presentKeys()).toHaveLength(100);
    expect(md.symbols.rowOf("X150")).toBe(-1);
    expect(md.limitDrops()).toBe(150);

    md.handleFrame(encodeFrame(2, encodeRecords(SYMBOL_SCHEMA, [{ code: "X7", matchPrice: 10_500 }])));
    expect(md.symbols.num(SYMBOL_SCHEMA.index.matchPrice, md.symbols.rowOf("X7"))).toBe(10_500);
  });

  it("stops interning new texts past its bound: they read empty and are counted; known texts still resolve", () => {
    const table = new StringTable(4, 1_000);
    const a = table.intern("HOSE");
    const b = table.intern("HNX");
    table.intern("UPCOM");
    expect(table.intern("never stored")).toBe(0);
    expect(table.get(table.intern("never stored"))).toBe("");
    expect(table.rejected).toBe(2);
    expect(table.get(a)).toBe("HOSE");
    expect(table.intern("HNX")).toBe(b);

    const byChars = new StringTable(1_000, 10);
    expect(byChars.get(byChars.intern("0123456789"))).toBe("0123456789");
    expect(byChars.intern("x")).toBe(0);
  });

  it("caps points per series and the number of series, counting what it drops", () => {
    const store = new SeriesStore(MINUTE_CHART_SCHEMA, new StringTable(), {
      maxSeries: 2,
      maxSeriesPoints: 5,
    });
    const points = [
      ...Array.from({ length: 8 }, (_, i) => ({ code: "FPT", time: 60 * i })),
      { code: "VNM", time: 0 },
      { code: "HPG", time: 0 },
    ];
    const parsed = parseMinuteRecords(points);
    store.apply(parsed);
    expect(store.get("FPT")?.length).toBe(5);
    expect(store.get("VNM")?.length).toBe(1);
    expect(store.get("HPG")).toBeUndefined();
    expect(store.droppedPoints).toBe(3 + 1);
    // A point that replaces an existing one is not new: accepted even when the series is full.
    store.apply(parseMinuteRecords([{ code: "FPT", time: 120, closePrice: 7 }]));
    expect(store.get("FPT")?.at(store.column("closePrice"), 2)).toBe(7);
  });

  it("applies 100,000 newest-first chart points in time order, each exactly once", () => {
    const md = new MarketData();
    const count = 100_000;
    const points = Array.from({ length: count }, (_, i) => ({
      code: "VNINDEX1",
      time: count - i,
      closePrice: i,
    }));
    expect(md.handleFrame(minuteFrame(points))).toBe(true);
    const series = md.minuteCharts.get("VNINDEX1");
    expect(series?.length).toBe(count);
    const time = series?.columns[0];
    let ordered = true;
    for (let i = 1; i < (series?.length ?? 0); i++)
      if ((time?.[i] ?? 0) <= (time?.[i - 1] ?? 0)) ordered = false;
    expect(ordered).toBe(true);
    expect(time?.[0]).toBe(1);
    expect(time?.[count - 1]).toBe(count);
    expect(md.limitDrops()).toBe(0);
  });

  it("lets go of the decode buffers grown for one huge frame", () => {
    const md = new MarketData();
    const name = "N".repeat(16_000);
    const huge = symbolFrame(Array.from({ length: 500 }, (_, i) => ({ code: `B${i}`, symbolName: name })));
    expect(md.handleFrame(huge)).toBe(true);
    expect(md.decodeBufferBytes()).toBeGreaterThan(4 * 1024 * 1024);
    expect(md.handleFrame(symbolFrame([{ code: "FPT", refPrice: 1 }]))).toBe(true);
    expect(md.decodeBufferBytes()).toBeLessThan(1024 * 1024);
  });
});

function parseMinuteRecords(points: { code: string; time: number; closePrice?: number }[]) {
  // The store's own parser, as MarketData runs it.
  const parsed = new ParsedRecords();
  const error = parsed.parse(encodeRecords(MINUTE_CHART_SCHEMA, points), MINUTE_CHART_SCHEMA);
  if (error !== 0) throw new Error(`parse failed: ${error}`);
  return parsed;
}
