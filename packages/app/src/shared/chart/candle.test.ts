import { MarketData, MsgType } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { type Candle, fromDailyCandles, fromSeries, isDrawableCandle, mergeCandles } from "./candle";

const candle = (time: number, close: number, volume = 100): Candle => ({
  time,
  open: close,
  close,
  lowest: close - 1,
  highest: close + 1,
  volume,
});

describe("candles", () => {
  it("drops candles the chart cannot draw and treats a bad volume as 0", () => {
    const good = candle(1, 10);
    expect(isDrawableCandle(good)).toBe(true);
    expect(isDrawableCandle({ ...good, lowest: 12, highest: 11 })).toBe(false);
    expect(isDrawableCandle({ ...good, open: Number.NaN })).toBe(false);
    expect(
      fromDailyCandles([good, { ...good, time: 2, close: 0 }, { ...good, time: 3, volume: -5 }]),
    ).toEqual([good, { ...good, time: 3, volume: 0 }]);
  });

  it("reads a feed minute series (Unix seconds) as epoch ms candles", () => {
    const market = new MarketData();
    market.handleEnvelope({
      msgType: MsgType.MINUTE_CHART,
      message: "VNM|1795425300*61500*61600*61400*61700*25300$VNM|1795425360*61600*61500*61500*61600*1000",
    });
    const store = market.minuteCharts;
    const columns = {
      time: store.column("time"),
      open: store.column("openPrice"),
      close: store.column("closePrice"),
      lowest: store.column("lowestPrice"),
      highest: store.column("highestPrice"),
      volume: store.column("volume"),
    };
    expect(fromSeries(store.get("VNM"), columns)).toEqual([
      { time: 1795425300000, open: 61500, close: 61600, lowest: 61400, highest: 61700, volume: 25300 },
      { time: 1795425360000, open: 61600, close: 61500, lowest: 61500, highest: 61600, volume: 1000 },
    ]);
    expect(fromSeries(undefined, columns)).toEqual([]);
  });

  it("lays live candles over REST ones: same minute replaced, others in time order", () => {
    const rest = [candle(1, 10), candle(2, 11), candle(3, 12)];
    const live = [candle(3, 15, 999), candle(4, 16)];
    expect(mergeCandles(rest, live).map((c) => [c.time, c.close])).toEqual([
      [1, 10],
      [2, 11],
      [3, 15],
      [4, 16],
    ]);
    expect(mergeCandles([], live)).toEqual(live);
    expect(mergeCandles(rest, [])).toEqual(rest);
    expect(mergeCandles([candle(5, 1)], [candle(2, 3)]).map((c) => c.time)).toEqual([2, 5]);
  });
});
