import { EnvelopeDecoder } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { BinaryWire } from "./binary-wire";
import { encodeSnapshotFramesSliced } from "./snapshot-frames";
import { SyntheticMarketSource } from "./synthetic-market-source";
import { wireFrameFromText } from "./wire-frame";

/** A 400-symbol market's snapshot after one step, as the gateway encodes it for joining clients. */
async function slicedSnapshot(seed: number) {
  const source = new SyntheticMarketSource({ symbols: 400, updatesPerSecond: 2000, seed });
  source.step();
  return encodeSnapshotFramesSliced(source.snapshot(), Date.now(), new Map());
}

describe("the snapshot encoded in slices", () => {
  it("keeps each tabular frame's records text, so a binary client's form skips inflating the envelope", async () => {
    const frames = await slicedSnapshot(5);
    const envelopes = new EnvelopeDecoder();
    const tabular = frames.filter((frame) => frame.recordsText !== undefined);
    expect(tabular.length).toBeGreaterThan(3);
    for (const frame of frames) {
      const message = envelopes.decode(frame.text)?.message;
      if (frame.recordsText !== undefined) expect(frame.recordsText).toBe(message);
      else expect(typeof message).not.toBe("string");
    }
    // The binary forms are byte for byte those read from the envelopes.
    const fromText = new BinaryWire();
    const fromEnvelope = new BinaryWire();
    for (const frame of frames) {
      const kept = fromText.formOf(frame);
      const read = fromEnvelope.formOf(wireFrameFromText(frame.msgType, frame.text));
      expect(kept?.payload ?? null).toEqual(read?.payload ?? null);
    }
  });
});

describe("a snapshot's binary forms made ahead (BinaryWire.prepareGroup)", () => {
  it("turns the event loop between slices and leaves the group ready, byte for byte the one made at once", async () => {
    const frames = await slicedSnapshot(6);
    const ahead = new BinaryWire();
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    await ahead.prepareGroup(frames, 0);
    clearInterval(ticking);
    expect(turns).toBeGreaterThan(0);
    const encoded = ahead.encodedFrames;
    const group = ahead.groupOf(frames);
    // Nothing left to encode when the client joins.
    expect(ahead.encodedFrames).toBe(encoded);
    expect(group.framed.equals(new BinaryWire().groupOf(frames).framed)).toBe(true);
  });
});
