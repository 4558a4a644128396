import type { UpdateFrame } from "./batch-frames";
import type { BinaryWire } from "./binary-wire";
import { frameText } from "./ws-framing";

/** Decides which frames of a batch a client wants (a ClientSession). */
export interface FrameFilter {
  wants(frame: UpdateFrame): boolean;
  /** Set for a client of the binary encoding: its bytes are the frames' binary forms. */
  readonly binary?: BinaryWire | null;
}

/**
 * The framed bytes of one batch, shared by all clients: each frame framed once, and the concatenation
 * for each distinct subset of frames clients want (most clients want the same subset), built once.
 */
export class BatchFanOut {
  private readonly framed: Buffer[];
  private readonly bySubset = new Map<string, { bytes: Buffer; strings: number }>();

  constructor(readonly frames: readonly UpdateFrame[]) {
    this.framed = frames.map((frame) => frameText(frame.bytes));
  }

  /**
   * The bytes for a client (empty when it wants none of the frames), how many frames they hold, and
   * (binary encoding) the string table entries the client must hold first.
   */
  bytesFor(filter: FrameFilter): { bytes: Buffer; count: number; strings: number } {
    const binary = filter.binary ?? null;
    let key = binary === null ? "" : "b";
    let count = 0;
    for (let i = 0; i < this.frames.length; i++) {
      if (filter.wants(this.frames[i])) {
        key += `${i},`;
        count++;
      }
    }
    let subset = this.bySubset.get(key);
    if (subset === undefined) {
      const parts: Buffer[] = [];
      let strings = 0;
      for (let i = 0; i < this.frames.length; i++) {
        if (!filter.wants(this.frames[i])) continue;
        const form = binary?.formOf(this.frames[i]) ?? null;
        if (form === null) {
          parts.push(this.framed[i]);
        } else {
          parts.push(form.framed);
          if (form.strings > strings) strings = form.strings;
        }
      }
      subset = { bytes: parts.length === 1 ? parts[0] : Buffer.concat(parts), strings };
      this.bySubset.set(key, subset);
    }
    return { bytes: subset.bytes, count, strings: subset.strings };
  }
}
