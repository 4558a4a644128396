/**
 * Decode + apply throughput of the feed on one core: the snapshot of ~1,950 symbols, then update frames
 * of 100 records touching 1-10 fields each, through `MarketData.handleFrame` (base64 -> inflate ->
 * JSON -> tabular parse -> typed-array store with colours, change stamps and dirty marks), beside the
 * naive baseline (objects per record copied into plain-object rows).
 *
 * Then the same updates in the binary encoding (vnboard.bin.1), side by side with the spec's envelope,
 * as cost per 1,000 field updates: the whole path on one thread, and the feed worker's split (spec:
 * the worker reads and packs, the page unpacks and applies; binary: the worker hands the frame on and
 * the page reads and applies it).
 *
 * Run: npm run bench (or: node --import tsx benchmarks/feed-decode.bench.ts)
 */
import { availableParallelism, loadavg } from "node:os";
import { MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import {
  BinaryFrameEncoder,
  BinaryStringTable,
  DecodedFrameApplier,
  EnvelopeDecoder,
  FrameKind,
  FrameReader,
  ParsedRecords,
  packRecords,
} from "@vnboard/feed/protocol";
import { buildFrameMix } from "./support/frame-mix";
import { NaiveDecoder } from "./support/naive-decoder";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const mix = buildFrameMix(1950, 400, 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median ms of `run` (after two warm-up runs). */
function medianMs(run: () => void): number {
  run();
  run();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

function measure(label: string, run: () => void): number {
  const ms = medianMs(run);
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

// Spec envelope against the binary encoding, per 1,000 field updates.
const encoder = new BinaryFrameEncoder(new BinaryStringTable());
const specSnapshotTexts = mix.snapshotFrames.map((frame) => (decoder.decode(frame)?.message as string) ?? "");
const binarySnapshot = specSnapshotTexts.map((text) =>
  encoder.encodeText(MsgType.SYMBOL_SNAPSHOT, SYMBOL_SCHEMA, text),
);
const binaryUpdates = messages.map((text) => encoder.encodeText(MsgType.SYMBOL_UPDATE, SYMBOL_SCHEMA, text));
const binaryStrings = encoder.encodeStrings(0, encoder.table.size);
const binaryBytes = binaryUpdates.reduce((sum, frame) => sum + frame.length, 0);
const perThousand = (ms: number): number => (ms / mix.updateFieldCount) * 1000;

const binaryMarket = new MarketData();
binaryMarket.startConnection("binary");
binaryMarket.handleFrame(binaryStrings);
for (const frame of binarySnapshot) binaryMarket.handleFrame(frame);

/**
 * The worker's half and the page's half of the feed-worker path, as serveFeedDecoding splits them: a
 * spec frame is read and packed in the worker, unpacked and applied on the page; a binary frame crosses
 * as it came (the worker does nothing with it) and the page reads and applies it.
 */
function workerSplit(frames: readonly (string | Uint8Array)[], encoding: "spec" | "binary") {
  const reader = new FrameReader();
  reader.startConnection(encoding);
  const page = new MarketData();
  page.startConnection(encoding);
  const applier = new DecodedFrameApplier(page);
  if (encoding === "binary") page.handleFrame(binaryStrings);
  const snapshot = encoding === "binary" ? binarySnapshot : mix.snapshotFrames;
  for (const frame of snapshot) page.handleFrame(frame);
  if (encoding === "binary") {
    const buffers = frames.map((frame) => (frame as Uint8Array).slice().buffer);
    const pageMs = medianMs(() => {
      for (const data of buffers) applier.applyFrame({ kind: "binary", data, bytes: 0, receivedAt: 0 });
    });
    if (page.stats.badFrames !== 0) throw new Error(`binary: ${page.stats.badFrames} bad frames`);
    return { worker: 0, page: pageMs };
  }
  const packed = frames.map((frame) => {
    if (reader.read(frame) !== FrameKind.RECORDS) throw new Error(`bad ${encoding} frame: ${reader.error}`);
    return packRecords(reader.parsed, reader.binary);
  });
  const worker = medianMs(() => {
    for (const frame of frames) {
      reader.read(frame);
      packRecords(reader.parsed, reader.binary);
    }
  });
  const pageMs = medianMs(() => {
    for (const records of packed) {
      applier.applyFrame({
        kind: "records",
        msgType: MsgType.SYMBOL_UPDATE,
        records,
        bytes: 0,
        receivedAt: 0,
      });
    }
  });
  if (page.stats.badFrames !== 0) throw new Error(`${encoding}: ${page.stats.badFrames} bad frames`);
  return { worker, page: pageMs };
}

const specFull = medianMs(() => {
  for (const frame of mix.updateFrames) market.handleFrame(frame);
});
const binaryFull = medianMs(() => {
  for (const frame of binaryUpdates) binaryMarket.handleFrame(frame);
});
if (binaryMarket.stats.badFrames !== 0) throw new Error(`binary: ${binaryMarket.stats.badFrames} bad frames`);
const specSplit = workerSplit(mix.updateFrames, "spec");
const binarySplit = workerSplit(binaryUpdates, "binary");
const row = (label: string, spec: number, binary: number): void =>
  console.log(
    `${label.padEnd(44)} ${perThousand(spec).toFixed(3).padStart(8)} ${perThousand(binary).toFixed(3).padStart(8)}   ${
      binary > 0 ? `${(spec / binary).toFixed(1)}x` : "-"
    }`,
  );
console.log(
  `\nspec envelope vs binary encoding (vnboard.bin.1), ms per 1,000 field updates; ` +
    `update frames ${(bytes / mix.updateFrames.length).toFixed(0)} B vs ${(binaryBytes / binaryUpdates.length).toFixed(0)} B each`,
);
console.log(`${"".padEnd(44)} ${"spec".padStart(8)} ${"binary".padStart(8)}   spec/binary`);
row("whole path on one thread (handleFrame)", specFull, binaryFull);
row("feed worker: read + pack (binary: handed on)", specSplit.worker, binarySplit.worker);
row("page: unpack + apply (binary: read + apply)", specSplit.page, binarySplit.page);
console.log(
  `load average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} (${availableParallelism()} cores)`,
);
