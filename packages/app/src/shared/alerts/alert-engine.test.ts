import { MarketData, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords, type RecordValues } from "@vnboard/feed/protocol";
import { describe, expect, it, vi } from "vitest";
import { type AlertFiring, evaluateAlerts, watchAlerts } from "./alert-engine";
import type { AlertKind, AlertRule } from "./alert-rule";

/** A real market store, fed the way the feed feeds it: a snapshot (msgType 4), then updates (2). */
function marketWith(records: RecordValues[]) {
  const market = new MarketData();
  market.handleFrame(encodeFrame(4, encodeRecords(SYMBOL_SCHEMA, records)));
  const update = (record: RecordValues) =>
    market.handleFrame(encodeFrame(2, encodeRecords(SYMBOL_SCHEMA, [record])));
  return { market, update };
}

const VNM = {
  code: "VNM",
  refPrice: 60_000,
  ceilPrice: 64_200,
  floorPrice: 55_800,
  matchPrice: 60_500,
  pctChangePrice: 0.83,
  totalTradedQtty: 100_000,
  remainForeignQtty: 5_000_000,
};

let ids = 0;
const rule = (kind: AlertKind, level = 0, code = "VNM"): AlertRule => ({
  id: `r${++ids}`,
  code,
  kind,
  level,
  state: "armed",
  firedAt: 0,
});

/** Watches `rules` on a fresh market; returns the firings and the rules as they are now. */
function watching(rules: AlertRule[], start: RecordValues = VNM) {
  const { market, update } = marketWith([start]);
  let current: readonly AlertRule[] = rules;
  const fired: AlertFiring[] = [];
  const watch = watchAlerts(market.symbols, {
    rules: () => current,
    update: (next) => {
      current = next;
    },
    onFire: (firing) => fired.push(firing),
    now: () => 1234,
  });
  watch.evaluate();
  return { update, fired, watch, rules: () => current, market };
}

describe("alert engine: each kind", () => {
  const cases: [AlertKind, number, RecordValues, RecordValues, number][] = [
    // kind, level, an update that keeps it false, one that makes it true, the value reported
    ["priceAbove", 61_000, { matchPrice: 60_900 }, { matchPrice: 61_000 }, 61_000],
    ["priceBelow", 60_000, { matchPrice: 60_100 }, { matchPrice: 59_900 }, 59_900],
    ["pctAbove", 2, { pctChangePrice: 1.99 }, { pctChangePrice: 2.5 }, 2.5],
    ["pctBelow", -1, { pctChangePrice: -0.5 }, { pctChangePrice: -1 }, -1],
    ["volumeAbove", 150_000, { totalTradedQtty: 149_990 }, { totalTradedQtty: 150_100 }, 150_100],
    ["roomBelow", 4_000_000, { remainForeignQtty: 4_100_000 }, { remainForeignQtty: 3_999_000 }, 3_999_000],
    ["ceiling", 0, { matchPrice: 64_100 }, { matchPrice: 64_200 }, 64_200],
    ["floor", 0, { matchPrice: 55_900 }, { matchPrice: 55_800 }, 55_800],
  ];
  for (const [kind, level, stillFalse, nowTrue, value] of cases) {
    it(`${kind} fires when its condition comes true, with the value that made it`, () => {
      const w = watching([rule(kind, level)]);
      w.update({ code: "VNM", ...stillFalse });
      expect(w.fired).toEqual([]);
      w.update({ code: "VNM", ...nowTrue });
      expect(w.fired).toHaveLength(1);
      expect(w.fired[0]?.value).toBe(value);
      expect(w.rules()[0]).toMatchObject({ state: "fired", firedAt: 1234 });
    });
  }
});

describe("alert engine: once per crossing", () => {
  it("fires once while the condition holds, re-arms on the other side, fires again on the next crossing", () => {
    const w = watching([rule("priceAbove", 61_000)]);
    w.update({ code: "VNM", matchPrice: 61_000 });
    w.update({ code: "VNM", matchPrice: 61_500 });
    w.update({ code: "VNM", matchPrice: 61_000, totalTradedQtty: 200_000 });
    expect(w.fired).toHaveLength(1);
    // Back below the level: re-armed, silently.
    w.update({ code: "VNM", matchPrice: 60_900 });
    expect(w.rules()[0]?.state).toBe("armed");
    expect(w.watch.stats.rearmed).toBe(1);
    expect(w.fired).toHaveLength(1);
    w.update({ code: "VNM", matchPrice: 61_100 });
    expect(w.fired).toHaveLength(2);
    expect(w.watch.stats.fired).toBe(2);
  });

  it("a price rule stays fired while the price sits on the level, re-arming only past it", () => {
    const w = watching([rule("priceBelow", 60_000)]);
    w.update({ code: "VNM", matchPrice: 60_000 });
    w.update({ code: "VNM", matchPrice: 59_900 });
    w.update({ code: "VNM", matchPrice: 60_000 });
    expect(w.fired).toHaveLength(1);
    w.update({ code: "VNM", matchPrice: 60_100 });
    w.update({ code: "VNM", matchPrice: 60_000 });
    expect(w.fired).toHaveLength(2);
  });

  it("a rule that already holds when set fires at once (evaluate), and only once", () => {
    const w = watching([rule("priceAbove", 60_000)]);
    expect(w.fired).toHaveLength(1);
    w.watch.evaluate();
    w.update({ code: "VNM", totalTradedQtty: 120_000 });
    expect(w.fired).toHaveLength(1);
  });

  it("a stored fired rule does not fire again after a reload while its condition still holds", () => {
    const fired = { ...rule("priceAbove", 60_000), state: "fired" as const, firedAt: 99 };
    const w = watching([fired]);
    w.update({ code: "VNM", matchPrice: 60_700 });
    expect(w.fired).toEqual([]);
    expect(w.rules()[0]).toBe(fired);
  });

  it("changes nothing while the condition cannot be judged (no match yet, no limits)", () => {
    const w = watching([rule("priceBelow", 70_000), rule("pctBelow", 5), rule("ceiling"), rule("floor")], {
      code: "VNM",
      refPrice: 60_000,
      matchPrice: 0,
    });
    expect(w.fired).toEqual([]);
    w.update({ code: "VNM", matchPrice: 60_100 });
    // pctChangePrice never came: NaN; ceiling and floor prices neither.
    expect(w.fired.map((f) => f.rule.kind)).toEqual(["priceBelow"]);
  });

  it("re-arms a fired rule when the day's volume starts again below the level", () => {
    const w = watching([rule("volumeAbove", 50_000)]);
    expect(w.fired).toHaveLength(1);
    w.update({ code: "VNM", totalTradedQtty: 0 });
    expect(w.rules()[0]?.state).toBe("armed");
  });
});

describe("alert engine: robustness", () => {
  it("counts a rule whose code the store does not have, and goes on with the others", () => {
    const w = watching([rule("priceAbove", 1, "NOPE"), rule("priceAbove", 60_000)]);
    expect(w.fired.map((f) => f.rule.code)).toEqual(["VNM"]);
    expect(w.watch.stats.missing).toBe(1);
    w.update({ code: "VNM", matchPrice: 60_600 });
    expect(w.watch.stats.missing).toBe(2);
  });

  it("evaluates on the store's change signal only, and not after stop()", () => {
    const w = watching([rule("priceAbove", 61_000)]);
    const before = w.watch.stats.evaluations;
    w.update({ code: "VNM", matchPrice: 60_600 });
    expect(w.watch.stats.evaluations).toBe(before + 1);
    w.watch.stop();
    w.update({ code: "VNM", matchPrice: 62_000 });
    expect(w.watch.stats.evaluations).toBe(before + 1);
    expect(w.fired).toEqual([]);
  });

  it("returns the same rules array when no state changed, and survives a failing notifier", () => {
    const { market } = marketWith([VNM]);
    const rules = [rule("priceAbove", 99_000)];
    expect(evaluateAlerts(rules, market.symbols, 0).rules).toBe(rules);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const watch = watchAlerts(market.symbols, {
      rules: () => [rule("priceAbove", 1)],
      update: () => {},
      onFire: () => {
        throw new Error("blocked");
      },
    });
    expect(() => watch.evaluate()).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
