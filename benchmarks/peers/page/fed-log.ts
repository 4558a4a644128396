/** Batches kept per page: 100 a second for over 20 minutes. */
const MAX_BATCHES = 1 << 17;

/** How the feed server's stream is laid out, told to the page in its URL (`snapshot=`, `perBatch=`). */
export interface FeedLayout {
  /** Frames of the snapshot, sent first. */
  snapshotFrames: number;
  /** Frames of every update batch (the server sends whole batches only). */
  framesPerBatch: number;
}

/** What an applied frame was: part of the snapshot, its last frame, or an update. */
export const FrameRole = { SNAPSHOT: 0, SNAPSHOT_END: 1, UPDATE: 2 } as const;

/**
 * Arrival times of the update batches, by sequence number (index = the server's send order).
 *
 * Frames are counted as they are applied to the store: the snapshot's, then the updates' in whole
 * batches. A batch counts as fed with its last frame (`count` is what a grid's commit covers), stamped
 * with its first frame's arrival (update-to-paint latency runs from there). Each frame is counted just
 * before it is applied: the store's change listeners run inside the apply, and a grid that reads
 * `count` there must see the batch it is being handed (read after, it would claim one batch less and
 * its latency would gain a whole batch interval).
 */
export class FedLog {
  readonly at = new Float64Array(MAX_BATCHES);
  /** Batches whose every frame is in the store. */
  count = 0;
  private frames = 0;
  private batchArrivedAt = 0;

  constructor(private readonly layout: FeedLayout) {
    if (!(layout.snapshotFrames > 0 && Number.isInteger(layout.snapshotFrames)))
      throw new Error(`snapshot frames must be a positive integer, got ${layout.snapshotFrames}`);
    if (!(layout.framesPerBatch > 0 && Number.isInteger(layout.framesPerBatch)))
      throw new Error(`frames per batch must be a positive integer, got ${layout.framesPerBatch}`);
  }

  /** Counts one frame, about to be applied, that arrived at `arrivedAt` (performance.now() of this page). */
  frameApplying(arrivedAt: number): number {
    const index = this.frames++;
    const { snapshotFrames, framesPerBatch } = this.layout;
    if (index < snapshotFrames)
      return index === snapshotFrames - 1 ? FrameRole.SNAPSHOT_END : FrameRole.SNAPSHOT;
    const inBatch = (index - snapshotFrames) % framesPerBatch;
    if (inBatch === 0) this.batchArrivedAt = arrivedAt;
    if (inBatch === framesPerBatch - 1) {
      if (this.count < MAX_BATCHES) this.at[this.count] = this.batchArrivedAt;
      this.count++;
    }
    return FrameRole.UPDATE;
  }
}
