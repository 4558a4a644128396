import type { FeedClientOptions } from "./feed-client-options";

/**
 * Why the feed is reconnecting, for the host's `log`: a live connection that closed, or the first and
 * every tenth attempt that could not connect (a wrong URL, a provider that is down), with the URL and the
 * close code, which a page cannot otherwise read (the browser prints it to its console only).
 */
export class CloseLog {
  /** Failed attempts since the last open (the first is said, then every tenth). */
  private failed = 0;

  constructor(
    private readonly url: string,
    private readonly log: FeedClientOptions["log"],
  ) {}

  /** A connection opened: the count of failures starts again. */
  opened(): void {
    this.failed = 0;
  }

  /** A socket closed: `opened` whether it had been live. */
  closed(opened: boolean, code: unknown, reason: unknown): void {
    const log = this.log;
    if (log === undefined) return;
    const why = `${typeof code === "number" ? code : "no code"}${typeof reason === "string" && reason !== "" ? ` ${reason}` : ""}`;
    if (opened) log("warn", `feed: ${this.url} closed (${why}), reconnecting`);
    else if (this.failed++ % 10 === 0)
      log("warn", `feed: cannot connect to ${this.url} (${why}; ${this.failed} failed), retrying`);
  }
}
