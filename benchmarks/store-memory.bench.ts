/**
 * JS heap a MarketData holds per record it keeps, once the frames that brought the records are gone:
 * the snapshot of ~1,950 symbols (codes and names interned), and a trading day's put-through deals (each
 * deal a row with its own key and time). The board-day soak (tests/soak/board-day.ts) sees the deals as
 * the only store growing through a day, so their cost per deal is the soak's growth rate.
 *
 * Run: npm run bench -- store-memory (or: node --import tsx benchmarks/store-memory.bench.ts)
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { MarketData, MsgType, PUT_THROUGH_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { buildFrameMix } from "./support/frame-mix";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

function heapUsed(): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

const DEALS = 8_000;
const DEALS_PER_FRAME = 100;

/** One put-through frame of `count` deals from number `first`, two seconds apart from 09:00. */
function dealFrame(first: number, count: number): string {
  const records = [];
  for (let k = first; k < first + count; k++) {
    const s = 9 * 3600 + 2 * k;
    const time = [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60]
      .map((n) => String(n).padStart(2, "0"))
      .join(":");
    records.push({
      ticks: `20261122${String(k).padStart(7, "0")}`,
      code: `C${k % 500}`,
      marketCode: "HOSE",
      type: k % 3 === 0 ? "M" : "O",
      side: k % 2 === 0 ? "B" : "S",
      partyId: String(1 + (k % 99)).padStart(3, "0"),
      traderId: String(1 + (k % 999)).padStart(4, "0"),
      time,
      price: 10_000 + (k % 50) * 100,
      quantity: 1_000 * (1 + (k % 20)),
      value: 0,
    });
  }
  return encodeFrame(MsgType.PUT_THROUGH, encodeRecords(PUT_THROUGH_SCHEMA, records));
}

const empty = heapUsed();
const market = new MarketData();
/** In a function, so that nothing of the frames outlives it. */
function loadSnapshot(): void {
  for (const frame of buildFrameMix(1950, 0, 100).snapshotFrames) market.handleFrame(frame);
}
loadSnapshot();
const afterSnapshot = heapUsed();
const symbols = market.symbols.rowCount;
for (let k = 0; k < DEALS; k += DEALS_PER_FRAME) market.handleFrame(dealFrame(k, DEALS_PER_FRAME));
const afterDeals = heapUsed();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(6)} KB`;
console.log(
  `snapshot: ${symbols} symbols held in ${kb(afterSnapshot - empty)} of JS heap, ${((afterSnapshot - empty) / symbols).toFixed(0)} B per symbol`,
);
console.log(
  `deals:    ${market.putThrough.rowCount} put-through deals in ${kb(afterDeals - afterSnapshot)}, ${((afterDeals - afterSnapshot) / market.putThrough.rowCount).toFixed(0)} B per deal (${market.strings.size} interned texts)`,
);
console.log("typed-array columns live outside the JS heap (ArrayBuffers) and are not in these figures");
