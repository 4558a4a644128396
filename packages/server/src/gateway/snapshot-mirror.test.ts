import { afterAll, describe, expect, it } from "vitest";
import type { MarketBatch } from "../market/market-source";
import { FixedClock, localTime, Simulator, TradingCalendar } from "../sim";
import { SnapshotMirror } from "./snapshot-mirror";

/**
 * The mirror is what the gateway hands joining clients instead of asking the source for the whole market
 * each time: after the market moved on, it must equal the source's own snapshot, row by row.
 */
describe("SnapshotMirror", () => {
  const calendar = new TradingCalendar(null);
  const date = calendar.latestOnOrBefore("2026-03-31");
  const clock = new FixedClock(localTime(date, 10, 0), calendar);
  const sim = new Simulator({ seed: 9, dataDir: null, clock });
  const mirror = new SnapshotMirror(sim);
  const stop = sim.onBatch((batch: MarketBatch) => mirror.apply(batch));
  afterAll(() => stop());

  it("kept current by the batches, equals the simulator's snapshot 5 minutes of trading later", () => {
    sim.advanceTo(clock.time);
    mirror.snapshot(); // taken here; from now on kept by batches
    for (let minute = 1; minute <= 5; minute++) {
      clock.time = localTime(date, 10, minute);
      sim.advanceTo(clock.time);
    }
    const kept = mirror.snapshot();
    const fresh = sim.snapshot();
    const byKey = (rows: Record<string, unknown>[], key: string) =>
      new Map(rows.map((r) => [String(r[key]), stripEmpty(r)]));
    expect(byKey(kept.symbols, "code")).toEqual(byKey(fresh.symbols, "code"));
    expect(byKey(kept.indices, "indexCode")).toEqual(byKey(fresh.indices, "indexCode"));
    expect(byKey(kept.markets, "marketCode")).toEqual(byKey(fresh.markets, "marketCode"));
    expect(byKey(kept.bonds, "code")).toEqual(byKey(fresh.bonds, "code"));
    expect(byKey(kept.putThrough, "ticks")).toEqual(byKey(fresh.putThrough, "ticks"));
    expect(byKey(kept.bondBoards, "boardCode")).toEqual(byKey(fresh.bondBoards, "boardCode"));
    const levels = (rows: Record<string, unknown>[]) =>
      rows.map((r) => `${r.code}@${r.price}=${r.quantity}`).sort();
    expect(levels(kept.priceLevels)).toEqual(levels(fresh.priceLevels));
  }, 120_000);
});

/** Fields the wire leaves empty (undefined, null) are the same as absent. */
function stripEmpty(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined && v !== null));
}
