import type { BatchFanOut, FrameFilter } from "./batch-fan-out";
import type { UpdateFrame } from "./batch-frames";
import { ResumeRing, resumeFrame } from "./batch-sequence";
import type { ClientSession } from "./client-session";
import type { GatewayStats } from "./gateway-stats";
import type { WireFrame } from "./wire-frame";

/** A resuming client ahead of this gateway by at most this many batches waits for it (else a snapshot). */
const MAX_RESUME_AHEAD = 50;
/** How long it waits at most, ms. */
const MAX_RESUME_WAIT_MS = 3000;

/** What resuming needs from the gateway. */
export interface ResumeHost {
  currentSeq(): number;
  currentRun(): string;
  send(session: ClientSession, frames: WireFrame[]): void;
  sendFanOut(session: ClientSession, fanOut: BatchFanOut, filter: FrameFilter): void;
  /** Starts the client the usual way (snapshot) once resuming is not possible. */
  start(session: ClientSession): void;
  stats: GatewayStats;
}

/**
 * Clients that come back with the last sequence they applied (`{"msgType":32,"seq":N}` before their 4):
 * they get only the batches after N when this gateway still keeps them all, exactly as sent to everyone
 * (with their marks). A client that left a gateway slightly ahead of this one waits until this one
 * has caught up, for a few seconds at most.
 */
export class ResumeSessions {
  readonly ring: ResumeRing;
  private readonly waiting = new Map<ClientSession, number>();

  constructor(
    capacity: number,
    private readonly host: ResumeHost,
  ) {
    this.ring = new ResumeRing(capacity);
  }

  isWaiting(session: ClientSession): boolean {
    return this.waiting.has(session);
  }

  forget(session: ClientSession): void {
    this.waiting.delete(session);
  }

  /** True when the client was resumed (or waits to be); false when it needs the snapshot. */
  tryResume(session: ClientSession): boolean {
    const from = session.resumeFrom;
    if (!session.wantsSequence || from === null) return false;
    if (session.resumeRun !== this.host.currentRun()) {
      // Another run's numbers (a restarted server, a new ingest run, a client that did not say).
      this.host.stats.resumeSnapshots++;
      return false;
    }
    const ahead = from - this.host.currentSeq();
    if (ahead > 0 && ahead <= MAX_RESUME_AHEAD && !this.waiting.has(session)) {
      this.waiting.set(session, Date.now());
      return true;
    }
    const missed = this.ring.since(from);
    if (missed === null) {
      this.host.stats.resumeSnapshots++;
      return false;
    }
    this.host.send(session, [resumeFrame("delta", from, this.host.currentRun())]);
    const filter = catchUpFilter(session, true);
    for (const fanOut of missed) this.host.sendFanOut(session, fanOut, filter);
    this.host.stats.resumed++;
    session.live = true;
    return true;
  }

  /** Starts the waiting clients this gateway has caught up with, or that waited too long (snapshot). */
  startWaiting(now: number): void {
    if (this.waiting.size === 0) return;
    for (const [session, since] of this.waiting) {
      const caughtUp = (session.resumeFrom ?? 0) <= this.host.currentSeq();
      if (!caughtUp && now - since < MAX_RESUME_WAIT_MS) continue;
      this.waiting.delete(session);
      if (session.closed) continue;
      if (!caughtUp) session.resumeFrom = null;
      this.host.start(session);
    }
  }
}

/**
 * The frames of past batches a starting client gets: whatever it subscribed (its 2 and 3 follow its 4),
 * the series of its indices, and the sequence marks when `withMarks` (a resume; after a snapshot one
 * mark for the newest batch is sent instead).
 */
export function catchUpFilter(session: ClientSession, withMarks: boolean): FrameFilter {
  return {
    wants: (f: UpdateFrame) =>
      f.audience === "sequence"
        ? withMarks
        : f.audience !== "indexSeries" || session.indexCodes.has(f.indexCode),
  };
}
