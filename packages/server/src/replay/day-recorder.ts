import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { FeedGateway } from "../gateway/feed-gateway";
import { FrameRecorder } from "./recorder";

/**
 * `--record-day` (docs/server.md, "Replay in the app"): records the feed the gateway serves into the
 * recordings folder, one file per run named after the wall time it started (UTC), so that today so far
 * can be replayed. Returns the recorder (close it on stop).
 */
export function recordServedDay(dir: string, gateway: FeedGateway, start = new Date()): FrameRecorder {
  mkdirSync(dir, { recursive: true });
  const stamp = start.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const recorder = new FrameRecorder(join(dir, `live-${stamp}.ndjson`));
  recorder.attach(gateway);
  return recorder;
}
