import { MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import type { BatchFanOut } from "./batch-fan-out";
import type { UpdateFrame } from "./batch-frames";
import { type WireFrame, wireFrameFromText } from "./wire-frame";

/** Default number of recent batches a gateway keeps for clients that resume (60 s at 100 ms). */
export const DEFAULT_RESUME_BATCHES = 600;

/**
 * The sequence mark sent after a batch's frames to clients that asked for marks: plain JSON (the
 * envelope's uncompressed form), `{"msgType":32,"message":{"seq":N,"run":"id","t":ms}}` where `run`
 * names the run that numbers the batches (a restarted server or a new ingest run numbers from scratch,
 * so a client resumes only within one run) and `t` is when the batch was produced (wall clock, Unix ms;
 * clients measure their lag from it). Sent only to those clients, so that a client of the spec's
 * protocol never sees a message type it does not know.
 */
export function sequenceMarkFrame(seq: number, run: string, producedAt?: number): UpdateFrame {
  const message = producedAt === undefined ? { seq, run } : { seq, run, t: producedAt };
  const frame = wireFrameFromText(MsgType.SEQUENCE, JSON.stringify({ msgType: MsgType.SEQUENCE, message }));
  // No records: a slow client's conflation skips the mark; the next batch brings a new one.
  return { ...frame, audience: "sequence", indexCode: "", schema: SYMBOL_SCHEMA, records: [] };
}

/**
 * How a resume is answered, before anything else: `delta` (only the batches after `seq` follow) or
 * `snapshot` (they are no longer kept here: a whole snapshot follows, as on a first connect).
 */
export function resumeFrame(resume: "delta" | "snapshot", seq: number, run: string): WireFrame {
  return wireFrameFromText(
    MsgType.SEQUENCE,
    JSON.stringify({ msgType: MsgType.SEQUENCE, message: { resume, seq, run } }),
  );
}

/**
 * The last `capacity` batches as sent, by sequence number, for clients that resume. Kept contiguous: a
 * batch that does not follow the last one (a source that started again) empties it first.
 */
export class ResumeRing {
  private readonly batches: BatchFanOut[] = [];
  private firstSeq = 0;

  constructor(private readonly capacity = DEFAULT_RESUME_BATCHES) {}

  /** Sequence number of the newest batch, 0 before the first. */
  get lastSeq(): number {
    return this.batches.length === 0 ? 0 : this.firstSeq + this.batches.length - 1;
  }

  push(seq: number, batch: BatchFanOut): void {
    if (this.batches.length > 0 && seq !== this.lastSeq + 1) this.batches.length = 0;
    if (this.batches.length === 0) this.firstSeq = seq;
    this.batches.push(batch);
    if (this.batches.length > this.capacity) {
      this.batches.shift();
      this.firstSeq++;
    }
  }

  /** The batches after `seq`, oldest first ([] when `seq` is the newest), or null when not all are kept. */
  since(seq: number): BatchFanOut[] | null {
    if (this.capacity === 0) return null;
    if (seq === this.lastSeq) return [];
    if (this.batches.length === 0 || seq < this.firstSeq - 1 || seq > this.lastSeq) return null;
    return this.batches.slice(seq - this.firstSeq + 1);
  }
}
