import { readFileSync } from "node:fs";
import type { MarketBatch } from "../market/market-source";
import { FrameDecoder } from "./frame-decoder";
import { MarketState } from "./market-state";
import type { RecordedLine } from "./recorder";
import { StateBackedSource } from "./state-backed-source";

export interface ReplayOptions {
  file: string;
  /** Playback speed: 2 plays twice as fast. Default 1. */
  speed?: number;
  /** Start again from the beginning at the end of the file. Default false. */
  loop?: boolean;
  /** Timer period, ms. Default 10. */
  tickMs?: number;
}

/** Frames recorded with the same time: one batch (or the preamble). */
interface FrameGroup {
  t: number;
  frames: string[];
}

/**
 * Plays a recording (see FrameRecorder) back as a market source. The first group of frames (the
 * snapshot preamble) makes the initial state; every later group is applied and emitted as one batch
 * when its time comes, scaled by `speed`. The snapshot is always the state built from the frames
 * played so far. When looping, the state is rebuilt from the preamble and emitted whole as a batch.
 */
export class ReplaySource extends StateBackedSource {
  readonly groups: FrameGroup[];
  /** Batches emitted; loops completed. */
  played = 0;
  loops = 0;
  private readonly decoder = new FrameDecoder();
  private readonly speed: number;
  private readonly loop: boolean;
  private readonly tickMs: number;
  private timer: NodeJS.Timeout | null = null;
  private next = 1;
  private startWall = 0;
  private timeAnchor = { time: 0, t: 0 };

  constructor(options: ReplayOptions) {
    super();
    this.speed = options.speed ?? 1;
    this.loop = options.loop ?? false;
    this.tickMs = options.tickMs ?? 10;
    this.groups = readRecording(options.file);
    if (this.groups.length === 0) throw new Error(`${options.file}: empty recording`);
    this.rewind();
  }

  /** Frames that failed to decode. */
  get badFrames(): number {
    return this.decoder.bad;
  }

  /** True once every group was played (never when looping). */
  get finished(): boolean {
    return this.next >= this.groups.length && !this.loop;
  }

  start(): void {
    if (this.timer !== null) return;
    this.startWall = Date.now() - (this.groups[this.next - 1].t - this.groups[0].t) / this.speed;
    this.timer = setInterval(() => this.tick(), this.tickMs);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Plays every group due by now. */
  tick(): void {
    const due = this.groups[0].t + (Date.now() - this.startWall) * this.speed;
    while (this.next < this.groups.length && this.groups[this.next].t <= due) this.playNext();
    if (this.next < this.groups.length) return;
    if (!this.loop) {
      this.stop();
      return;
    }
    this.loops++;
    this.rewind();
    this.startWall = Date.now();
    this.emit(this.state.snapshotAsBatch(this.timeAnchor.time));
  }

  /** Plays the next group at once, whatever its time (tests step through a recording). */
  playNext(): MarketBatch | null {
    if (this.next >= this.groups.length) return null;
    const group = this.groups[this.next++];
    this.applyGroup(group);
    const anchor = this.timeAnchor;
    const batch = this.state.takeBatch(anchor.t === 0 ? group.t : anchor.time + (group.t - anchor.t));
    this.emit(batch);
    return batch;
  }

  private rewind(): void {
    this.state = new MarketState();
    this.timeAnchor = { time: 0, t: 0 };
    this.applyGroup(this.groups[0]);
    this.state.takeBatch(0);
    this.next = 1;
  }

  private applyGroup(group: FrameGroup): void {
    const before = this.state.time;
    for (const text of group.frames) {
      const frame = this.decoder.decode(text);
      if (frame !== null) this.state.apply(frame);
    }
    if (this.state.time !== before) this.timeAnchor = { time: this.state.time, t: group.t };
  }

  protected override emit(batch: MarketBatch): void {
    this.played++;
    super.emit(batch);
  }
}

/** Reads an NDJSON recording into groups of frames sharing one time; bad lines are skipped. */
export function readRecording(file: string): FrameGroup[] {
  const groups: FrameGroup[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    let entry: RecordedLine;
    try {
      entry = JSON.parse(line) as RecordedLine;
    } catch {
      continue;
    }
    if (typeof entry?.t !== "number" || typeof entry.f !== "string") continue;
    const last = groups[groups.length - 1];
    if (last !== undefined && last.t === entry.t) last.frames.push(entry.f);
    else groups.push({ t: entry.t, frames: [entry.f] });
  }
  return groups;
}
