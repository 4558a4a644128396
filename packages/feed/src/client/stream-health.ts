import type { FeedStats } from "../store/feed-stats";
import type { ConnectionStatus, FeedClientStats } from "./feed-client-options";

/** What the client publishes each tick (`$stats`), from the market's counters. */
export function tickStats(
  stats: FeedStats,
  framesAtLastTick: number,
  now: number,
  reconnects: number,
  latencyMs: number,
): FeedClientStats {
  return {
    framesPerSecond: stats.frames - framesAtLastTick,
    lastFrameAgeMs: stats.lastFrameAt > 0 ? now - stats.lastFrameAt : -1,
    frames: stats.frames,
    badFrames: stats.badFrames,
    reconnects,
    latencyMs,
  };
}

/**
 * The close code a FeedClient gives a socket it dropped as silent (private-use range): a window sharing
 * the leader's socket (SharedFeedSocket) says so, and the leader drops the real one for every window.
 */
export const SILENT_CLOSE_CODE = 4000;

/**
 * How long a connection may stay silent before the client gives it up (`reconnectAfterSilentMs`).
 * The provider sends its clock every second, even when nothing trades, so a socket that has carried no
 * frame for this long is dead: a machine that slept while its server, a proxy or a NAT dropped the
 * connection, a network cut without a reset. The browser does not notice such a socket for hours (no
 * TCP keepalive, and the client never sends anything to fail on); without the watch a wall display
 * stayed "data delayed" until someone reloaded it.
 *
 * Counted in the client's once-a-second ticks that saw no frame, not from the last frame's time: a page
 * frozen by the browser (a discarded tab, a sleeping machine) runs no tick while frozen, so the healthy
 * socket whose frames wait to be delivered when it wakes is not dropped at its first tick.
 */
export class SilenceWatch {
  private quietTicks = 0;
  private framesSeen = -1;

  constructor(
    private readonly tickMs: number,
    /** 0 turns the watch off. */
    private readonly limitMs: number,
  ) {}

  /**
   * One tick, with the frames received so far and the client's status (ticks count while "live" or
   * "stale"): true when the connection went stale and has been silent for the limit.
   */
  tick(frames: number, status: ConnectionStatus): boolean {
    const open = status === "live" || status === "stale";
    this.quietTicks = open && frames === this.framesSeen ? this.quietTicks + 1 : 0;
    this.framesSeen = frames;
    return status === "stale" && this.limitMs > 0 && this.quietTicks * this.tickMs >= this.limitMs;
  }
}
