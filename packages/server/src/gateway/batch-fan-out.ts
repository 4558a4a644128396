import type { UpdateFrame } from "./batch-frames";
import { frameText } from "./ws-framing";

/** Decides which frames of a batch a client wants (a ClientSession). */
export interface FrameFilter {
  wants(frame: UpdateFrame): boolean;
}

/**
 * The framed bytes of one batch, shared by all clients: each frame framed once, and the concatenation
 * for each distinct subset of frames clients want (most clients want the same subset), built once.
 */
export class BatchFanOut {
  private readonly framed: Buffer[];
  private readonly bySubset = new Map<string, Buffer>();

  constructor(readonly frames: readonly UpdateFrame[]) {
    this.framed = frames.map((frame) => frameText(frame.bytes));
  }

  /** The bytes for a client (empty when it wants none of the frames), and how many frames they hold. */
  bytesFor(filter: FrameFilter): { bytes: Buffer; count: number } {
    let key = "";
    let count = 0;
    for (let i = 0; i < this.frames.length; i++) {
      if (filter.wants(this.frames[i])) {
        key += `${i},`;
        count++;
      }
    }
    let bytes = this.bySubset.get(key);
    if (bytes === undefined) {
      const parts: Buffer[] = [];
      for (let i = 0; i < this.frames.length; i++)
        if (filter.wants(this.frames[i])) parts.push(this.framed[i]);
      bytes = parts.length === 1 ? parts[0] : Buffer.concat(parts);
      this.bySubset.set(key, bytes);
    }
    return { bytes, count };
  }
}
