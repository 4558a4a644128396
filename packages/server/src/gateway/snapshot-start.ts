import { resumeFrame } from "./batch-sequence";
import type { ClientSession } from "./client-session";
import type { GatewayStats } from "./gateway-stats";
import { type FramedGroup, framedGroup, type SnapshotCache, type SnapshotHandOut } from "./snapshot-cache";

/**
 * How long the rest of a snapshot waits for the ask of a client that said `"rest":"ask"` (docs/protocol.md
 * "Snapshot order"). The app asks when its board has painted the head's rows, at most a second after
 * they came (FIRST_ROWS_HOLD_MS); a client that never asks gets the market this much later.
 */
export const SNAPSHOT_REST_WAIT_MS = 1_500;

/** What starting a client's snapshot needs from the gateway. */
export interface SnapshotStartContext {
  readonly snapshots: SnapshotCache;
  readonly stats: GatewayStats;
  sendGroup(session: ClientSession, group: FramedGroup): void;
  close(session: ClientSession, code: number, reason: string): void;
  currentSeq(): number;
  currentRun(): string;
  /** Sends the whole snapshot and the batches since, then the live stream. */
  joinLive(session: ClientSession, handOut: SnapshotHandOut): void;
}

/**
 * A client's snapshot once it is due: the head (the rows it shows first), then the whole snapshot, at
 * once or, for a client that asked for the rest itself, at its msgType 33.
 */
export class SnapshotStart {
  constructor(private readonly ctx: SnapshotStartContext) {}

  start(session: ClientSession): void {
    session.awaitingSnapshot = true;
    // Sent at once, the rest's ~300 frames reached the page while it drew the head's rows and delayed
    // them by up to 400 ms (docs/board-engine.md "First paint"). Not on a live connection, whose other
    // windows would wait for their updates meanwhile.
    if (this.sendHead(session) && session.restOnAsk && !session.live) {
      session.restWait = setTimeout(() => this.sendRest(session), SNAPSHOT_REST_WAIT_MS);
      session.restWait.unref?.();
      return;
    }
    this.sendRest(session);
  }

  /** The whole snapshot, taken now (the batches since it are all in its hand-out), then live. */
  sendRest(session: ClientSession): void {
    this.forget(session);
    if (session.closed) return;
    this.ctx.snapshots.handOut().then(
      (handOut) => this.ctx.joinLive(session, handOut),
      () => {
        this.ctx.stats.snapshotsFailed++;
        this.ctx.close(session, 1011, "snapshot failed");
      },
    );
  }

  /** Stops a session's wait for its ask (the rest goes now, or the client went). */
  forget(session: ClientSession): void {
    if (session.restWait !== null) clearTimeout(session.restWait);
    session.restWait = null;
  }

  /**
   * The rows the client shows first, ahead of the whole snapshot (docs/protocol.md "Snapshot order"):
   * its board draws while the rest is encoded and sent. The resume answer goes first, as it would with
   * the snapshot, so that a resuming client resets its stores before these rows and not after.
   */
  private sendHead(session: ClientSession): boolean {
    const head = this.ctx.snapshots.head(session.snapshotFirst);
    if (head === null) return false;
    if (session.wantsSequence) {
      this.ctx.sendGroup(
        session,
        framedGroup([resumeFrame("snapshot", this.ctx.currentSeq(), this.ctx.currentRun())]),
      );
      session.resumeAnswered = true;
    }
    this.ctx.sendGroup(session, head);
    this.ctx.stats.snapshotHeads++;
    return true;
  }
}
