import { type MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords, type RecordValues } from "@vnboard/feed/protocol";

/** Deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LabMarket {
  codes: string[];
  refs: number[];
  snapshotFrames: string[];
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const HOT_FIELDS = [
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
];

/**
 * `count` HSX-like symbols; row i's match price cycles through reference, ceiling, floor, up, down and
 * none, so that a screenshot of the first rows shows every colour class.
 */
export function buildLabMarket(count: number, seed: number): LabMarket {
  const random = prng(seed);
  const codes: string[] = [];
  const seen = new Set<string>();
  while (codes.length < count) {
    const code =
      codes.length < 26 * 26 * 26
        ? LETTERS[Math.floor(random() * 26)] +
          LETTERS[Math.floor(random() * 26)] +
          LETTERS[Math.floor(random() * 26)]
        : `X${codes.length}`;
    if (!seen.has(code)) {
      seen.add(code);
      codes.push(code);
    }
  }
  const refs = codes.map(() => (10 + Math.floor(random() * 90)) * 1000);
  const records: RecordValues[] = codes.map((code, i) => {
    const ref = refs[i];
    const ceil = Math.floor((ref * 1.07) / 100) * 100;
    const floor = Math.ceil((ref * 0.93) / 100) * 100;
    const match = [ref, ceil, floor, ref + 500, ref - 500, Number.NaN][i % 6];
    return {
      code,
      marketCode: "STO",
      securityType: "ST",
      referenceStatus: i % 7 === 3 ? "1" : "0",
      refPrice: ref,
      ceilPrice: ceil,
      floorPrice: floor,
      matchPrice: match,
      matchQtty: Number.isNaN(match) ? Number.NaN : 100 * (1 + (i % 9)),
      changePrice: Number.isNaN(match) ? Number.NaN : match - ref,
      pctChangePrice: Number.isNaN(match) ? Number.NaN : Math.round(((match - ref) / ref) * 10000) / 100,
      highestPrice: Math.max(ref, Number.isNaN(match) ? ref : match) + 200,
      lowestPrice: Math.min(ref, Number.isNaN(match) ? ref : match) - 200,
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
  });
  const snapshotFrames: string[] = [];
  for (let i = 0; i < records.length; i += 200) {
    snapshotFrames.push(
      encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, records.slice(i, i + 200))),
    );
  }
  return { codes, refs, snapshotFrames };
}

/** The lab feeds one batch every 10 ms, the way the server batches them. */
export const LAB_BATCHES_PER_SECOND = 100;

/**
 * Feeds pre-encoded update frames at `rate` field updates per second in 100 batches a second, the way
 * the server batches them; pre-encoding keeps the feed's own cost out of the board's measurements.
 * `visibleOnly` concentrates updates on the first `visibleRows` rows (the worst case: every update
 * is visible). Each frame's feed time (before it is decoded) is kept for update-to-paint latency.
 * `frames` is public so that the WebSocket path (`LabSocketFeed`) can stream the very same bytes.
 */
export class LabFeed {
  readonly fedAt: number[] = [];
  readonly frames: string[] = [];
  private next = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly market: MarketData,
    lab: LabMarket,
    private readonly rate: number,
    seed: number,
    visibleOnly = false,
    visibleRows = 40,
  ) {
    const random = prng(seed + 1);
    const perBatch = Math.max(1, Math.round(rate / LAB_BATCHES_PER_SECOND));
    const span = visibleOnly ? Math.min(visibleRows, lab.codes.length) : lab.codes.length;
    for (let f = 0; f < 200; f++) {
      const records: RecordValues[] = [];
      let fields = 0;
      while (fields < perBatch) {
        const i = Math.floor(random() * span);
        const record: Record<string, string | number> = { code: lab.codes[i] };
        const touched = 1 + Math.floor(random() * 4);
        for (let k = 0; k < touched; k++) {
          const field = HOT_FIELDS[Math.floor(random() * HOT_FIELDS.length)];
          record[field] = field.includes("Price")
            ? lab.refs[i] + Math.round((random() - 0.5) * 10) * 100
            : Math.floor(random() * 10_000) * 10;
        }
        fields += Object.keys(record).length - 1;
        records.push(record);
      }
      this.frames.push(encodeFrame(MsgType.SYMBOL_UPDATE, encodeRecords(SYMBOL_SCHEMA, records)));
    }
  }

  start(): void {
    if (this.timer !== null || this.rate <= 0) return;
    this.timer = setInterval(() => this.tick(), 1000 / LAB_BATCHES_PER_SECOND);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    const fedAt = performance.now();
    this.market.handleFrame(this.frames[this.next]);
    this.next = (this.next + 1) % this.frames.length;
    if (this.fedAt.length < 100_000) this.fedAt.push(fedAt);
  }
}
