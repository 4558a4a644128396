import { SecurityType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeRecords } from "@vnboard/feed/protocol";
import { parseDerivativeChart } from "@vnboard/feed/rest";
import { describe, expect, it } from "vitest";
import { DemoClock, FixedClock, localTime } from "./clock";
import { Simulator } from "./simulator";

const DATE = "2026-11-20";

function runMorning(seed: number): Simulator {
  const sim = new Simulator({ seed, clock: new FixedClock(localTime(DATE, 8, 30)), eventsPerSecond: 20 });
  for (let t = localTime(DATE, 8, 50); t <= localTime(DATE, 9, 40); t += 30_000) sim.advanceTo(t);
  return sim;
}

describe("Simulator", () => {
  it("gives a corporate-action status (the board's asterisk) to some stocks only, never a future, warrant or bond", () => {
    const sim = new Simulator({ seed: 1, clock: new FixedClock(localTime(DATE, 9, 30)) });
    const symbols = sim.snapshot().symbols;
    const flagged = symbols.filter((s) => s.referenceStatus !== undefined && s.referenceStatus !== "0");
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.filter((s) => s.securityType !== SecurityType.STOCK).map((s) => s.code)).toEqual([]);
    // The futures' codes all hashed to a cash dividend before.
    expect(symbols.some((s) => s.securityType === SecurityType.FUTURE)).toBe(true);
  });

  it("gives the same snapshot for the same seed and a different one for another seed", () => {
    const a = runMorning(5).snapshot();
    const b = runMorning(5).snapshot();
    const c = runMorning(6).snapshot();
    expect(b).toEqual(a);
    expect(c.symbols).not.toEqual(a.symbols);
  }, 180_000);

  it("emits updates that carry the key and only changed fields, and encode on the wire", () => {
    const sim = new Simulator({
      seed: 2,
      clock: new FixedClock(localTime(DATE, 9, 20)),
      eventsPerSecond: 20,
    });
    const seen: number[] = [];
    const off = sim.onBatch((b) => seen.push(b.symbols.length));
    sim.advanceTo(localTime(DATE, 9, 30));
    const batch = sim.advanceTo(localTime(DATE, 9, 30, 1));
    off();
    sim.advanceTo(localTime(DATE, 9, 30, 2));
    expect(seen).toHaveLength(2);
    expect(batch.symbols.length).toBeGreaterThan(0);
    for (const u of batch.symbols) {
      expect(typeof u.code).toBe("string");
      expect(Object.keys(u).length).toBeLessThan(SYMBOL_SCHEMA.fields.length / 2);
    }
    expect(() => encodeRecords(SYMBOL_SCHEMA, sim.snapshot().symbols)).not.toThrow();
  }, 120_000);

  it("keeps a VN30 board alive: books change several times a second, every name trades within seconds", () => {
    // The server's default rate, at 10:30 (a quiet midday hour), in the gateway's 100 ms batches.
    const sim = new Simulator({ seed: 8, clock: new FixedClock(localTime(DATE, 10, 30)) });
    let t = localTime(DATE, 10, 30);
    sim.advanceTo(t);
    const vn30 = new Set(sim.snapshot().baskets.VN30);
    const bookChanges = new Map<string, number>();
    const traded = new Map<string, number>();
    const seconds = 30;
    for (let i = 0; i < seconds * 10; i++) {
      t += 100;
      for (const u of sim.advanceTo(t).symbols) {
        const code = String(u.code);
        if (!vn30.has(code)) continue;
        if (Object.keys(u).some((k) => /^(bid|offer)Qtty[123]$/.test(k)))
          bookChanges.set(code, (bookChanges.get(code) ?? 0) + 1);
        if (u.totalTradedQttyNM !== undefined) traded.set(code, (traded.get(code) ?? 0) + 1);
      }
    }
    const perSecond = [...vn30].map((c) => (bookChanges.get(c) ?? 0) / seconds).sort((a, b) => a - b);
    expect(perSecond[Math.floor(perSecond.length / 2)]).toBeGreaterThanOrEqual(2);
    expect(perSecond[0]).toBeGreaterThan(0.5);
    // Most of the 30 names trade in any 30 seconds; the board shows a match somewhere every second.
    expect(traded.size).toBeGreaterThanOrEqual(25);
    // The small quotes are a function of the instant: a server started now shows the same books.
    const late = new Simulator({ seed: 8, clock: new FixedClock(t) });
    late.advanceTo(t);
    const books = (x: Simulator) =>
      x
        .snapshot()
        .symbols.filter((r) => vn30.has(String(r.code)))
        .map((r) => [r.code, r.bidPrice1, r.bidQtty1, r.offerPrice1, r.offerQtty1, r.totalBidQtty]);
    expect(books(late)).toEqual(books(sim));
  }, 120_000);

  it("has the market caught up to its clock when start() returns, before any tick (the server is ready then)", () => {
    const at = localTime(DATE, 10, 0);
    const sim = new Simulator({ seed: 3, clock: new FixedClock(at), eventsPerSecond: 20 });
    let batches = 0;
    sim.onBatch(() => batches++);
    sim.start();
    try {
      expect(sim.now).toBe(at);
      expect(sim.ordersApplied).toBeGreaterThan(0);
      expect(batches).toBe(1);
    } finally {
      sim.stop();
    }
  });

  it("totals a stock's matches apart from its put-through deals (the board's total matched volume)", () => {
    const at = localTime(DATE, 14, 50);
    const sim = new Simulator({ seed: 4, clock: new FixedClock(at), eventsPerSecond: 20 });
    sim.start();
    try {
      const dealt = sim.snapshot().symbols.filter((s) => Number(s.ptTradedQtty ?? 0) > 0);
      expect(dealt.length).toBeGreaterThan(0);
      for (const s of dealt) {
        expect(s.totalTradedQtty, String(s.code)).toBe(s.totalTradedQttyNM);
        expect(s.totalTradedValue, String(s.code)).toBe(s.totalTradedValueNM);
      }
    } finally {
      sim.stop();
    }
  });

  it("answers the REST queries", () => {
    const sim = runMorning(3);
    const snap = sim.snapshot();
    const fpt = snap.symbols.find((s) => s.code === "FPT")!;
    const first = sim.ticks("FPT", "0", true, 5);
    expect(first.length).toBe(5);
    expect(first[0].ticks > first[1].ticks).toBe(true);
    expect(sim.ticks("FPT", first[4].ticks, false, 100).map((t) => t.ticks)).toEqual(
      first.slice(0, 4).map((t) => t.ticks),
    );
    expect(sim.ticks("FPT", first[4].ticks, true, 3)).toHaveLength(3);
    const candles = sim.dailyCandles("FPT");
    expect(candles.length).toBeGreaterThan(450);
    expect(candles[candles.length - 2].close).toBe(fpt.refPrice);
    const idx = sim.dailyCandles("VNINDEX", true);
    expect(idx[idx.length - 2].close).toBe(snap.indices.find((i) => i.indexCode === "VNINDEX")!.priorIndex);
    expect(sim.indexHistory("VN30")[0].tradingDate < "20261120").toBe(true);
    expect(sim.fundamentals("FPT")?.BasicPE_LFY).toBeGreaterThan(0);
    expect(sim.events("FPT").length).toBeGreaterThan(0);
    for (const lang of ["vi", "en", "zh", "kr"]) {
      const news = sim.news(lang);
      expect(news.some((n) => n.type === 0) && news.some((n) => n.type === 1)).toBe(true);
    }
    const bond = snap.bonds[0];
    const detail = sim.bondDetail(bond.code as string, "20261101", "20261120")!;
    expect(detail.stockBondInfo.code).toBe(bond.code);
    expect(detail.stockBondHist.length).toBeGreaterThan(5);
    const future = snap.symbols.find((s) => s.securityType === "FT")!;
    const points = parseDerivativeChart(sim.derivativeChart(future.code as string));
    expect(points?.length).toBeGreaterThan(10);
    expect(Math.abs(points![0].value - points![0].secondValue)).toBeLessThan(50);
    expect(sim.symbolInfo("FPT")?.code).toBe("FPT");
    expect(sim.indexSeries("VNINDEX").indexCharts.length).toBeGreaterThan(30);
  }, 60_000);

  it("states in the news only what the market's figures say", () => {
    const sim = runMorning(3);
    const snap = sim.snapshot();
    const vnindex = snap.indices.find((i) => i.indexCode === "VNINDEX")!;
    const hose = snap.symbols.filter((r) => r.marketCode === "STO");
    const stocks = hose.filter((r) => r.securityType === "ST");
    const leader = stocks.reduce((a, b) =>
      Number(b.totalTradedValueNM) > Number(a.totalTradedValueNM) ? b : a,
    );
    const titles = sim.news("en").map((n) => n.title);
    expect(titles).toContain(`${leader.code} leads HOSE liquidity`);
    const indexItem = titles.find((t) => t.startsWith("VN-Index"))!;
    expect(indexItem.endsWith(`at ${Number(vnindex.currentIndex).toFixed(2)}`)).toBe(true);
    expect(indexItem).toContain(
      Number(vnindex.changeIndex) > 0 ? "up" : Number(vnindex.changeIndex) < 0 ? "down" : "unchanged",
    );
    const value = hose.reduce((a, r) => a + Number(r.totalTradedValueNM), 0);
    expect(titles).toContain(
      `HOSE matched value reaches ${Math.round(value / 1e9).toLocaleString("en-US")} bn dong`,
    );
    for (const t of titles.filter((x) => x.endsWith("hits the ceiling"))) {
      const row = snap.symbols.find((r) => r.code === t.split(" ")[0])!;
      expect(row.matchPrice).toBe(row.ceilPrice);
    }
  }, 60_000);

  it("maps any wall time into the demo day", () => {
    const wall = Date.parse("2026-11-21T22:00:00Z"); // Sunday 05:00 in Hanoi
    const clock = new DemoClock({ wallNow: () => wall });
    const sim = new Date(clock.now() + 7 * 3600_000);
    // 05:00 is in the first of the wall day's four laps: three trading days before the latest (Friday).
    expect(sim.toISOString().slice(0, 10)).toBe("2026-11-17");
    const minutes = sim.getUTCHours() * 60 + sim.getUTCMinutes();
    expect(minutes).toBeGreaterThanOrEqual(8 * 60 + 40);
    expect(minutes).toBeLessThan(15 * 60 + 10);
    const fast = new DemoClock({ wallNow: () => wall, dayLengthMs: 60_000 });
    expect(fast.speed).toBeCloseTo(390);
  });

  it("presents each lap of the demo clock as a new, later trading date", () => {
    const midnight = Date.parse("2026-11-19T17:00:00Z"); // Friday 20 Nov 00:00 in Hanoi
    let wall = midnight;
    const clock = new DemoClock({ wallNow: () => wall });
    const dates: string[] = [];
    for (let h = 0; h < 24; h += 0.5) {
      wall = midnight + h * 3600_000;
      const date = new Date(clock.now() + 7 * 3600_000).toISOString().slice(0, 10);
      if (dates[dates.length - 1] !== date) dates.push(date);
    }
    expect(dates).toEqual(["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"]);

    // The simulator starts the lap's date as a new day: a new trading date, totals from zero.
    let fastWall = midnight;
    const fast = new DemoClock({ wallNow: () => fastWall, dayLengthMs: 60_000 });
    const market = new Simulator({ seed: 4, clock: fast, eventsPerSecond: 5 });
    fastWall = midnight + 50_000; // 14:00 of the first lap
    market.advanceTo(fast.now());
    const first = market.snapshot();
    const traded = (snap: typeof first) =>
      snap.symbols.reduce((a, r) => a + Number(r.totalTradedQttyNM ?? 0), 0);
    expect(traded(first)).toBeGreaterThan(0);
    fastWall = midnight + 61_000; // just after the wrap: 08:41 of the next lap
    market.advanceTo(fast.now());
    const next = market.snapshot();
    expect(Number(next.systemParams.tradingDate)).toBeGreaterThan(Number(first.systemParams.tradingDate));
    expect(traded(next)).toBe(0);
  }, 120_000);

  it("starts the demo session at a chosen time and runs on from it (--demo-start)", () => {
    let wall = Date.parse("2026-11-21T22:00:00Z");
    const clock = new DemoClock({ wallNow: () => wall, startMinute: 10 * 60 });
    const minuteOfDay = () => {
      const sim = new Date(clock.now() + 7 * 3600_000);
      return sim.getUTCHours() * 60 + sim.getUTCMinutes() + sim.getUTCSeconds() / 60;
    };
    expect(minuteOfDay()).toBe(600);
    wall += 90_000;
    expect(minuteOfDay()).toBe(601.5);
    wall += (5 * 60 + 10) * 60_000; // past 15:10: back to the start of the demo day
    expect(minuteOfDay()).toBe(8 * 60 + 40 + 1.5);
  });
});
