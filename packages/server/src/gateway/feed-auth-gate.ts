import { FeedCloseCode, type FeedCredential } from "@vnboard/feed";
import type { ClientCommand } from "./client-message";
import type { ClientSession } from "./client-session";

/** What an admitted client holds: a user's session (checked again while it stays), or the display key. */
export type FeedGrant =
  | { readonly kind: "session"; readonly tokenHash: string; readonly expiresAt: number }
  | { readonly kind: "display" };

/** Why a credential was refused: the close code (4401 session, 4403 display key) and its reason. */
export interface FeedRefusal {
  readonly refused: FeedCloseCode;
  readonly reason: string;
}

/** The server's judge of credentials (src/http/feed-access.ts): the sessions table and the display key. */
export interface FeedAccess {
  admit(credential: FeedCredential | null): Promise<FeedGrant | FeedRefusal>;
  /** Hashes of the sessions revoked or expired at `now` (one cheap query: every recheck). */
  endedSessions(now: number): Promise<ReadonlySet<string>>;
  /** Of these session hashes, the ones still live at `now` (a query per 200: the occasional sweep). */
  liveSessions(tokenHashes: readonly string[], now: number): Promise<ReadonlySet<string>>;
}

export function isRefusal(result: FeedGrant | FeedRefusal): result is FeedRefusal {
  return "refused" in result;
}

export interface FeedAuthGateOptions {
  access: FeedAccess;
  /** Closes a client (the gateway's own close: counted, buffers freed). */
  close(session: ClientSession, code: number, reason: string): void;
  /** Runs a client's command once the client is admitted (the gateway's apply). */
  apply(session: ClientSession, command: ClientCommand): void;
  /** Counters (the gateway's stats). */
  stats: { authRefused: number; sessionsEnded: number };
  /** A client must be admitted within this, ms. Default 10,000. */
  authTimeoutMs?: number;
  /** How often the sessions of connected clients are checked again, ms. Default 2,000. */
  recheckIntervalMs?: number;
  /**
   * Every this many rechecks, each connected session is also looked up (a session deleted rather than
   * revoked: the hourly purge, a deleted user). Default 30 (a minute at the default interval).
   */
  sweepEvery?: number;
}

/** Commands a client may send while its credential is being checked (its 4, 2, 3, 32 and indices). */
const MAX_QUEUED = 32;
const FIRST_MESSAGE = 'send {"msgType":0,"token":"..."} first: log in to see the market';
const REVOKED = "session ended (logged out, revoked or expired): log in again";

interface GateState {
  phase: "waiting" | "checking" | "admitted";
  queued: ClientCommand[];
  grant: FeedGrant | null;
  timer: NodeJS.Timeout;
}

/**
 * `--feed-auth token` on the gateway (docs/protocol.md "Feed access"): a client's first message must be
 * a credential; until it is admitted its other commands wait here, so nothing of the market (snapshot,
 * updates, clock, histories) reaches it. Admitted sessions are checked again every few seconds and
 * closed (4401) when revoked or expired.
 */
export class FeedAuthGate {
  private readonly states = new Map<ClientSession, GateState>();
  private readonly authTimeoutMs: number;
  private readonly recheckIntervalMs: number;
  private recheckTimer: NodeJS.Timeout | null = null;
  private rechecking = false;
  private rechecks = 0;

  constructor(private readonly options: FeedAuthGateOptions) {
    this.authTimeoutMs = options.authTimeoutMs ?? 10_000;
    this.recheckIntervalMs = options.recheckIntervalMs ?? 2_000;
  }

  start(): void {
    if (this.recheckTimer !== null) return;
    this.recheckTimer = setInterval(() => void this.recheck(), this.recheckIntervalMs);
    this.recheckTimer.unref();
  }

  stop(): void {
    if (this.recheckTimer !== null) clearInterval(this.recheckTimer);
    this.recheckTimer = null;
    for (const state of this.states.values()) clearTimeout(state.timer);
    this.states.clear();
  }

  /** A new client: it has `authTimeoutMs` to be admitted. */
  connected(session: ClientSession): void {
    const timer = setTimeout(() => {
      if (this.states.get(session)?.phase !== "admitted")
        this.refuse(session, `no credential in time: ${FIRST_MESSAGE}`);
    }, this.authTimeoutMs);
    timer.unref();
    this.states.set(session, { phase: "waiting", queued: [], grant: null, timer });
  }

  forget(session: ClientSession): void {
    const state = this.states.get(session);
    if (state === undefined) return;
    clearTimeout(state.timer);
    this.states.delete(session);
  }

  /** Whether the gateway may run this command now; false when the gate took it (credential, or queued). */
  admits(session: ClientSession, command: ClientCommand): boolean {
    const state = this.states.get(session);
    if (state === undefined) return false;
    if (state.phase === "admitted") return command.kind !== "auth";
    if (state.phase === "checking") {
      if (command.kind === "auth") return false;
      if (state.queued.length >= MAX_QUEUED)
        this.options.close(session, 1008, "too many messages before admission");
      else state.queued.push(command);
      return false;
    }
    if (command.kind !== "auth") {
      this.refuse(session, FIRST_MESSAGE);
      return false;
    }
    state.phase = "checking";
    this.options.access.admit(command.credential).then(
      (result) => this.decided(session, state, result),
      () => {
        if (!session.closed)
          this.options.close(session, 1011, "cannot check the session now: try again later");
      },
    );
    return false;
  }

  private decided(session: ClientSession, state: GateState, result: FeedGrant | FeedRefusal): void {
    if (session.closed || this.states.get(session) !== state) return;
    if (isRefusal(result)) {
      this.options.stats.authRefused++;
      this.options.close(session, result.refused, result.reason);
      return;
    }
    clearTimeout(state.timer);
    state.phase = "admitted";
    state.grant = result;
    const queued = state.queued;
    state.queued = [];
    for (const command of queued) if (!session.closed) this.options.apply(session, command);
  }

  private refuse(session: ClientSession, reason: string): void {
    this.options.stats.authRefused++;
    this.options.close(session, FeedCloseCode.SESSION_REQUIRED, reason);
  }

  /**
   * Closes the admitted clients whose session expired or was revoked (a logout elsewhere): every time
   * against the ended sessions (one query), now and then against each connected one (`sweepEvery`).
   */
  private async recheck(): Promise<void> {
    if (this.rechecking) return;
    this.rechecking = true;
    try {
      const now = Date.now();
      const bySession = new Map<ClientSession, string>();
      for (const [session, state] of this.states) {
        const grant = state.grant;
        if (grant?.kind !== "session") continue;
        if (grant.expiresAt <= now) this.end(session);
        else bySession.set(session, grant.tokenHash);
      }
      if (bySession.size === 0) return;
      const sweep = ++this.rechecks % (this.options.sweepEvery ?? 30) === 0;
      const access = this.options.access;
      const stillLive = sweep
        ? await access
            .liveSessions([...new Set(bySession.values())], now)
            .then((live) => (h: string) => live.has(h))
        : await access.endedSessions(now).then((ended) => (h: string) => !ended.has(h));
      for (const [session, hash] of bySession)
        if (!stillLive(hash) && this.states.has(session)) this.end(session);
    } catch {
      // The database did not answer: the clients stay until the next check can tell.
    } finally {
      this.rechecking = false;
    }
  }

  private end(session: ClientSession): void {
    this.options.stats.sessionsEnded++;
    this.forget(session);
    this.options.close(session, FeedCloseCode.SESSION_REQUIRED, REVOKED);
  }
}
