import { RECORDING_ID } from "./recording-library";
import { isReplaySpeed, MAX_REPLAY_SPEED, MIN_REPLAY_SPEED } from "./replay-player";

/** A replay's query, checked: `/ws/replay?id=...&at=14:00&speed=10&paused=1`. */
export interface ReplayRequest {
  readonly id: string;
  /** The start, as a function of the recording's first market time (a time of day is on its date); null: the start. */
  readonly at: ((first: number) => number) | null;
  readonly speed: number;
  readonly paused: boolean;
}

/** Vietnam is UTC+7 all year (no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Reads a replay's query; the error names the parameter and what it must be. */
export function replayRequest(query: URLSearchParams): ReplayRequest | { error: string } {
  const id = query.get("id");
  if (id === null || id === "") return { error: "id is required (a recording of GET /replay/recordings)" };
  if (!RECORDING_ID.test(id)) return { error: "id must be a recording id (letters, digits, - _ .)" };
  const at = startOf(query.get("at"));
  if (at === undefined) return { error: "at must be HH:MM, HH:MM:SS (exchange time) or Unix ms" };
  const speedText = query.get("speed");
  const speed = speedText === null ? 1 : Number(speedText);
  if (!isReplaySpeed(speed))
    return { error: `speed must be a whole number from ${MIN_REPLAY_SPEED} to ${MAX_REPLAY_SPEED}` };
  const pausedText = query.get("paused");
  if (pausedText !== null && pausedText !== "0" && pausedText !== "1")
    return { error: "paused must be 0 or 1" };
  return { id, at, speed, paused: pausedText === "1" };
}

/** `at`: a time of day on the recording's date (Vietnam time), or Unix ms; undefined when malformed. */
function startOf(text: string | null): ((first: number) => number) | null | undefined {
  if (text === null || text === "") return null;
  if (/^\d{12,14}$/.test(text)) {
    const ms = Number(text);
    return () => ms;
  }
  const match = TIME_OF_DAY.exec(text);
  if (match === null) return undefined;
  const ofDay = (Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0)) * 1000;
  return (first) => vietnamMidnight(first) + ofDay;
}

/** Midnight (Vietnam time) of the day `time` falls on, Unix ms. */
export function vietnamMidnight(time: number): number {
  return Math.floor((time + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
}
