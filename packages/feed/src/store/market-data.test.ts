import { describe, expect, it } from "vitest";
import { DecodeError } from "../protocol/decode-error";
import { encodeFrame } from "../protocol/envelope";
import { encodeRecords } from "../protocol/record-encoder";
import { INDEX_SCHEMA } from "../protocol/schemas/index-schema";
import { MARKET_SCHEMA } from "../protocol/schemas/market-schema";
import { PUT_THROUGH_SCHEMA } from "../protocol/schemas/put-through-schema";
import { BASKET_SCHEMA, MINUTE_CHART_SCHEMA } from "../protocol/schemas/series-schemas";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import { PriceColor } from "../rules/price-color";
import { NUMBER_STOCK_TOP_FALLBACK } from "./json-messages";
import { MarketData } from "./market-data";

const symbols = (...codes: string[]) =>
  encodeFrame(
    4,
    encodeRecords(
      SYMBOL_SCHEMA,
      codes.map((code) => ({ code, refPrice: 10_000 })),
    ),
  );

describe("MarketData: resynchronisation after a reconnect", () => {
  it("hides a code the new snapshot left out, once the first update arrives (even an empty one)", () => {
    const md = new MarketData();
    expect(md.handleFrame(symbols("FPT", "VNM", "HPG"))).toBe(true);
    const s = md.symbols;
    const vnm = s.rowOf("VNM");
    const structure = s.structureVersion;
    let notified = 0;
    s.onStructureChange(() => notified++);
    const tracker = s.track();

    md.beginResync();
    expect(md.handleFrame(symbols("FPT", "HPG"))).toBe(true);
    expect(s.present[vnm]).toBe(1); // not yet: the snapshot may still be arriving
    expect(md.handleFrame(encodeFrame(2, ""))).toBe(true);
    expect(s.present[vnm]).toBe(0);
    expect(s.presentKeys()).toEqual(["FPT", "HPG"]);
    expect(s.structureVersion).toBe(structure + 1);
    expect(notified).toBe(1);
    expect(tracker.has(vnm)).toBe(true);

    // a code that comes back reuses its row
    expect(md.handleFrame(encodeFrame(2, "VNM"))).toBe(true);
    expect(s.rowOf("VNM")).toBe(vnm);
    expect(s.present[vnm]).toBe(1);
    expect(s.rowCount).toBe(3);
  });

  it("a left-out code that comes back through an update shows only the new market's values", () => {
    // A restarted provider replays another day: VNM is missing from its first snapshot and then trades.
    const md = new MarketData();
    const F = SYMBOL_SCHEMA.index;
    md.handleFrame(
      encodeFrame(
        4,
        encodeRecords(SYMBOL_SCHEMA, [
          { code: "FPT", refPrice: 10_000 },
          { code: "VNM", refPrice: 10_000, matchPrice: 10_500, totalTradedQtty: 11_450, bidPrice1: 10_400 },
        ]),
      ),
    );
    const s = md.symbols;
    const vnm = s.rowOf("VNM");
    md.beginResync();
    md.handleFrame(symbols("FPT"));
    md.handleFrame(encodeFrame(2, ""));
    md.handleFrame(encodeFrame(2, encodeRecords(SYMBOL_SCHEMA, [{ code: "VNM", matchPrice: 9_900 }])));
    expect(s.present[vnm]).toBe(1);
    expect(s.num(F.matchPrice, vnm)).toBe(9_900);
    expect(s.num(F.totalTradedQtty, vnm)).toBeNaN(); // not the old day's 11,450
    expect(s.num(F.bidPrice1, vnm)).toBeNaN();
    expect(s.num(F.refPrice, vnm)).toBeNaN();
    expect(s.color(F.bidPrice1, vnm)).toBe(PriceColor.NONE);
    expect(s.changedAt[F.matchPrice][vnm]).toBe(0); // a returning row does not flash its first value
  });

  it("keeps every row when the new snapshot mentions them all, and resyncs indices on their own update", () => {
    const md = new MarketData();
    md.handleFrame(symbols("FPT", "VNM"));
    md.handleFrame(
      encodeFrame(5, encodeRecords(INDEX_SCHEMA, [{ indexCode: "VNINDEX" }, { indexCode: "VN30" }])),
    );
    const structure = md.symbols.structureVersion;
    expect(md.symbols.completedResets).toBe(0); // filled without a snapshot: never known to be whole
    md.beginResync();
    md.handleFrame(symbols("VNM", "FPT"));
    md.handleFrame(encodeFrame(5, encodeRecords(INDEX_SCHEMA, [{ indexCode: "VNINDEX" }])));
    let heardEnd = 0;
    md.symbols.onStructureChange(() => heardEnd++);
    expect(md.symbols.isResetting).toBe(true);
    expect(md.symbols.completedResets).toBe(0);
    md.handleFrame(encodeFrame(2, ""));
    expect(md.symbols.isResetting).toBe(false);
    expect(md.symbols.completedResets).toBe(1);
    expect(md.symbols.presentKeys()).toEqual(["FPT", "VNM"]);
    expect(md.symbols.structureVersion).toBe(structure);
    // Views that rank the whole market wait for the end of the snapshot: they hear it.
    expect(heardEnd).toBe(1);
    expect(md.indices.presentKeys()).toEqual(["VNINDEX", "VN30"]); // index update not yet received
    md.handleFrame(encodeFrame(3, ""));
    expect(md.indices.presentKeys()).toEqual(["VNINDEX"]);
  });

  it("clears the series, to be refilled", () => {
    const md = new MarketData();
    md.handleFrame(
      encodeFrame(6, encodeRecords(MINUTE_CHART_SCHEMA, [{ code: "FPT", time: 60, volume: 1 }])),
    );
    expect(md.minuteCharts.get("FPT")?.length).toBe(1);
    md.beginResync();
    expect(md.minuteCharts.get("FPT")?.length).toBe(0);
  });
});

describe("MarketData: low-rate atoms", () => {
  it("publishes baskets (msgType 9) per index code", () => {
    const md = new MarketData();
    const send = (records: { indexCode: string; symbols?: string }[]) =>
      md.handleFrame(encodeFrame(9, encodeRecords(BASKET_SCHEMA, records)));
    expect(
      send([
        { indexCode: "VN30", symbols: "ACB,FPT,VNM" },
        { indexCode: "HNX30", symbols: "SHS" },
      ]),
    ).toBe(true);
    expect(send([{ indexCode: "VN30", symbols: "ACB,FPT,HPG" }])).toBe(true);
    expect(md.$baskets.get()).toEqual({ VN30: ["ACB", "FPT", "HPG"], HNX30: ["SHS"] });
  });

  it("publishes concurrent users (msgType 98); a short record keeps what it leaves out", () => {
    const md = new MarketData();
    md.handleFrame(symbols("FPT")); // fills the parser's scratch space with other numbers
    expect(md.handleFrame(encodeFrame(98, "10:15:00|1200|5000|800"))).toBe(true);
    expect(md.$concurrent.get()).toEqual({ time: "10:15:00", total: 1200, max: 5000, current: 800 });
    expect(md.handleFrame(encodeFrame(98, "10:16:00|1300"))).toBe(true);
    expect(md.$concurrent.get()).toEqual({ time: "10:16:00", total: 1300, max: 5000, current: 800 });
    const fresh = new MarketData();
    fresh.handleFrame(symbols("FPT", "VNM", "HPG"));
    expect(fresh.handleFrame(encodeFrame(98, "10:17:00"))).toBe(true);
    expect(fresh.$concurrent.get()).toEqual({ time: "10:17:00", total: NaN, max: NaN, current: NaN });
  });

  it("reads system parameters (msgType 99); numberStockTop falls back to 30 unless a positive number", () => {
    const md = new MarketData();
    const top = (value: unknown) => {
      expect(md.handleFrame(encodeFrame(99, { numberStockTop: value, useDerivative: "Y" }))).toBe(true);
      return md.$systemParams.get()?.numberStockTop;
    };
    expect(NUMBER_STOCK_TOP_FALLBACK).toBe(30);
    for (const value of ["0", 0, "-5", "abc", null, undefined, ""])
      expect(top(value), String(value)).toBe(30);
    expect(top("50")).toBe(50);
    expect(top(12.7)).toBe(12);
    expect(md.$systemParams.get()).toMatchObject({
      useDerivative: true,
      useCompanyProfile: false,
      sysDate: "",
    });
    expect(md.handleFrame(encodeFrame(99, JSON.stringify({ numberStockTop: 20 })))).toBe(true);
    expect(md.$systemParams.get()?.numberStockTop).toBe(20);
  });

  it("reads industries (msgType 11) and counts an invalid payload as a bad frame", () => {
    const md = new MarketData();
    const good = [{ code: "8300", name: "Ngân hàng", symbolList: "ACB,BID,,VCB" }];
    expect(md.handleFrame(encodeFrame(11, good))).toBe(true);
    expect(md.$industries.get()).toEqual([
      { code: "8300", name: "Ngân hàng", names: {}, symbolList: ["ACB", "BID", "VCB"] },
    ]);
    for (const bad of [{}, [{ name: "no code" }], [null], "[{", 5]) {
      expect(md.handleFrame(encodeFrame(11, bad)), JSON.stringify(bad)).toBe(false);
    }
    expect(md.$industries.get()).toHaveLength(1);
    expect(md.stats.badFrames).toBe(5);
    expect(md.stats.badReasons()).toEqual({ badEnvelope: 4, notJson: 1 });
  });

  it("sets the server clock (msgType 1) from a number or a numeric string only", () => {
    const md = new MarketData();
    expect(md.handleFrame(encodeFrame(1, 1_774_000_000_000))).toBe(true);
    expect(md.handleFrame(encodeFrame(1, "1774000001000"))).toBe(true);
    expect(md.$serverTime.get()).toBe(1_774_000_001_000);
    for (const bad of ["abc", 0, -1, null, true, [5], {}]) {
      expect(md.handleFrame(encodeFrame(1, bad)), JSON.stringify(bad)).toBe(false);
    }
    expect(md.$serverTime.get()).toBe(1_774_000_001_000);
    expect(md.stats.badByReason[DecodeError.BAD_ENVELOPE]).toBe(7);
  });
});

describe("MarketData: feed statistics", () => {
  it("counts frames, records, bytes and bad frames by reason", () => {
    const md = new MarketData();
    const frames = [symbols("FPT", "VNM"), encodeFrame(2, "FPT$VNM$HPG"), encodeFrame(77, ""), "%%%"];
    for (const frame of frames) md.handleFrame(frame);
    expect(md.stats).toMatchObject({ frames: 2, records: 5, badFrames: 2 });
    expect(md.stats.bytes).toBe(frames.reduce((sum, f) => sum + f.length, 0));
    expect(md.stats.lastFrameAt).toBeGreaterThan(0);
    expect(md.stats.badReasons()).toEqual({ unknownMsgType: 1, notBase64: 1 });
    md.stats.reset();
    expect(md.stats).toMatchObject({ frames: 0, records: 0, badFrames: 0, bytes: 0, lastFrameAt: 0 });
    expect(md.stats.badReasons()).toEqual({});
  });
});

describe("MarketData: store sizes", () => {
  it("counts the rows, series points and interned texts a session has accumulated", () => {
    const md = new MarketData();
    const empty = md.storeSizes();
    expect(empty[`${SYMBOL_SCHEMA.name}.rows`]).toBe(0);
    md.handleFrame(symbols("FPT", "VNM"));
    md.handleFrame(
      encodeFrame(
        6,
        encodeRecords(MINUTE_CHART_SCHEMA, [
          { code: "FPT", time: 60, closePrice: 1 },
          { code: "FPT", time: 120, closePrice: 2 },
          { code: "VNM", time: 60, closePrice: 3 },
        ]),
      ),
    );
    const sizes = md.storeSizes();
    expect(sizes[`${SYMBOL_SCHEMA.name}.rows`]).toBe(2);
    expect(sizes[`${MINUTE_CHART_SCHEMA.name}.series`]).toBe(2);
    expect(sizes[`${MINUTE_CHART_SCHEMA.name}.points`]).toBe(3);
    expect(sizes.strings).toBeGreaterThan(empty.strings);
  });
});

describe("MarketData: a new trading day", () => {
  const markets = (msgType: number, ...dates: string[]) =>
    encodeFrame(
      msgType,
      encodeRecords(
        MARKET_SCHEMA,
        dates.map((tradingDate, i) => ({ marketCode: ["HOSE", "HNX"][i], tradingDate })),
      ),
    );

  it("announces a later date on a live stream once, and adopts one a snapshot brings silently", () => {
    const md = new MarketData();
    const days: string[] = [];
    md.onNewTradingDay((date) => days.push(date));
    md.handleFrame(markets(17, "20261120", "20261120"));
    expect(md.$tradingDate.get()).toBe("20261120");
    expect(days).toEqual([]);
    // HSX moves first, HNX a moment later: one new day.
    md.handleFrame(markets(18, "20261121", "20261120"));
    md.handleFrame(markets(18, "20261121", "20261121"));
    expect(days).toEqual(["20261121"]);
    // A reconnect's snapshot with a later date is already a fresh start: not announced.
    md.beginResync();
    md.handleFrame(markets(17, "20261122", "20261122"));
    expect(md.$tradingDate.get()).toBe("20261122");
    expect(days).toEqual(["20261121"]);
  });

  it("forgets yesterday's deals and series at startNewDay; a new deal reuses no stale value", () => {
    const md = new MarketData();
    md.handleFrame(
      encodeFrame(
        15,
        encodeRecords(PUT_THROUGH_SCHEMA, [{ ticks: "D1", code: "FPT", price: 100_000, quantity: 5_000 }]),
      ),
    );
    md.handleFrame(
      encodeFrame(6, encodeRecords(MINUTE_CHART_SCHEMA, [{ code: "FPT", time: 60, closePrice: 1 }])),
    );
    let structure = 0;
    md.putThrough.onStructureChange(() => structure++);
    md.startNewDay();
    expect(structure).toBe(1);
    expect(md.putThrough.rowCount).toBe(0);
    expect(md.putThrough.rowOf("D1")).toBe(-1);
    expect(md.minuteCharts.get("FPT")?.length ?? 0).toBe(0);
    md.handleFrame(encodeFrame(15, encodeRecords(PUT_THROUGH_SCHEMA, [{ ticks: "D2", code: "VNM" }])));
    const row = md.putThrough.rowOf("D2");
    expect(row).toBe(0);
    expect(md.putThrough.num(PUT_THROUGH_SCHEMA.index.price, row)).toBeNaN();
    expect(md.putThrough.str(PUT_THROUGH_SCHEMA.index.code, row)).toBe("VNM");
  });
});
