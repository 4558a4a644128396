import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { FrameDecoder } from "./frame-decoder";
import type { RecordedLine } from "./recorder";
import { CLOCK_FRAME_MAX_CHARS } from "./recording-span";

/** Frames recorded with the same wall time `t`: one batch, a clock tick, or the preamble. */
export interface TimedGroup {
  readonly t: number;
  readonly frames: string[];
}

/** Bytes read from the file per call. */
const CHUNK = 4 * 1024 * 1024;

/**
 * A recording (FrameRecorder's NDJSON) as groups placed on the market's clock: each group's time is the
 * last msgType 1 recorded at or before it (the recorder writes one in front of every batch), groups before
 * the first clock take the first clock's time. "The market at 14:00" is then every group whose time is at
 * or before 14:00. A recording without any clock frame falls back on the wall times.
 *
 * The file is read incrementally: `refresh()` reads only what was appended since (the server's own
 * recording of today grows while it is replayed); a partial last line waits for the next refresh.
 */
export class RecordingTimeline {
  readonly groups: TimedGroup[] = [];
  /** Market time (Unix ms) of each group, same index as `groups`; never decreasing. */
  times: number[] = [];
  /** Lines that were not a recorded frame (skipped). */
  badLines = 0;
  private readonly decoder = new FrameDecoder();
  private offset = 0;
  private rest = "";
  private clock = Number.NaN;
  /** Groups at the start that had no clock yet: they take the first clock's time when it comes. */
  private unclocked = 0;

  constructor(readonly file: string) {
    this.refresh();
  }

  /** Market time of the first and last group; 0 for an empty recording. */
  get first(): number {
    return this.times.length === 0 ? 0 : this.times[0];
  }
  get last(): number {
    return this.times.length === 0 ? 0 : this.times[this.times.length - 1];
  }

  /** How many groups have a time at or before `time` (the prefix that makes the market at `time`). */
  countAtOrBefore(time: number): number {
    const times = this.times;
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (times[mid] <= time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Reads what was appended to the file since the last call. Returns true when groups were added. */
  refresh(): boolean {
    const before = this.groups.length;
    const fd = openSync(this.file, "r");
    try {
      const size = fstatSync(fd).size;
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(0, size - this.offset)));
      while (this.offset < size) {
        const read = readSync(fd, buffer, 0, Math.min(buffer.length, size - this.offset), this.offset);
        if (read <= 0) break;
        this.offset += read;
        this.addText(buffer.toString("utf8", 0, read));
      }
    } finally {
      closeSync(fd);
    }
    return this.groups.length > before;
  }

  private addText(text: string): void {
    const lines = (this.rest + text).split("\n");
    this.rest = lines.pop() ?? "";
    for (const line of lines) this.addLine(line);
  }

  private addLine(line: string): void {
    if (line.trim() === "") return;
    let entry: RecordedLine;
    try {
      entry = JSON.parse(line) as RecordedLine;
    } catch {
      this.badLines++;
      return;
    }
    if (typeof entry?.t !== "number" || typeof entry.f !== "string") {
      this.badLines++;
      return;
    }
    const groups = this.groups;
    let last = groups[groups.length - 1];
    if (last === undefined || last.t !== entry.t) {
      last = { t: entry.t, frames: [] };
      groups.push(last);
      // Before the first clock, the wall time stands in (replaced when a clock comes).
      this.times.push(Number.isNaN(this.clock) ? entry.t : this.clock);
      if (Number.isNaN(this.clock)) this.unclocked++;
    }
    last.frames.push(entry.f);
    if (entry.f.length <= CLOCK_FRAME_MAX_CHARS) this.readClock(entry.f);
  }

  private readClock(text: string): void {
    const frame = this.decoder.decode(text);
    if (frame?.kind !== "time" || !Number.isFinite(frame.time)) return;
    // A clock never goes back within a recording's order (a second preamble keeps the order of lines).
    const time = Number.isNaN(this.clock) ? frame.time : Math.max(this.clock, frame.time);
    this.clock = time;
    const times = this.times;
    times[times.length - 1] = time;
    if (this.unclocked > 0) {
      for (let i = 0; i < this.unclocked; i++) times[i] = time;
      this.unclocked = 0;
    }
  }
}
