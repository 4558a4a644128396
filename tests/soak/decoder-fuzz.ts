/**
 * Decoder fuzz, the long run of issue 9: 1,000,000 generated and mutated frames through one
 * `MarketData.handleFrame`, compared with a reference fed only the accepted frames after every 200th
 * rejected frame.
 *
 *   node --import tsx tests/soak/decoder-fuzz.ts [--frames 1000000] [--seed 1] [--compare-every 200]
 *
 * Prints frames/s (generation included: the generator costs about as much as the decoder), the counts
 * by mutation kind and by drop reason; exits 1 when a frame threw, was misjudged, went uncounted or
 * left a store half-written.
 */
import { parseArgs } from "node:util";
import { runDecoderFuzz } from "../reliability/support/decoder-fuzz-run";

const { values } = parseArgs({
  options: {
    frames: { type: "string", default: "1000000" },
    seed: { type: "string", default: "1" },
    "compare-every": { type: "string", default: "200" },
  },
});
const frames = Number(values.frames);
const heapBefore = process.memoryUsage().heapUsed;
const result = runDecoderFuzz({
  seed: Number(values.seed),
  frames,
  compareEvery: Number(values["compare-every"]),
  resyncEvery: 50_000,
  onProgress: (done) => console.error(`  ${done.toLocaleString("en")} frames...`),
});
const heapAfter = process.memoryUsage().heapUsed;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

console.log(
  `decoder fuzz: ${frames.toLocaleString("en")} frames, seed ${values.seed}, node ${process.version}`,
);
console.log(
  `  elapsed ${(result.elapsedMs / 1000).toFixed(1)} s, ${Math.round((frames / result.elapsedMs) * 1000).toLocaleString("en")} frames/s (generation + decode + reference)`,
);
console.log(
  `  accepted ${result.accepted}, rejected ${result.rejected}, thrown ${result.thrown}, uncounted ${result.uncounted}`,
);
console.log(
  `  misjudged ${result.misjudged.length}, half-written ${result.halfWritten.length} in ${result.comparisons} comparisons, reference disagreed ${result.referenceDisagreed}`,
);
console.log(`  heap ${mb(heapBefore)} MB -> ${mb(heapAfter)} MB (both markets, string tables included)`);
console.log("  by kind (frames / rejected):");
for (const [kind, tally] of Object.entries(result.byKind).sort())
  console.log(
    `    ${kind.padEnd(20)} ${String(tally.frames).padStart(8)} ${String(tally.rejected).padStart(8)}`,
  );
console.log("  by drop reason:");
for (const [reason, count] of Object.entries(result.byReason).sort())
  console.log(`    ${reason.padEnd(20)} ${String(count).padStart(8)}`);
for (const line of [...result.misjudged, ...result.halfWritten]) console.log(`  FAIL ${line}`);
const failed =
  result.thrown > 0 ||
  result.uncounted > 0 ||
  result.misjudged.length > 0 ||
  result.halfWritten.length > 0 ||
  result.referenceDisagreed > 0;
process.exitCode = failed ? 1 : 0;
