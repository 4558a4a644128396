import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { recordingSpan } from "./recording-span";
import { RecordingTimeline } from "./recording-timeline";

/** What `GET /replay/recordings` says of one recording (docs/server.md, "Replay in the app"). */
export interface RecordingInfo {
  /** The file name without `.ndjson`: what `/ws/replay?id=` takes. */
  readonly id: string;
  /** Trading date of its first market time, YYYY-MM-DD (Vietnam time). */
  readonly date: string;
  /** Market time of its first and last recorded moment, Unix ms. */
  readonly first: number;
  readonly last: number;
}

/** A recording's id: letters, digits, `-`, `_`, `.` (never a path). */
export const RECORDING_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const EXTENSION = ".ndjson";
/** Timelines kept read (a day's recording is held in memory while anyone may replay it). */
const KEPT_TIMELINES = 3;

const DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Ho_Chi_Minh",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The recordings in a folder (`--recordings DIR`): every `*.ndjson` file written by FrameRecorder. The
 * listing reads only the ends of each file (its first and last clock), again when the file changed. A
 * replayed one is read once into a RecordingTimeline and kept (the few most recently used), then only
 * what was appended is read again: the server's own recording of today grows while it is replayed.
 */
export class RecordingLibrary {
  private readonly timelines = new Map<string, RecordingTimeline>();
  /** The listing's answer per file, kept while the file's size and time stay the same. */
  private readonly summaries = new Map<
    string,
    { size: number; mtimeMs: number; info: RecordingInfo | null }
  >();

  constructor(readonly dir: string) {}

  /** The folder's recordings that hold at least one frame, newest first. */
  list(): RecordingInfo[] {
    const infos: RecordingInfo[] = [];
    for (const id of this.ids()) {
      const info = this.summary(id);
      if (info !== null) infos.push(info);
    }
    return infos.sort((a, b) => b.first - a.first || a.id.localeCompare(b.id));
  }

  /** A recording's timeline, brought up to date with its file; null for an unknown id. */
  timeline(id: string): RecordingTimeline | null {
    if (!RECORDING_ID.test(id)) return null;
    const file = join(this.dir, `${id}${EXTENSION}`);
    if (!existsSync(file) || !statSync(file).isFile()) return null;
    let timeline = this.timelines.get(id);
    if (timeline === undefined) {
      timeline = new RecordingTimeline(file);
    } else {
      timeline.refresh();
      this.timelines.delete(id);
    }
    this.timelines.set(id, timeline);
    for (const old of this.timelines.keys()) {
      if (this.timelines.size <= KEPT_TIMELINES) break;
      this.timelines.delete(old);
    }
    return timeline;
  }

  private summary(id: string): RecordingInfo | null {
    const { size, mtimeMs } = statSync(join(this.dir, `${id}${EXTENSION}`));
    const kept = this.summaries.get(id);
    if (kept !== undefined && kept.size === size && kept.mtimeMs === mtimeMs) return kept.info;
    const span = recordingSpan(join(this.dir, `${id}${EXTENSION}`));
    const info = span === null ? null : { id, date: DATE.format(span.first), ...span };
    this.summaries.set(id, { size, mtimeMs, info });
    return info;
  }

  private ids(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((name) => name.endsWith(EXTENSION))
      .map((name) => name.slice(0, -EXTENSION.length))
      .filter((id) => RECORDING_ID.test(id));
  }
}
