/**
 * Deterministic generators of wire records, for tests and benchmarks (not exported by the package).
 * Everything draws from a seeded PRNG, so a failing case is reproduced by its seed.
 */
import type { RecordValues } from "../protocol/record-encoder";
import type { RecordSchema } from "../protocol/record-schema";
import type { SymbolField } from "../protocol/schemas/symbol-schema";

/** mulberry32: a tiny, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded random source with the draws the generators need. */
export class Rng {
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Integer in [lo, hi] (inclusive). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Text that may appear in names and statuses: Vietnamese letters, digits, punctuation, never '$', '|', '*'. */
const TEXT_CHARS = [
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:-_/()&'\"\\{}[]#%+=<>?!@^~`",
  ..."ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵĐÂĂ",
  ..."株式会社한국어€£¥",
  "😀",
  "\u00a0",
  "\t",
];

/** A three-letter code, the shape of most listed symbols. */
export function randomCode(rng: Rng): string {
  return LETTERS[rng.int(0, 25)] + LETTERS[rng.int(0, 25)] + LETTERS[rng.int(0, 25)];
}

/** Non-empty text without separators, 1 to `maxLength` characters (code points). */
export function randomText(rng: Rng, maxLength = 24): string {
  const length = rng.int(1, maxLength);
  let out = "";
  for (let i = 0; i < length; i++) out += rng.pick(TEXT_CHARS);
  return out;
}

/**
 * A number as the feed carries it: integer dong prices, volumes and values (some negative, as changes
 * are), or a decimal with at most 4 decimals (percentages, index points). Every value is exactly what
 * the decoder reads back from `formatWireNumber` (integers below 2^53, decimals below 1e9).
 */
export function randomNumber(rng: Rng): number {
  const n = signedNumber(rng);
  return n === 0 ? 0 : n; // never -0: the wire has no negative zero
}

function signedNumber(rng: Rng): number {
  const sign = rng.chance(0.2) ? -1 : 1;
  switch (rng.int(0, 5)) {
    case 0:
      return sign * rng.int(1, 3000) * 10; // a price in dong on a 10-dong grid
    case 1:
      return sign * rng.int(0, 1_000_000) * 100; // a volume in board lots
    case 2:
      return sign * (rng.int(0, 2 ** 21) * 2 ** 21 + rng.int(0, 2 ** 21)); // a traded value, up to ~4.4e12
    case 3:
      return sign * (rng.int(0, 99_999_999) / 10 ** rng.int(1, 4)); // decimal, 1 to 4 decimals
    case 4:
      return sign * (rng.int(0, 9_999) / 100); // a percentage
    default:
      return rng.int(0, 9);
  }
}

export interface RandomRecordOptions {
  /** Probability that a non-key field is left empty ("unchanged" in updates). Default 0.3. */
  emptyRate?: number;
  /** Key to use instead of a random code. */
  key?: string;
}

/** A random valid record of any schema: the key always set (keyed schemas), other fields sometimes empty. */
export function randomRecord(
  schema: RecordSchema,
  rng: Rng,
  options: RandomRecordOptions = {},
): RecordValues {
  const emptyRate = options.emptyRate ?? 0.3;
  const record: Record<string, string | number> = {};
  schema.fields.forEach((name, f) => {
    if (f === 0 && schema.keyed) {
      record[name] = options.key ?? randomCode(rng);
      return;
    }
    if (rng.chance(emptyRate)) return;
    record[name] = schema.isString[f] === 1 ? randomText(rng) : randomNumber(rng);
  });
  return record;
}

export function randomRecords(schema: RecordSchema, rng: Rng, count: number, options?: RandomRecordOptions) {
  return Array.from({ length: count }, () => randomRecord(schema, rng, options));
}

/** HSX tick size by price (market-rules.md "Tick sizes"). */
export function hsxTick(price: number): number {
  return price < 10_000 ? 10 : price < 50_000 ? 50 : 100;
}

function onGrid(price: number, tick: number, round: (x: number) => number): number {
  return round(price / tick) * tick;
}

const SYMBOL_PRICE_FIELDS: readonly SymbolField[] = [
  "matchPrice",
  "openPrice",
  "highestPrice",
  "lowestPrice",
  "bidPrice1",
  "bidPrice2",
  "bidPrice3",
  "offerPrice1",
  "offerPrice2",
  "offerPrice3",
];
const SYMBOL_VOLUME_FIELDS: readonly SymbolField[] = [
  "matchQtty",
  "totalTradedQtty",
  "bidQtty1",
  "bidQtty2",
  "bidQtty3",
  "offerQtty1",
  "offerQtty2",
  "offerQtty3",
  "buyForeignQtty",
  "sellForeignQtty",
];

/**
 * A realistic symbol snapshot (msgType 4 records): `count` distinct codes, HSX-style prices on the
 * tick grid inside a +-7% band, a 10-level ladder, volumes in board lots.
 */
export function randomSymbolSnapshot(rng: Rng, count: number): Record<string, string | number>[] {
  const codes = new Set<string>();
  while (codes.size < count)
    codes.add(codes.size >= 15_000 ? `${randomCode(rng)}${codes.size}` : randomCode(rng));
  const out: Record<string, string | number>[] = [];
  for (const code of codes) {
    const ref = onGrid(rng.int(1_000, 150_000), 100, Math.round);
    const tick = hsxTick(ref);
    const ceil = onGrid(ref * 1.07, tick, Math.floor);
    const floor = onGrid(ref * 0.93, tick, Math.ceil);
    const price = () => onGrid(rng.int(floor, ceil), tick, Math.round);
    const match = price();
    const record: Record<string, string | number> = {
      code,
      symbolName: `Công ty ${code}`,
      marketCode: "STO",
      marketName: "HSX",
      securityType: "ST",
      refPrice: ref,
      ceilPrice: ceil,
      floorPrice: floor,
      openPrice: price(),
      highestPrice: ceil,
      lowestPrice: floor,
      matchPrice: match,
      matchQtty: rng.int(1, 500) * 100,
      changePrice: match - ref,
      pctChangePrice: Math.round(((match - ref) / ref) * 10_000) / 100,
      totalTradedQtty: rng.int(0, 100_000) * 100,
      totalTradedValue: rng.int(0, 100_000) * 100 * match,
    };
    for (let level = 1; level <= 10; level++) {
      record[`bidPrice${level}`] = Math.max(floor, match - level * tick);
      record[`bidQtty${level}`] = rng.int(1, 1000) * 100;
      record[`offerPrice${level}`] = Math.min(ceil, match + level * tick);
      record[`offerQtty${level}`] = rng.int(1, 1000) * 100;
    }
    out.push(record);
  }
  return out;
}

/**
 * An update (msgType 2 record) touching 1 to 10 price or volume fields of a random symbol of `board`.
 * The new values are written into `board` too, so that it stays the expected state of the market.
 */
export function randomSymbolUpdate(rng: Rng, board: Record<string, string | number>[]): RecordValues {
  const row = rng.pick(board);
  const update: Record<string, string | number> = { code: row.code };
  const touched = rng.int(1, 10);
  const ref = Number(row.refPrice);
  const ceil = Number(row.ceilPrice);
  const floor = Number(row.floorPrice);
  for (let i = 0; i < touched; i++) {
    const field = rng.chance(0.5) ? rng.pick(SYMBOL_PRICE_FIELDS) : rng.pick(SYMBOL_VOLUME_FIELDS);
    const value = SYMBOL_PRICE_FIELDS.includes(field)
      ? onGrid(rng.int(floor, ceil), hsxTick(ref), Math.round)
      : rng.int(0, 100_000) * 100;
    update[field] = value;
    row[field] = value;
    if (field === "matchPrice") {
      update.changePrice = value - ref;
      row.changePrice = value - ref;
    }
  }
  return update;
}
