import { MarketData } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { storeImage } from "../../../packages/feed/src/testing/frames";
import type { FeedFrame, FeedPlan } from "./feed-server";
import { parseOptions } from "./options";
import { pointPlan } from "./point-feed";
import { buildMarket } from "./synthetic-market";

/** A store fed a plan's frames (its batches twice over: the server loops them), as a page reads them. */
function fed(plan: FeedPlan): MarketData {
  // One clock for both stores: the rows keep when each field changed.
  const data = new MarketData({ now: () => 1_000 });
  data.startConnection(plan.encoding);
  const apply = (frame: FeedFrame) => expect(data.handleFrame(frame)).toBe(true);
  plan.setupFrames.forEach(apply);
  plan.snapshotFrames.forEach(apply);
  for (let pass = 0; pass < 2; pass++) for (const batch of plan.batches) batch.forEach(apply);
  return data;
}

describe("the peers feed in the binary encoding", () => {
  const market = buildMarket(300, 7);
  const spec = pointPlan(market, 5_000, parseOptions(["--encoding", "spec"]).feed, 3);
  const binary = pointPlan(market, 5_000, parseOptions(["--encoding", "binary"]).feed, 3);

  it("carries the same frames, one string table ahead of the snapshot", () => {
    expect(binary.encoding).toBe("binary");
    expect(binary.setupFrames).toHaveLength(1);
    expect(binary.snapshotFrames).toHaveLength(spec.snapshotFrames.length);
    expect(binary.batches.map((batch) => batch.length)).toEqual(spec.batches.map((batch) => batch.length));
    expect(binary.batches.flat().every((frame) => frame instanceof Uint8Array)).toBe(true);
  });

  it("leaves a page's store as the spec's envelopes do, batches looped", () => {
    expect(storeImage(fed(binary).symbols)).toEqual(storeImage(fed(spec).symbols));
    expect(fed(binary).symbols.presentKeys()).toHaveLength(300);
  });
});
