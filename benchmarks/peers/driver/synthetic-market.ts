/**
 * The one synthetic feed every grid gets, built in Node with the feed's own encoder and test helpers:
 * a snapshot of `rows` HSX-like symbols (every colour class represented), then the market's updates as
 * ticks of 10 ms, about `rate / 100` field updates each, looping. update-batches.ts groups the ticks
 * into the batches the feed server sends (one every `--batch-ms`).
 */
import { MsgType } from "../../../packages/feed/src/protocol/msg-type";
import type { RecordValues } from "../../../packages/feed/src/protocol/record-encoder";
import { recordsFrame } from "../../../packages/feed/src/testing/frames";
import { mulberry32 } from "../../../packages/feed/src/testing/random-records";

/** The market's own time step: updates are generated per tick, batches are whole ticks. */
export const TICK_MS = 10;
/** Ticks in a stream (2 s of updates) at least; the stream loops over them. */
export const LOOP_TICKS = 200;
const SNAPSHOT_RECORDS_PER_FRAME = 200;
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Fields a live market moves most: last match, best bid and offer, totals. */
export const HOT_FIELDS = [
  "matchPrice",
  "matchQtty",
  "bidPrice1",
  "bidQtty1",
  "offerPrice1",
  "offerQtty1",
  "bidQtty2",
  "offerQtty2",
  "totalTradedQtty",
  "buyForeignQtty",
] as const;

export interface SyntheticMarket {
  codes: string[];
  refs: number[];
  snapshotFrames: string[];
}

export function buildMarket(rows: number, seed: number): SyntheticMarket {
  if (!Number.isInteger(rows) || rows <= 0) throw new Error(`rows must be a positive integer, got ${rows}`);
  const random = mulberry32(seed);
  const letter = (): string => LETTERS[Math.floor(random() * 26)];
  const codes: string[] = [];
  const seen = new Set<string>();
  while (codes.length < rows) {
    const code = codes.length < 26 ** 3 / 2 ? letter() + letter() + letter() : `X${codes.length}`;
    if (seen.has(code)) continue;
    seen.add(code);
    codes.push(code);
  }
  const refs = codes.map(() => (10 + Math.floor(random() * 90)) * 1000);
  const records: RecordValues[] = codes.map((code, i) => snapshotRecord(code, refs[i], i));
  const snapshotFrames: string[] = [];
  for (let i = 0; i < records.length; i += SNAPSHOT_RECORDS_PER_FRAME) {
    snapshotFrames.push(
      recordsFrame(MsgType.SYMBOL_SNAPSHOT, records.slice(i, i + SNAPSHOT_RECORDS_PER_FRAME)),
    );
  }
  return { codes, refs, snapshotFrames };
}

/** Row i's match price cycles through reference, ceiling, floor, up, down and none. */
function snapshotRecord(code: string, ref: number, i: number): RecordValues {
  const ceil = Math.floor((ref * 1.07) / 100) * 100;
  const floor = Math.ceil((ref * 0.93) / 100) * 100;
  const match = [ref, ceil, floor, ref + 500, ref - 500, Number.NaN][i % 6];
  const traded = !Number.isNaN(match);
  return {
    code,
    marketCode: "STO",
    securityType: "ST",
    referenceStatus: "0",
    refPrice: ref,
    ceilPrice: ceil,
    floorPrice: floor,
    matchPrice: match,
    matchQtty: traded ? 100 * (1 + (i % 9)) : Number.NaN,
    changePrice: traded ? match - ref : Number.NaN,
    pctChangePrice: traded ? Math.round(((match - ref) / ref) * 10000) / 100 : Number.NaN,
    highestPrice: Math.max(ref, traded ? match : ref) + 200,
    lowestPrice: Math.min(ref, traded ? match : ref) - 200,
    bidPrice1: ref - 100,
    bidQtty1: 1000 + i * 10,
    bidPrice2: ref - 200,
    bidQtty2: 2000,
    bidPrice3: ref - 300,
    bidQtty3: 3000,
    offerPrice1: ref + 100,
    offerQtty1: 1500,
    offerPrice2: ref + 200,
    offerQtty2: 2500,
    offerPrice3: ref + 300,
    offerQtty3: 3500,
    totalTradedQtty: 100_000 + i * 1_000,
    totalTradedValue: (100_000 + i * 1_000) * ref,
    totalBuyQtty: 50_000,
    totalSellQtty: 40_000,
    buyForeignQtty: 12_000,
    sellForeignQtty: 9_000,
    remainForeignQtty: 1_000_000,
  };
}

/**
 * `ticks` ticks of `rate * TICK_MS / 1000` field updates each (at least one), spread evenly at random
 * over all rows; prices move within +-5 ticks of the reference, so colours change too.
 */
export function buildUpdateTicks(
  market: SyntheticMarket,
  rate: number,
  seed: number,
  ticks = LOOP_TICKS,
): RecordValues[][] {
  if (!(rate > 0)) throw new Error(`rate must be positive, got ${rate}`);
  const random = mulberry32(seed + 1);
  const perTick = Math.max(1, Math.round((rate * TICK_MS) / 1000));
  const out: RecordValues[][] = [];
  for (let t = 0; t < ticks; t++) {
    const records: RecordValues[] = [];
    let fields = 0;
    while (fields < perTick) {
      const i = Math.floor(random() * market.codes.length);
      const record: Record<string, string | number> = { code: market.codes[i] };
      const touched = Math.min(1 + Math.floor(random() * 4), perTick - fields);
      for (let k = 0; k < touched; k++) {
        const field = HOT_FIELDS[Math.floor(random() * HOT_FIELDS.length)];
        record[field] = field.includes("Price")
          ? market.refs[i] + Math.round((random() - 0.5) * 10) * 100
          : Math.floor(random() * 10_000) * 10;
      }
      fields += Object.keys(record).length - 1;
      records.push(record);
    }
    out.push(records);
  }
  return out;
}
