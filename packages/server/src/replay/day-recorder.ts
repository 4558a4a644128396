import { mkdirSync, readdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import type { FeedGateway } from "../gateway/feed-gateway";
import { FrameRecorder } from "./recorder";

/**
 * How many of the server's own day recordings (`live-*.ndjson`) are kept: a busy day is tens of MB an
 * hour, and a board left running for weeks must not fill its disk. Recordings put in the folder by
 * hand (any other name) are never deleted.
 */
export const KEPT_DAY_RECORDINGS = 5;

const DAY_RECORDING = /^live-\d{8}-\d{6}\.ndjson$/;

/**
 * `--record-day` (docs/server.md, "Replay in the app"): records the feed the gateway serves into the
 * recordings folder, one file per run named after the wall time it started (UTC), so that today so far
 * can be replayed; the oldest of the server's own recordings beyond KEPT_DAY_RECORDINGS (this one
 * included) are deleted first. Returns the recorder (close it on stop).
 */
export function recordServedDay(dir: string, gateway: FeedGateway, start = new Date()): FrameRecorder {
  mkdirSync(dir, { recursive: true });
  pruneDayRecordings(dir, KEPT_DAY_RECORDINGS - 1);
  const stamp = start.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const recorder = new FrameRecorder(join(dir, `live-${stamp}.ndjson`));
  recorder.attach(gateway);
  return recorder;
}

/** Deletes all but the newest `keep` day recordings in `dir` (their names sort by start time). */
export function pruneDayRecordings(dir: string, keep: number): string[] {
  const own = readdirSync(dir)
    .filter((name) => DAY_RECORDING.test(name))
    .sort();
  const old = own.slice(0, Math.max(0, own.length - keep));
  for (const name of old) unlinkSync(join(dir, name));
  return old;
}
