import type { MarketBatch, MarketSource } from "../market/market-source";
import type { BatchFanOut } from "./batch-fan-out";
import {
  encodeSnapshotFrames,
  encodeSnapshotFramesSliced,
  encodeSnapshotHeadFrames,
} from "./snapshot-frames";
import { SnapshotMirror } from "./snapshot-mirror";
import type { WireFrame } from "./wire-frame";
import { type FramedGroup, framedGroup } from "./ws-framing";

export { type FramedGroup, framedGroup } from "./ws-framing";

/** An encoded snapshot, taken at batch `seq`. */
export interface SnapshotEntry {
  seq: number;
  /** Wall-clock time it was taken, ms. */
  at: number;
  group: FramedGroup;
  indexCodes: string[];
}

/** What a joining client is sent: the snapshot, then the batches broadcast since it was taken. */
export interface SnapshotHandOut {
  entry: SnapshotEntry;
  recent: readonly BatchFanOut[];
}

/**
 * The snapshot new clients get, shared by all of them: reused for `maxAgeMs` (clients joining with an
 * older one also get the batches broadcast since it was taken, so that nothing is missed), and encoded
 * in slices off the event loop's critical path so that a client reconnecting in a loop cannot hold the
 * other clients' frames (issue 18: a 1-3 s encode made another client miss 17 of 44 server-time frames).
 */
export class SnapshotCache {
  private entry: SnapshotEntry | null = null;
  /** Batches broadcast since `entry` (or the build under way) was taken. */
  private recent: BatchFanOut[] = [];
  private building: { promise: Promise<SnapshotEntry>; recent: BatchFanOut[] } | null = null;
  private seq = 0;
  private readonly mirror: SnapshotMirror;

  constructor(
    private readonly source: MarketSource,
    private readonly maxAgeMs: number,
    private readonly sourceTime: () => number,
    /**
     * Work on a fresh snapshot's frames before it is handed out, off the event loop's critical path like
     * its encoding (the gateway: the binary encoding's forms, when a binary client is connected).
     */
    private readonly prepare: (frames: WireFrame[]) => Promise<void> | null = () => null,
  ) {
    this.mirror = new SnapshotMirror(source);
  }

  /** Applies a batch to the mirror; keeps its frames (if any) for clients joining with the current snapshot. */
  onBatch(batch: MarketBatch, fanOut: BatchFanOut | null, now: number): void {
    this.seq++;
    this.mirror.apply(batch);
    if (this.building !== null && fanOut !== null) this.building.recent.push(fanOut);
    const entry = this.entry;
    if (entry === null) return;
    if (now - entry.at <= this.maxAgeMs) {
      if (fanOut !== null) this.recent.push(fanOut);
    } else {
      this.entry = null; // too old to hand out: frees its frames and the batches since
      this.recent = [];
    }
  }

  /** The snapshot for a joining client, encoded in slices when the cached one is too old. */
  async handOut(): Promise<SnapshotHandOut> {
    const entry = this.entry;
    if (entry !== null && (entry.seq === this.seq || Date.now() - entry.at <= this.maxAgeMs)) {
      return { entry, recent: this.recent.slice() };
    }
    const building = this.building ?? this.startBuild();
    const built = await building.promise;
    // Runs in the microtask after the build ended: no batch can come in between.
    return { entry: built, recent: building.recent.slice() };
  }

  /**
   * The head of the snapshot with the rows a client shows first (its msgType 4's `first`), as of the last
   * batch, encoded now; null when none of its names matched. Sent before `handOut`'s whole snapshot so the
   * client draws its rows while the rest is encoded and sent.
   */
  head(first: readonly string[]): FramedGroup | null {
    if (first.length === 0) return null;
    const head = this.mirror.head(first);
    return head === null
      ? null
      : framedGroup(encodeSnapshotHeadFrames(head, this.sourceTime(), this.mirror.texts));
  }

  /** The snapshot encoded at once (the recorder's preamble): exact as of the last batch when `fresh`. */
  current(fresh: boolean): SnapshotEntry {
    const entry = this.entry;
    if (entry !== null && (entry.seq === this.seq || (!fresh && Date.now() - entry.at <= this.maxAgeMs))) {
      return entry;
    }
    const snapshot = this.source.snapshot();
    const frames = encodeSnapshotFrames(snapshot, this.sourceTime());
    const indexCodes = snapshot.indices.map((row) => String(row.indexCode));
    this.entry = { seq: this.seq, at: Date.now(), group: framedGroup(frames), indexCodes };
    this.recent = [];
    return this.entry;
  }

  private startBuild(): { promise: Promise<SnapshotEntry>; recent: BatchFanOut[] } {
    const seq = this.seq;
    const at = Date.now();
    const snapshot = this.mirror.snapshot();
    const indexCodes = snapshot.indices.map((row) => String(row.indexCode));
    const recent: BatchFanOut[] = [];
    const encoding = encodeSnapshotFramesSliced(snapshot, this.sourceTime(), this.mirror.texts);
    const promise = encoding.then(async (frames) => {
      await this.prepare(frames);
      const built: SnapshotEntry = { seq, at, group: framedGroup(frames), indexCodes };
      if (this.building?.promise === promise) this.building = null;
      // A newer snapshot (the recorder's) wins; else this one is handed out with the batches since.
      if (this.entry === null || this.entry.seq < seq) {
        this.entry = built;
        this.recent = recent.slice();
      }
      return built;
    });
    // A failed build must not stay the one every later joiner waits on: they would all be refused with it.
    // Its callers see the rejection; the next joiner starts a new build.
    promise.catch(() => {
      if (this.building?.promise === promise) this.building = null;
    });
    this.building = { promise, recent };
    return this.building;
  }
}
