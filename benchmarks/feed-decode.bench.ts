/**
 * Decode + apply throughput of the feed on one core: the snapshot of ~1,950 symbols, then update frames
 * of 100 records touching 1-10 fields each, through `MarketData.handleFrame` (base64 -> inflate ->
 * JSON -> tabular parse -> typed-array store with colours, change stamps and dirty marks), beside the
 * naive baseline (objects per record copied into plain-object rows).
 *
 * Run: npm run bench (or: node --import tsx benchmarks/feed-decode.bench.ts)
 */
import { MarketData, SYMBOL_SCHEMA } from "@vnboard/feed";
import { EnvelopeDecoder, ParsedRecords } from "@vnboard/feed/protocol";
import { buildFrameMix } from "./support/frame-mix";
import { NaiveDecoder } from "./support/naive-decoder";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const mix = buildFrameMix(1950, 400, 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function measure(label: string, run: () => void): number {
  run(); // warm-up
  run();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const ms = median(times);
  const rate = mix.updateFieldCount / (ms / 1000);
  console.log(
    `${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms  ${(rate / 1e6).toFixed(2).padStart(6)} M field updates/s`,
  );
  return rate;
}

const market = new MarketData();
for (const frame of mix.snapshotFrames) market.handleFrame(frame);
const bytes = mix.updateFrames.reduce((sum, frame) => sum + frame.length, 0);
console.log(
  `feed decode+apply: ${mix.codes.length} symbols, ${mix.updateFrames.length} update frames ` +
    `(${(bytes / mix.updateFrames.length).toFixed(0)} B each, base64 zlib), ${mix.updateRecordCount} records, ` +
    `${mix.updateFieldCount} field updates; median of ${ROUNDS} rounds`,
);

const ours = measure("vnboard MarketData.handleFrame (full path)", () => {
  for (const frame of mix.updateFrames) market.handleFrame(frame);
});
if (market.stats.badFrames !== 0) throw new Error(`bad frames: ${market.stats.badFrames}`);

// Where the time goes: envelope only (base64 + inflate + JSON), then parse + apply of decoded text.
const decoder = new EnvelopeDecoder();
const messages = mix.updateFrames.map((frame) => (decoder.decode(frame)?.message as string) ?? "");
measure("  of which envelope (base64+inflate+JSON)", () => {
  for (const frame of mix.updateFrames) decoder.decode(frame);
});
const parsed = new ParsedRecords();
measure("  of which tabular parse + store apply", () => {
  for (const message of messages) {
    parsed.parse(message, SYMBOL_SCHEMA);
    market.symbols.apply(parsed, false);
  }
});

const naive = new NaiveDecoder(SYMBOL_SCHEMA.fields);
for (const frame of mix.snapshotFrames) naive.handleFrame(frame);
const baseline = measure("naive baseline (objects per record)", () => {
  for (const frame of mix.updateFrames) naive.handleFrame(frame);
});

console.log(`speed-up over the baseline: ${(ours / baseline).toFixed(1)}x (targets: >= 2.00 M/s, >= 5x)`);
