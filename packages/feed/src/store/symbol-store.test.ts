import { describe, expect, it } from "vitest";
import { encodeFrame } from "../protocol/envelope";
import { encodeRecords, type RecordValues } from "../protocol/record-encoder";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import { PriceColor } from "../rules/price-color";
import { storeImage } from "../testing/frames";
import { MarketData } from "./market-data";

const F = SYMBOL_SCHEMA.index;
const FPT = {
  code: "FPT",
  symbolName: "Công ty Cổ phần FPT",
  marketCode: "STO",
  refPrice: 100_000,
  ceilPrice: 107_000,
  floorPrice: 93_000,
  matchPrice: 101_000,
  matchQtty: 1_000,
  bidPrice1: 100_900,
  offerPrice1: 93_000,
  totalTradedQtty: 52_300,
  pctChangePrice: 1.25,
};
const VNM = {
  code: "VNM",
  marketCode: "STO",
  refPrice: 61_000,
  ceilPrice: 65_200,
  floorPrice: 56_800,
  matchPrice: 61_000,
};
const HPG = { code: "HPG", marketCode: "STO", refPrice: 27_000, ceilPrice: 28_850, floorPrice: 25_150 };

function setup() {
  const clock = { t: 1_000 };
  const md = new MarketData({ now: () => clock.t });
  const send = (msgType: number, records: RecordValues[]) =>
    md.handleFrame(encodeFrame(msgType, encodeRecords(SYMBOL_SCHEMA, records)));
  expect(send(4, [FPT, VNM, HPG])).toBe(true);
  const s = md.symbols;
  return { md, s, clock, send, fpt: s.rowOf("FPT"), vnm: s.rowOf("VNM"), hpg: s.rowOf("HPG") };
}

describe("SymbolStore: snapshot (msgType 4)", () => {
  it("creates one row per code with every field it carries, unstamped so that nothing flashes on load", () => {
    const { s, fpt } = setup();
    expect(s.presentKeys()).toEqual(["FPT", "VNM", "HPG"]);
    for (const [name, value] of Object.entries(FPT)) {
      if (name === "code") continue;
      const f = F[name as keyof typeof F];
      expect(typeof value === "string" ? s.str(f, fpt) : s.num(f, fpt), name).toBe(value);
      expect(s.changedAt[f][fpt], name).toBe(0);
    }
  });

  it("leaves the fields it does not carry without a value (NaN, empty text, never stamped)", () => {
    const { s, fpt, hpg } = setup();
    for (const name of [
      "openPrice",
      "bidPrice2",
      "offerQtty10",
      "buyForeignQtty",
      "matchPriceOdd",
    ] as const) {
      expect(s.num(F[name], fpt), name).toBeNaN();
      expect(s.changedAt[F[name]][fpt]).toBe(0);
    }
    expect(s.num(F.matchPrice, hpg)).toBeNaN();
    expect(s.str(F.issuerName, fpt)).toBe("");
    expect(s.color(F.matchPrice, hpg)).toBe(PriceColor.NONE);
  });

  it("replaces a row whole: a later snapshot without a field clears it", () => {
    const { s, send, fpt } = setup();
    expect(send(4, [{ code: "FPT", refPrice: 100_000 }])).toBe(true);
    expect(s.num(F.matchPrice, fpt)).toBeNaN();
    expect(s.str(F.symbolName, fpt)).toBe("");
    expect(s.num(F.refPrice, fpt)).toBe(100_000);
  });

  it("never creates a duplicate row for a code sent twice", () => {
    const { s, send } = setup();
    expect(
      send(4, [
        { ...VNM, matchPrice: 62_000 },
        { ...VNM, matchPrice: 63_000 },
      ]),
    ).toBe(true);
    expect(send(2, [{ code: "VNM", matchQtty: 100 }])).toBe(true);
    expect(s.rowCount).toBe(3);
    expect(s.presentKeys()).toEqual(["FPT", "VNM", "HPG"]);
    expect(s.num(F.matchPrice, s.rowOf("VNM"))).toBe(63_000);
  });
});

describe("SymbolStore: update (msgType 2)", () => {
  it("changes only the field it carries, stamps that cell, marks only that row dirty", () => {
    const { md, s, clock, send, vnm } = setup();
    const tracker = s.track();
    const before = storeImage(s);
    clock.t = 2_000;
    expect(send(2, [{ code: "VNM", matchPrice: 61_500 }])).toBe(true);
    const after = storeImage(s);
    expect(after.numbers[F.matchPrice][vnm]).toBe(61_500);
    expect(after.changedAt[F.matchPrice][vnm]).toBe(2_000);
    expect(after.direction[F.matchPrice][vnm]).toBe(1);
    after.numbers[F.matchPrice][vnm] = before.numbers[F.matchPrice][vnm];
    after.changedAt[F.matchPrice][vnm] = before.changedAt[F.matchPrice][vnm];
    after.direction[F.matchPrice][vnm] = before.direction[F.matchPrice][vnm];
    expect({ ...after, version: before.version }).toEqual(before);
    expect(after.version).toBe(before.version + 1);
    expect(tracker.count).toBe(1);
    expect(tracker.has(vnm)).toBe(true);
    expect(tracker.has(s.rowOf("FPT"))).toBe(false);
    expect(md.stats.records).toBe(4);
  });

  it("sets the direction of each change, and ignores a repeat of the same value", () => {
    const { s, clock, send, vnm } = setup();
    clock.t = 2_000;
    send(2, [{ code: "VNM", matchPrice: 60_000 }]);
    expect(s.direction[F.matchPrice][vnm]).toBe(-1);
    const tracker = s.track();
    clock.t = 3_000;
    send(2, [{ code: "VNM", matchPrice: 60_000 }]);
    expect(s.changedAt[F.matchPrice][vnm]).toBe(2_000);
    expect(tracker.count).toBe(0);
    send(2, [{ code: "VNM", matchPrice: 60_100 }]);
    expect(s.direction[F.matchPrice][vnm]).toBe(1);
    expect(s.changedAt[F.matchPrice][vnm]).toBe(3_000);
  });

  it("colours a price against reference, ceiling and floor", () => {
    const { s, send, fpt } = setup();
    const cases: [number, number][] = [
      [100_000, PriceColor.REFERENCE],
      [107_000, PriceColor.CEILING],
      [93_000, PriceColor.FLOOR],
      [101_000, PriceColor.UP],
      [99_000, PriceColor.DOWN],
      [106_900, PriceColor.UP],
      [93_100, PriceColor.DOWN],
    ];
    for (const [price, color] of cases) {
      send(2, [{ code: "FPT", matchPrice: price, bidPrice1: price }]);
      expect(s.color(F.matchPrice, fpt), String(price)).toBe(color);
      expect(s.color(F.bidPrice1, fpt), String(price)).toBe(color);
    }
    expect(s.color(F.offerPrice1, fpt)).toBe(PriceColor.FLOOR);
  });

  it("recolours on a new reference and stamps restyledAt when a colour changed without a value change", () => {
    const { s, clock, send, fpt } = setup();
    expect(s.color(F.matchPrice, fpt)).toBe(PriceColor.UP);
    clock.t = 5_000;
    send(2, [{ code: "FPT", refPrice: 101_000, ceilPrice: 108_000, floorPrice: 94_000 }]);
    expect(s.color(F.matchPrice, fpt)).toBe(PriceColor.REFERENCE);
    expect(s.color(F.bidPrice1, fpt)).toBe(PriceColor.DOWN); // 100,900 was up from 100,000
    expect(s.changedAt[F.matchPrice][fpt]).toBe(0); // the price itself did not change
    expect(s.restyledAt[fpt]).toBe(5_000);
    clock.t = 6_000;
    send(2, [{ code: "FPT", refPrice: 101_000, ceilPrice: 108_100 }]); // no colour moves
    expect(s.restyledAt[fpt]).toBe(5_000);
  });

  it("creates a row for a code first seen in an update", () => {
    const { s, send } = setup();
    const tracker = s.track();
    const structure = s.structureVersion;
    expect(send(2, [{ code: "MWG", matchPrice: 50_000 }])).toBe(true);
    const row = s.rowOf("MWG");
    expect(row).toBe(3);
    expect(s.present[row]).toBe(1);
    expect(tracker.has(row)).toBe(true);
    expect(s.structureVersion).toBe(structure + 1);
    expect(s.num(F.refPrice, row)).toBeNaN();
  });
});
