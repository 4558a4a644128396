/**
 * One decoder fuzz run: frames from FrameFuzzer through `MarketData.handleFrame`, with a reference
 * MarketData that receives only the frames the store under test accepted. After a sample of the
 * rejected frames the two are compared whole: any difference means a rejected frame wrote something.
 */
import { DECODE_ERROR_NAME } from "../../../packages/feed/src/protocol/decode-error";
import { MarketData } from "../../../packages/feed/src/store/market-data";
import { FrameFuzzer } from "./frame-fuzzer";
import { marketDiff } from "./market-image";

export interface FuzzRunOptions {
  seed: number;
  frames: number;
  /** Compare with the reference after every n-th rejected frame. */
  compareEvery: number;
  /** Start a resynchronisation on both markets every n frames (exercises the reset path). */
  resyncEvery?: number;
  onProgress?: (done: number) => void;
}

export interface FuzzRunResult {
  frames: number;
  accepted: number;
  rejected: number;
  /** Exceptions that escaped handleFrame (must be 0). */
  thrown: number;
  /** Frames built to be bad that were applied, or built to be good that were dropped. */
  misjudged: string[];
  /** Rejected frames whose drop did not add exactly one to badFrames. */
  uncounted: number;
  /** Comparisons with the reference, and the differences found. */
  comparisons: number;
  halfWritten: string[];
  /** Accepted frames the reference (same bytes) did not accept: the decoder would not be deterministic. */
  referenceDisagreed: number;
  byKind: Record<string, { frames: number; rejected: number }>;
  byReason: Record<string, number>;
  elapsedMs: number;
}

const FIXED_NOW = () => 1_000;

export function runDecoderFuzz(options: FuzzRunOptions): FuzzRunResult {
  const fuzzer = new FrameFuzzer(options.seed);
  // A fixed clock: change stamps then depend only on the frames, so the two markets can be compared.
  const market = new MarketData({ now: FIXED_NOW });
  const reference = new MarketData({ now: FIXED_NOW });
  const result: FuzzRunResult = {
    frames: options.frames,
    accepted: 0,
    rejected: 0,
    thrown: 0,
    misjudged: [],
    uncounted: 0,
    comparisons: 0,
    halfWritten: [],
    referenceDisagreed: 0,
    byKind: {},
    byReason: {},
    elapsedMs: 0,
  };
  const reasonsBefore = new Uint32Array(market.stats.badByReason.length);
  const started = performance.now();
  for (let i = 0; i < options.frames; i++) {
    if (options.onProgress !== undefined && i > 0 && i % 100_000 === 0) options.onProgress(i);
    if (options.resyncEvery !== undefined && i > 0 && i % options.resyncEvery === 0) {
      market.beginResync();
      reference.beginResync();
    }
    const { kind, frame, expect } = fuzzer.next();
    const tally = result.byKind[kind] ?? { frames: 0, rejected: 0 };
    result.byKind[kind] = tally;
    tally.frames++;
    const badBefore = market.stats.badFrames;
    reasonsBefore.set(market.stats.badByReason);
    let accepted: boolean;
    try {
      accepted = market.handleFrame(frame);
    } catch (error) {
      result.thrown++;
      if (result.misjudged.length < 20) result.misjudged.push(`#${i} ${kind} threw ${String(error)}`);
      continue;
    }
    if (accepted) {
      result.accepted++;
      if (!reference.handleFrame(frame)) result.referenceDisagreed++;
      if (expect === "bad" && result.misjudged.length < 20)
        result.misjudged.push(`#${i} ${kind} was applied`);
      continue;
    }
    result.rejected++;
    tally.rejected++;
    if (market.stats.badFrames !== badBefore + 1) result.uncounted++;
    if (expect === "good" && result.misjudged.length < 20) {
      const code = market.stats.badByReason.findIndex((n, r) => n !== reasonsBefore[r]);
      const reason = DECODE_ERROR_NAME[code] ?? "none";
      result.misjudged.push(`#${i} ${kind} was dropped (${reason})`);
    }
    if (result.rejected % options.compareEvery === 0) {
      result.comparisons++;
      const diff = marketDiff(market, reference);
      if (diff !== null && result.halfWritten.length < 20) result.halfWritten.push(`#${i} ${kind}: ${diff}`);
    }
  }
  result.elapsedMs = performance.now() - started;
  result.byReason = market.stats.badReasons();
  // A final whole comparison: every frame is behind us.
  result.comparisons++;
  const diff = marketDiff(market, reference);
  if (diff !== null) result.halfWritten.push(`end: ${diff}`);
  return result;
}
