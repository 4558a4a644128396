/**
 * An independent checker of a whole simulated trading day. It rebuilds the board from the snapshot and
 * the emitted batches only, and checks it against the exchange rules with its OWN tables below (not the
 * simulator's or the feed package's code): every price on the tick grid and inside [floor, ceiling],
 * board lots on the normal board, matches only in matching sessions, every index equal to its
 * recomputation from its constituents' board prices, and advancer/decliner counts equal to the board's.
 */
import { describe, expect, it } from "vitest";
import type { MarketBatch } from "../market/market-source";
import { FixedClock, localTime } from "./clock";
import { Simulator } from "./simulator";

type Row = Record<string, string | number | null | undefined>;

/** Tick size from market-rules.md, written again here on purpose. */
function tickOf(market: string, type: string, price: number): number {
  if (type === "FT") return 0.1;
  if (type === "BO") return 1;
  if (market === "STO") {
    if (type === "EF" || type === "CW") return 10;
    return price < 10_000 ? 10 : price < 50_000 ? 50 : 100;
  }
  return 100;
}

/** Daily band from market-rules.md (covered warrants are derived from the underlying: not checked here). */
const BAND: Record<string, number> = { STO: 0.07, STX: 0.1, UPX: 0.15, DVX: 0.07 };

/** Matching windows per market in seconds of the local day: continuous [from, to) and uncross instants. */
const H = (h: number, m: number) => (h * 60 + m) * 60;
const CONTINUOUS: Record<string, [number, number][]> = {
  STO: [
    [H(9, 15), H(11, 30)],
    [H(13, 0), H(14, 30)],
  ],
  STX: [
    [H(9, 0), H(11, 30)],
    [H(13, 0), H(14, 30)],
    [H(14, 45), H(15, 0)], // PLO: matches at the closing price
  ],
  UPX: [
    [H(9, 0), H(11, 30)],
    [H(13, 0), H(15, 0)],
  ],
  DVX: [
    [H(9, 0), H(11, 30)],
    [H(13, 0), H(14, 30)],
  ],
};
const UNCROSS: Record<string, number[]> = {
  STO: [H(9, 15), H(14, 45)],
  STX: [H(14, 45)],
  UPX: [],
  DVX: [H(9, 0), H(14, 45)],
};

function matchingAllowed(market: string, second: number): boolean {
  if ((UNCROSS[market] ?? []).includes(second)) return true;
  return (CONTINUOUS[market] ?? []).some(([a, b]) => second >= a && second < b);
}

/** Whether a matching window or an uncross instant meets the interval (from, to] (seconds of day). */
function matchingInInterval(market: string, from: number, to: number): boolean {
  if ((UNCROSS[market] ?? []).some((u) => u > from && u <= to)) return true;
  return (CONTINUOUS[market] ?? []).some(([a, b]) => a < to && b > from);
}

function onGrid(price: number, tick: number): boolean {
  const q = price / tick;
  return Math.abs(q - Math.round(q)) < 1e-6;
}

const PRICE_FIELDS = [
  "matchPrice",
  "openPrice",
  "closePrice",
  "highestPrice",
  "lowestPrice",
  ...Array.from({ length: 10 }, (_, k) => [`bidPrice${k + 1}`, `offerPrice${k + 1}`]).flat(),
];
const ODD_FIELDS = [
  "matchPriceOdd",
  "bidPriceOdd1",
  "bidPriceOdd2",
  "bidPriceOdd3",
  "offerPriceOdd1",
  "offerPriceOdd2",
  "offerPriceOdd3",
];

const DATE = "2026-11-20";
const localSecond = (ms: number) => Math.round((ms - localTime(DATE, 0)) / 1000);

describe("a whole simulated trading day, checked independently", () => {
  it("obeys ticks, bands, lots, sessions and index arithmetic", () => {
    const started = performance.now();
    const sim = new Simulator({
      seed: 11,
      clock: new FixedClock(localTime(DATE, 8, 30)),
      eventsPerSecond: 20,
    });
    const board = new Map<string, Row>();
    const indices = new Map<string, Row>();
    const snap = sim.snapshot();
    for (const r of snap.symbols) board.set(r.code as string, { ...r });
    for (const r of snap.indices) indices.set(r.indexCode as string, { ...r });
    const constituents = new Map(
      [...indices.keys()].map((code) => [code, sim.indexConstituents(code)!] as const),
    );
    const n = {
      batches: 0,
      updates: 0,
      pricesChecked: 0,
      offGrid: 0,
      outOfBand: 0,
      lotViolations: 0,
      matchesOutside: 0,
      indexChecks: 0,
      indexMismatches: 0,
      countChecks: 0,
      countMismatches: 0,
      ticks: 0,
      uncrossTicks: 0,
    };
    const problems: string[] = [];
    const note = (text: string) => {
      if (problems.length < 20) problems.push(text);
    };

    const checkRow = (r: Row) => {
      const market = r.marketCode as string;
      const type = r.securityType as string;
      const ceil = Number(r.ceilPrice);
      const floor = Number(r.floorPrice);
      const ref = Number(r.refPrice);
      const fields = type === "ST" && market === "STO" ? [...PRICE_FIELDS, ...ODD_FIELDS] : PRICE_FIELDS;
      for (const f of fields) {
        const p = Number(r[f] ?? 0);
        if (!(p > 0)) continue;
        n.pricesChecked++;
        if (!onGrid(p, tickOf(market, type, p))) {
          n.offGrid++;
          note(`${r.code} ${f}=${p} off the grid`);
        }
        if (ceil > 0 && (p > ceil + 1e-9 || p < floor - 1e-9)) {
          n.outOfBand++;
          note(`${r.code} ${f}=${p} outside [${floor}, ${ceil}]`);
        }
      }
      const band = BAND[market];
      if (band && type !== "CW" && type !== "BO" && ceil > 0) {
        if (ceil > ref * (1 + band) + 1e-6 || floor < ref * (1 - band) - 1e-6) {
          n.outOfBand++;
          note(`${r.code} limits [${floor}, ${ceil}] wider than ${band} around ${ref}`);
        }
      }
    };

    const checkIndices = () => {
      for (const [code, idx] of indices) {
        const c = constituents.get(code)!;
        let sum = 0;
        let up = 0;
        let upCeil = 0;
        let down = 0;
        let downFloor = 0;
        let same = 0;
        let qty = 0;
        for (const m of c.members) {
          const r = board.get(m.code)!;
          const p = Number(r.matchPrice ?? 0);
          const ref = Number(r.refPrice);
          sum += (p > 0 ? p : ref) * m.weight;
          // An index's total counts its members' matches and put-through deals; a stock's total is its
          // matches only (the board's "total matched volume").
          qty += Number(r.totalTradedQtty ?? 0) + Number(r.ptTradedQtty ?? 0);
          if (!(p > 0) || p === ref) same++;
          else if (p > ref) {
            up++;
            if (p >= Number(r.ceilPrice)) upCeil++;
          } else {
            down++;
            if (p <= Number(r.floorPrice)) downFloor++;
          }
        }
        n.indexChecks++;
        const value = sum / c.divisor;
        if (Math.abs(value - Number(idx.currentIndex)) > 0.01) {
          n.indexMismatches++;
          note(`${code} board ${idx.currentIndex} recomputed ${value.toFixed(4)}`);
        }
        n.countChecks++;
        const got = [
          idx.up,
          idx.upCeil,
          idx.noChange,
          idx.down,
          idx.downFloor,
          idx.totalStock,
          idx.totalTradedQtty,
        ].map(Number);
        const want = [up, upCeil, same, down, downFloor, c.members.length, qty];
        if (got.join() !== want.join()) {
          n.countMismatches++;
          note(`${code} counts ${got} vs board ${want}`);
        }
      }
    };

    let prevSecond = localSecond(sim.now);
    const apply = (batch: MarketBatch) => {
      n.batches++;
      const second = localSecond(batch.time);
      for (const u of batch.symbols) {
        n.updates++;
        const row = board.get(u.code as string)!;
        const before = Number(row.totalTradedQttyNM ?? 0);
        for (const [k, v] of Object.entries(u)) row[k] = v;
        const added = Number(row.totalTradedQttyNM ?? 0) - before;
        if (added > 0) {
          const type = row.securityType as string;
          if (type !== "FT" && added % 100 !== 0) {
            n.lotViolations++;
            note(`${row.code} traded ${added} (not board lots)`);
          }
          if (!matchingInInterval(row.marketCode as string, prevSecond, second)) {
            n.matchesOutside++;
            note(`${row.code} traded between ${prevSecond} and ${second} s`);
          }
        }
        checkRow(row);
      }
      for (const u of batch.indices) {
        const row = indices.get(u.indexCode as string)!;
        for (const [k, v] of Object.entries(u)) row[k] = v;
      }
      checkIndices();
      prevSecond = second;
    };

    const end = localTime(DATE, 15, 10);
    for (let t = localTime(DATE, 8, 30) + 20_000; t <= end; t += 20_000) apply(sim.advanceTo(t));

    // Every matched tick of the day: grid, band, lot and session.
    for (const [code, row] of board) {
      const type = row.securityType as string;
      const market = row.marketCode as string;
      for (const tick of sim.ticks(code, "0", true, 1_000_000)) {
        n.ticks++;
        const p = tick.matchPrice;
        if (!onGrid(p, tickOf(market, type, p))) {
          n.offGrid++;
          note(`${code} tick ${p} off the grid`);
        }
        if (Number(row.ceilPrice) > 0 && (p > Number(row.ceilPrice) || p < Number(row.floorPrice))) {
          n.outOfBand++;
          note(`${code} tick ${p} outside the band`);
        }
        if (type !== "FT" && tick.matchQtty % 100 !== 0) {
          n.lotViolations++;
          note(`${code} tick of ${tick.matchQtty}`);
        }
        const [hh, mm, ss] = tick.tradeTime.split(":").map(Number);
        const second = hh * 3600 + mm * 60 + ss;
        if (tick.side === "") n.uncrossTicks++;
        if (!matchingAllowed(market, second)) {
          n.matchesOutside++;
          note(`${code} tick at ${tick.tradeTime}`);
        }
      }
    }

    // The board rebuilt from the batches is the board a new client would get.
    const final = sim.snapshot();
    let stale = 0;
    for (const r of final.symbols) {
      const row = board.get(r.code as string)!;
      for (const [k, v] of Object.entries(r)) if (k !== "changeTotalTradedQtty" && row[k] !== v) stale++;
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`day checker (${seconds} s):`, JSON.stringify({ ...n, staleFields: stale }));
    expect(problems).toEqual([]);
    expect(stale).toBe(0);
    expect(n.ticks).toBeGreaterThan(100_000);
    expect(n.uncrossTicks).toBeGreaterThan(0);
    expect(n.indexChecks).toBeGreaterThan(10_000);
  }, 300_000);
});
