import type { ReplayChange } from "../gateway/client-message";
import { FrameDecoder } from "./frame-decoder";
import type { RecordingTimeline } from "./recording-timeline";
import { StateBackedSource } from "./state-backed-source";

/** Playback speeds a replay accepts (x the recorded pace). */
export const MIN_REPLAY_SPEED = 1;
export const MAX_REPLAY_SPEED = 60;

export interface ReplayPlayerOptions {
  /** Market time to start at (Unix ms); clamped to the recording's span. */
  at: number;
  /** Default 1. */
  speed?: number;
  /** Start paused. Default false. */
  paused?: boolean;
  /** Timer period, ms: every tick applies what became due and emits it as one batch. Default 100. */
  tickMs?: number;
  /** How often a playing replay looks for frames appended to the file (today's recording), ms. Default 2000. */
  refreshMs?: number;
}

/**
 * One client's playback of a recording (the per-connection replay of `/ws/replay`): the market at `at` is
 * every group of the timeline up to that moment, applied to a fresh MarketState (the snapshot the client
 * gets); then a timer advances the replayed clock by the wall time elapsed x speed and applies, as one
 * batch per tick, the groups that became due. Paused, nothing advances, the clock included. At the end of
 * the recording the clock stops at its last moment (and goes on if the file grows).
 */
export class ReplayPlayer extends StateBackedSource {
  private readonly decoder = new FrameDecoder();
  private readonly tickMs: number;
  private readonly refreshMs: number;
  private timer: NodeJS.Timeout | null = null;
  private next = 0;
  private clock: number;
  private speed: number;
  private paused: boolean;
  private lastWall = 0;
  private lastRefresh = 0;

  constructor(
    private readonly timeline: RecordingTimeline,
    options: ReplayPlayerOptions,
  ) {
    super();
    this.tickMs = options.tickMs ?? 100;
    this.refreshMs = options.refreshMs ?? 2000;
    this.speed = options.speed ?? 1;
    this.paused = options.paused ?? false;
    this.clock = Math.min(Math.max(options.at, timeline.first), timeline.last);
    this.applyDue();
    this.state.takeBatch(0); // what led up to `at` is the snapshot, not an update
  }

  /** Frames of the recording that failed to decode. */
  get badFrames(): number {
    return this.decoder.bad;
  }

  /** The replayed market clock (the gateway's msgType 1 and batch times). */
  marketTime(): number {
    return this.clock;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  get currentSpeed(): number {
    return this.speed;
  }

  /** Applies a speed or pause change from the client; false when it is not a valid change. */
  control(change: ReplayChange): boolean {
    const { speed, paused } = change;
    if (speed !== undefined && !isReplaySpeed(speed)) return false;
    if (speed === undefined && paused === undefined) return false;
    this.advance(Date.now());
    if (speed !== undefined) this.speed = speed;
    if (paused !== undefined) this.paused = paused;
    return true;
  }

  start(): void {
    if (this.timer !== null) return;
    this.lastWall = Date.now();
    this.lastRefresh = this.lastWall;
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Advances the clock to now and emits what became due (tests call it directly). */
  tick(now = Date.now()): void {
    this.advance(now);
    if (this.state.pendingRecords > 0) this.emit(this.state.takeBatch(this.clock));
  }

  private advance(now: number): void {
    const elapsed = now - this.lastWall;
    this.lastWall = now;
    if (this.paused || elapsed <= 0) return;
    const timeline = this.timeline;
    if (this.next >= timeline.groups.length && now - this.lastRefresh >= this.refreshMs) {
      this.lastRefresh = now;
      timeline.refresh();
    }
    this.clock = Math.min(this.clock + elapsed * this.speed, timeline.last);
    this.applyDue();
  }

  /** Applies every group whose time is at or before the clock. */
  private applyDue(): void {
    const { groups, times } = this.timeline;
    while (this.next < groups.length && times[this.next] <= this.clock) {
      for (const text of groups[this.next].frames) {
        const frame = this.decoder.decode(text);
        if (frame !== null) this.state.apply(frame);
      }
      this.next++;
    }
  }
}

/** A speed a replay accepts: a whole number from 1 to 60. */
export function isReplaySpeed(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= MIN_REPLAY_SPEED &&
    value <= MAX_REPLAY_SPEED
  );
}
