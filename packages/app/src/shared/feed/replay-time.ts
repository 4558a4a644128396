import type { ReplayRecording } from "@vnboard/feed/rest";

/** Vietnam is UTC+7 all year (no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** `HH:MM` or `HH:MM:SS` (exchange time) on the recording's date, as Unix ms; null when malformed. */
export function timeOnRecordingDay(recording: ReplayRecording, text: string): number | null {
  const match = /^\s*([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?\s*$/.exec(text);
  if (match === null) return null;
  const midnight = Math.floor((recording.first + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
  return midnight + (Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0)) * 1000;
}
