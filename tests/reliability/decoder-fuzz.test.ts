import { describe, expect, it } from "vitest";
import { MarketData } from "../../packages/feed/src/store/market-data";
import { recordsFrame } from "../../packages/feed/src/testing/frames";
import { runDecoderFuzz } from "./support/decoder-fuzz-run";
import { marketDiff } from "./support/market-image";

/**
 * The decoder fuzz of issue 9, short and seeded (the 1,000,000-frame run is `npm run soak:decoder-fuzz`).
 * Truncated frames, corrupted compression, wrong field counts, huge fields, unknown msgTypes,
 * non-numeric numbers, unicode, wrong envelopes: nothing escapes `handleFrame`, every dropped frame is
 * counted once, and a dropped frame leaves every store exactly as a reference fed only the good frames.
 */
describe("decoder fuzz (50,000 seeded frames)", () => {
  it("never throws, counts every bad frame, and never leaves a store half-written", () => {
    const result = runDecoderFuzz({ seed: 20261121, frames: 50_000, compareEvery: 100, resyncEvery: 7_919 });
    expect(result.thrown).toBe(0);
    expect(result.misjudged).toEqual([]);
    expect(result.uncounted).toBe(0);
    expect(result.halfWritten).toEqual([]);
    expect(result.referenceDisagreed).toBe(0);
    expect(result.accepted + result.rejected).toBe(50_000);
    // Both sides were exercised: plenty of frames applied, most dropped, every mutation kind drawn.
    expect(result.accepted).toBeGreaterThan(5_000);
    expect(result.rejected).toBeGreaterThan(25_000);
    expect(result.comparisons).toBeGreaterThan(250);
    expect(Object.keys(result.byKind).length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(result.byReason).sort()).toEqual(
      [
        "badEnvelope",
        "badNumber",
        "fieldTooLong",
        "inflateFailed",
        "missingKey",
        "notBase64",
        "notJson",
        "tooLarge",
        "tooManyRecords",
        "unknownMsgType",
        "wrongFieldCount",
      ].sort(),
    );
  }, 600_000); // ~20 s on a quiet 2-core machine; generous for a saturated one

  it("the store comparison sees a single changed cell (so the check above can fail)", () => {
    const a = new MarketData({ now: () => 1 });
    const b = new MarketData({ now: () => 1 });
    const snapshot = recordsFrame(4, [
      { code: "FPT", matchPrice: 105_000 },
      { code: "VNM", matchPrice: 61_000 },
    ]);
    expect(a.handleFrame(snapshot) && b.handleFrame(snapshot)).toBe(true);
    expect(marketDiff(a, b)).toBeNull();
    expect(b.handleFrame(recordsFrame(2, [{ code: "VNM", matchPrice: 61_100 }]))).toBe(true);
    expect(marketDiff(a, b)).toMatch(/^symbols\./);
  });
});
