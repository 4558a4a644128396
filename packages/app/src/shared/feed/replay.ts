import type { ReplayRecording } from "@vnboard/feed/rest";
import { atom } from "nanostores";
import { FEED_BASE, feed, market } from "./market";

export { timeOnRecordingDay } from "./replay-time";

/** Playback speeds the replay bar offers (the server takes any whole number from 1 to 60). */
export const REPLAY_SPEEDS: readonly number[] = [1, 2, 5, 10, 30, 60];

/** What is being replayed: the recording, its speed and whether it is paused. Null: the live market. */
export interface ReplayState {
  readonly recording: ReplayRecording;
  readonly speed: number;
  readonly paused: boolean;
}

/** The replay playing now, or null for the live market (every board follows the one feed either way). */
export const $replay = atom<ReplayState | null>(null);

/** msgType 40 (docs/protocol.md, "Replay"): a replay's speed and pause, on the same socket. */
const REPLAY_CONTROL = 40;

/**
 * Replays `recording` from `at` (market time, Unix ms; clamped to the recording): the one FeedClient is
 * repointed to `/ws/replay`, the stores are reset and refilled from the market as it was then. A replay
 * already playing jumps (a new connection: going back in time needs fresh stores anyway).
 */
export function playReplay(recording: ReplayRecording, at: number, speed: number, paused: boolean): void {
  const time = Math.min(Math.max(Math.round(at), recording.first), recording.last);
  $replay.set({ recording, speed, paused });
  const query = new URLSearchParams({
    id: recording.id,
    at: String(time),
    speed: String(speed),
    paused: paused ? "1" : "0",
  });
  // The market's clock jumps with the replay: the header shows the new time before the snapshot lands.
  market.$serverTime.set(time);
  feed.setUrl(`${FEED_BASE}/replay?${query}`);
}

/** Changes the playing replay's speed or pause without a new connection. */
export function controlReplay(change: { speed?: number; paused?: boolean }): void {
  const state = $replay.get();
  if (state === null) return;
  $replay.set({ ...state, ...change });
  feed.send({ msgType: REPLAY_CONTROL, ...change });
}

/** Back to the live market, in one step. */
export function goLive(): void {
  if ($replay.get() === null) return;
  $replay.set(null);
  feed.setUrl(FEED_BASE);
}

// A replay whose connection dropped comes back where it was, not where it started: the reconnect goes
// to the replayed clock's time (once; while the server stays away the URL does not change again).
feed.$status.listen((status) => {
  const replay = $replay.get();
  if (status !== "reconnecting" || replay === null) return;
  playReplay(replay.recording, market.$serverTime.get(), replay.speed, replay.paused);
});
