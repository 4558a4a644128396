import { describe, expect, it } from "vitest";
import { encodeFrame } from "../protocol/envelope";
import { encodeRecords, type RecordValues } from "../protocol/record-encoder";
import { INDEX_CHART_SCHEMA, MINUTE_CHART_SCHEMA } from "../protocol/schemas/series-schemas";
import { Rng } from "../testing/random-records";
import { MarketData } from "./market-data";

function minuteChart() {
  const md = new MarketData();
  const send = (records: RecordValues[]) =>
    md.handleFrame(encodeFrame(6, encodeRecords(MINUTE_CHART_SCHEMA, records)));
  const store = md.minuteCharts;
  const column = (name: string) => {
    const series = store.get("FPT")!;
    return Array.from({ length: series.length }, (_, i) => series.at(store.column(name), i));
  };
  return { md, send, store, column };
}

describe("SeriesStore (chart messages)", () => {
  it("appends later points, replaces a point of equal time, inserts a late point in order", () => {
    const { send, column } = minuteChart();
    send([
      { code: "FPT", time: 60, openPrice: 100, closePrice: 101, volume: 10 },
      { code: "FPT", time: 120, openPrice: 101, closePrice: 102, volume: 20 },
      { code: "FPT", time: 180, openPrice: 102, closePrice: 103, volume: 30 },
    ]);
    expect(column("time")).toEqual([60, 120, 180]);
    send([{ code: "FPT", time: 180, closePrice: 104, volume: 35 }]); // the minute still forming
    expect(column("time")).toEqual([60, 120, 180]);
    expect(column("closePrice")).toEqual([101, 102, 104]);
    expect(column("openPrice")).toEqual([100, 101, 102]); // left empty: kept
    expect(column("volume")).toEqual([10, 20, 35]);
    send([{ code: "FPT", time: 90, openPrice: 99, volume: 5 }]); // late
    expect(column("time")).toEqual([60, 90, 120, 180]);
    expect(column("openPrice")).toEqual([100, 99, 101, 102]);
    expect(column("closePrice")).toEqual([101, NaN, 102, 104]);
    send([{ code: "FPT", time: 30, volume: 1 }]); // before the first
    expect(column("time")).toEqual([30, 60, 90, 120, 180]);
  });

  it("keeps points sorted and unique through growth, whatever the arrival order", () => {
    const { send, column } = minuteChart();
    const rng = new Rng(6);
    const times = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const batch = Array.from({ length: 10 }, () => ({
        code: "FPT",
        time: rng.int(1, 400) * 60,
        volume: i,
      }));
      for (const p of batch) times.add(p.time);
      send(batch);
    }
    expect(column("time")).toEqual([...times].sort((a, b) => a - b));
  });

  it("keeps one series per code, tells listeners which changed, and skips a record without time", () => {
    const { send, store } = minuteChart();
    const changed: string[] = [];
    store.onChange((key) => changed.push(key));
    const version = store.version;
    send([
      { code: "FPT", time: 60, volume: 1 },
      { code: "FPT", time: 120, volume: 2 },
      { code: "VNM", time: 60, volume: 3 },
      { code: "HPG", volume: 4 },
    ]);
    expect(changed).toEqual(["FPT", "VNM", "HPG"]);
    expect(store.get("FPT")?.length).toBe(2);
    expect(store.get("VNM")?.length).toBe(1);
    expect(store.get("HPG")?.length).toBe(0);
    expect(store.version).toBe(version + 1);
    expect(() => store.column("code")).toThrow();
    expect(() => store.column("nope")).toThrow();
  });

  it("stores a text column (index chart isTemp) as interned ids", () => {
    const md = new MarketData();
    const points = [
      { indexCode: "VNINDEX", time: 60, value: 1250.35, isTemp: "N" },
      { indexCode: "VNINDEX", time: 120, value: 1251.5, isTemp: "Y" },
    ];
    expect(md.handleFrame(encodeFrame(8, encodeRecords(INDEX_CHART_SCHEMA, points)))).toBe(true);
    const store = md.indexCharts;
    const series = store.get("VNINDEX")!;
    expect(series.at(store.column("value"), 0)).toBe(1250.35);
    expect(md.strings.get(series.at(store.column("isTemp"), 1))).toBe("Y");
  });
});
