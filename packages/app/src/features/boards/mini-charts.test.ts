import type { StockHistoryRow } from "@vnboard/feed/rest";
import { describe, expect, it } from "vitest";
import { until } from "../../../../feed/src/testing/poll";
import { createMiniChartFeed, monthCloses } from "./mini-charts";

const row = (tradingDate: string, closePrice: number): StockHistoryRow => ({
  tradingDate,
  openPrice: closePrice,
  highestPrice: closePrice,
  lowestPrice: closePrice,
  closePrice,
  changePrice: 0,
  pctChangePrice: 0,
  totalTradedQtty: 0,
  totalTradedValue: 0,
});

describe("monthCloses", () => {
  it("takes the newest closes and puts them oldest first, skipping missing closes", () => {
    const rows = [row("20240314", 103), row("20240313", 0), row("20240312", 102), row("20240311", 101)];
    expect([...monthCloses(rows, 2)]).toEqual([102, 103]);
    expect([...monthCloses(rows)]).toEqual([101, 102, 103]);
    expect(monthCloses([]).length).toBe(0);
  });
});

describe("createMiniChartFeed", () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("loads a code once, caches it and tells the listeners", async () => {
    const loads: string[] = [];
    const feed = createMiniChartFeed(async (code) => {
      loads.push(code);
      return Float64Array.of(1, 2, 3);
    });
    const told: string[] = [];
    const stop = feed.subscribe((code) => told.push(code));
    expect(feed.closes("FPT")).toBeNull();
    feed.request("FPT");
    feed.request("FPT");
    await flush();
    expect(Array.from(feed.closes("FPT") ?? [])).toEqual([1, 2, 3]);
    expect(loads).toEqual(["FPT"]);
    expect(told).toEqual(["FPT"]);
    stop();
    feed.request("VNM");
    await flush();
    expect(told).toEqual(["FPT"]);
  });

  it("starts a frame's requests after it, top row first, at most four at a time", async () => {
    const pending: { code: string; resolve: (closes: Float64Array) => void }[] = [];
    const feed = createMiniChartFeed((code) => new Promise((resolve) => pending.push({ code, resolve })));
    for (const code of ["A", "B", "C", "D", "E", "F"]) feed.request(code);
    expect(pending).toEqual([]);
    await flush();
    expect(pending.map((p) => p.code)).toEqual(["A", "B", "C", "D"]);
    pending[0].resolve(Float64Array.of(1));
    await flush();
    expect(pending.map((p) => p.code)).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("starts a later frame's requests before an earlier frame's still waiting (a fast scroll)", async () => {
    const pending: { code: string; resolve: (closes: Float64Array) => void }[] = [];
    const feed = createMiniChartFeed((code) => new Promise((resolve) => pending.push({ code, resolve })));
    for (const code of ["A", "B", "C", "D", "E", "F"]) feed.request(code);
    await flush();
    for (const code of ["X", "Y"]) feed.request(code);
    await flush();
    for (const p of pending.slice(0, 3)) p.resolve(Float64Array.of(1));
    await flush();
    expect(pending.map((p) => p.code)).toEqual(["A", "B", "C", "D", "X", "Y", "E"]);
  });

  it("caches a failed load as empty instead of asking again", async () => {
    let calls = 0;
    const feed = createMiniChartFeed(async () => {
      calls++;
      throw new Error("500");
    });
    feed.request("ZZZ");
    await flush();
    expect(feed.closes("ZZZ")?.length).toBe(0);
    feed.request("ZZZ");
    expect(calls).toBe(1);
  });

  it("asks again for a failed load after a while: one failed in a server restart stayed blank all day", async () => {
    let calls = 0;
    const feed = createMiniChartFeed(async () => {
      calls++;
      if (calls === 1) throw new Error("ERR_CONNECTION_REFUSED");
      return Float64Array.of(4, 5);
    }, 20);
    const told: string[] = [];
    feed.subscribe((code) => told.push(code));
    feed.request("VDS");
    await until(() => feed.closes("VDS") !== null);
    expect(feed.closes("VDS")?.length).toBe(0);
    // Forgotten after the retry delay, and the boards told, so that they draw the cell (and ask) again.
    await until(() => feed.closes("VDS") === null);
    expect(told).toEqual(["VDS", "VDS"]);
    feed.request("VDS");
    await until(() => feed.closes("VDS")?.length === 2);
    expect(calls).toBe(2);
  });
});
