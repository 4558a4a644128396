import { BinaryFrameEncoder } from "../../../packages/feed/src/protocol/binary-encoder";
import { BinaryStringTable } from "../../../packages/feed/src/protocol/binary-string-table";
import { EnvelopeDecoder } from "../../../packages/feed/src/protocol/envelope";
import { SCHEMA_TABLE } from "../../../packages/feed/src/protocol/schema-table";
import type { FeedFrame, FeedPlan } from "./feed-server";

/**
 * The same plan in the binary encoding (vnboard.bin.1): every tabular frame re-encoded, record for
 * record, by the feed package's encoder (what the reference server's gateway sends a binary client);
 * other frames (server time, JSON) stay the spec's envelopes, as they do on the server. One string
 * table for the whole plan, sent as one STRINGS frame ahead of the snapshot: the update batches loop,
 * so no batch may carry entries of its own (a second pass would send them twice).
 */
export function binaryPlan(spec: FeedPlan): FeedPlan {
  if (spec.encoding !== "spec") throw new Error("binaryPlan takes a plan of spec frames");
  const encoder = new BinaryFrameEncoder(new BinaryStringTable());
  const envelopes = new EnvelopeDecoder();
  const reencode = (frame: FeedFrame): FeedFrame => {
    const envelope = envelopes.decode(frame);
    if (envelope === null) throw new Error("a frame of the plan does not decode");
    const layout = SCHEMA_TABLE.get(envelope.msgType);
    if (layout?.kind !== "records" || typeof envelope.message !== "string") return frame;
    return encoder.encodeText(envelope.msgType, layout.schema, envelope.message);
  };
  const snapshotFrames = spec.snapshotFrames.map(reencode);
  const batches = spec.batches.map((batch) => batch.map(reencode));
  const strings = encoder.table.size;
  return {
    encoding: "binary",
    setupFrames: [...spec.setupFrames, ...(strings > 0 ? [encoder.encodeStrings(0, strings)] : [])],
    snapshotFrames,
    batches,
    batchMs: spec.batchMs,
  };
}
