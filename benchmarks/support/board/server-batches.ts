import { EnvelopeDecoder, encodeFrame, RECORD_SEPARATOR } from "@vnboard/feed/protocol";

/** The reference server's split: a frame carries at most this many records (gateway/update-kinds.ts). */
export const SERVER_RECORDS_PER_FRAME = 500;

/**
 * Regroups the lab's update frames (one every 10 ms) the way the reference server sends them: the
 * gateway encodes one batch of the market every `--batch-ms` (100 by default) as one frame per msgType,
 * split above 500 records, and writes a batch's frames to the socket at once (packages/server/src/
 * gateway/feed-gateway.ts, batch-frames.ts). Here `framesPerBatch` consecutive lab frames become one
 * batch; their records are concatenated in order (not conflated: the same field updates per second
 * reach the page) and cut into frames of at most `SERVER_RECORDS_PER_FRAME` records.
 *
 * Returns the batches, each a list of frames to send back to back. The lab's frames are all symbol
 * updates (msgType 2), so one msgType per batch.
 */
export function regroupAsServerBatches(labFrames: readonly string[], framesPerBatch: number): string[][] {
  const decoder = new EnvelopeDecoder();
  const batches: string[][] = [];
  // Whole batches only, so the stream loops without a short batch.
  const usable = labFrames.length - (labFrames.length % framesPerBatch);
  for (let start = 0; start < usable; start += framesPerBatch) {
    let msgType = -1;
    const records: string[] = [];
    for (let i = start; i < start + framesPerBatch; i++) {
      const envelope = decoder.decode(labFrames[i]);
      if (envelope === null || typeof envelope.message !== "string") {
        throw new Error(`lab frame ${i} does not decode (${decoder.lastError})`);
      }
      if (msgType !== -1 && envelope.msgType !== msgType) throw new Error("lab frames mix msgTypes");
      msgType = envelope.msgType;
      if (envelope.message !== "") records.push(...envelope.message.split(RECORD_SEPARATOR));
    }
    const frames: string[] = [];
    for (let r = 0; r < records.length; r += SERVER_RECORDS_PER_FRAME) {
      const chunk = records.slice(r, r + SERVER_RECORDS_PER_FRAME).join(RECORD_SEPARATOR);
      frames.push(encodeFrame(msgType, chunk));
    }
    batches.push(frames);
  }
  return batches;
}
