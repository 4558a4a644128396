/**
 * Counters of a provider connection, for logs, tests and the soak: what was received, what was dropped
 * and why, how often the connection broke, and whether the data is stale (nothing received for longer
 * than `staleAfterMs` while connected, e.g. a provider that stopped sending without closing).
 */
export class SourceHealth {
  messages = 0;
  malformed = 0;
  outOfOrder = 0;
  ignored = 0;
  connections = 0;
  /** Unexpected disconnections: the updates sent meanwhile were missed until the next subscription. */
  gaps = 0;
  tokenRenewals = 0;
  connected = false;
  lastMessageAt = 0;
  /** The last few malformed-message reasons, newest last (for logs). */
  readonly recentErrors: string[] = [];

  constructor(private readonly staleAfterMs: number) {}

  /** True when connected but silent for longer than the stale limit. */
  stale(now = Date.now()): boolean {
    return this.connected && this.lastMessageAt > 0 && now - this.lastMessageAt > this.staleAfterMs;
  }

  noteError(reason: string): void {
    this.malformed++;
    this.recentErrors.push(reason);
    if (this.recentErrors.length > 10) this.recentErrors.shift();
  }

  summary(): Record<string, number | boolean> {
    return {
      messages: this.messages,
      malformed: this.malformed,
      outOfOrder: this.outOfOrder,
      ignored: this.ignored,
      connections: this.connections,
      gaps: this.gaps,
      tokenRenewals: this.tokenRenewals,
      connected: this.connected,
      stale: this.stale(),
    };
  }
}
