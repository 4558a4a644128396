import { DECODE_ERROR_NAME } from "../protocol/decode-error";

/**
 * Counters of one feed, mutated in place on the hot path (no allocation); read at a low rate by the
 * client, which publishes a snapshot of them to a store once a second.
 */
export class FeedStats {
  frames = 0;
  bytes = 0;
  records = 0;
  badFrames = 0;
  /** Bad frames per DecodeError code. */
  readonly badByReason = new Uint32Array(DECODE_ERROR_NAME.length);
  /** Wall-clock time (ms since epoch) of the last good frame; 0 before the first. */
  lastFrameAt = 0;

  /** Bad frames by reason name, for logs and the status panel (allocates). */
  badReasons(): Record<string, number> {
    const out: Record<string, number> = {};
    this.badByReason.forEach((count, code) => {
      if (count > 0) out[DECODE_ERROR_NAME[code]] = count;
    });
    return out;
  }

  reset(): void {
    this.frames = 0;
    this.bytes = 0;
    this.records = 0;
    this.badFrames = 0;
    this.badByReason.fill(0);
    this.lastFrameAt = 0;
  }
}
