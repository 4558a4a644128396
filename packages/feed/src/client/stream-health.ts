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
 * socket whose frames wait to be delivered when it wakes is not dropped at its first tick. One call a
 * tick: counts the ticks in a row without a frame while "live" or "stale" (in `silence`), and says
 * whether the connection, "stale", has been silent for `reconnectAfterSilentMs` (0: never).
 */
export function connectionDead(
  silence: { quietTicks: number },
  framesThisTick: number,
  status: ConnectionStatus,
  options: { reconnectAfterSilentMs: number },
): boolean {
  const open = status === "live" || status === "stale";
  silence.quietTicks = open && framesThisTick === 0 ? silence.quietTicks + 1 : 0;
  const limitMs = options.reconnectAfterSilentMs;
  return status === "stale" && limitMs > 0 && silence.quietTicks * 1000 >= limitMs;
}
