import { type BondDetail, isRestError } from "@vnboard/feed/rest";
import { type BondQuery, queryKey } from "./bond-query";

/** Spec 7 and 9: the bond popup repeats its call every 5 s while open (and on each search). */
export const BOND_POLL_MS = 5000;

/**
 * - `idle`: no code yet (the popup opened on its search box);
 * - `loading`: asked, nothing for this code yet;
 * - `ready`: `detail` is the latest answer for the code;
 * - `unknown`: the provider does not know the code (HTTP 404): polling stops until another search;
 * - `failed`: the call failed and there is no earlier answer for the code; the next poll tries again.
 */
export type BondStatus = "idle" | "loading" | "ready" | "unknown" | "failed";

export interface BondView {
  query: BondQuery;
  status: BondStatus;
  /** The latest answer for `query.code`, possibly for earlier dates (see `detailKey`). */
  detail: BondDetail | null;
  /** queryKey() of the query `detail` answered: its history belongs to those dates. */
  detailKey: string;
}

export type BondLoad = (query: BondQuery) => Promise<BondDetail>;

const IDLE: BondView = { query: { code: "", from: "", to: "" }, status: "idle", detail: null, detailKey: "" };

/**
 * Polls the bond call for the current query: at once on each `search`, then every `intervalMs`. One
 * request at a time per query; an answer is applied only if it is for the current query, for the code
 * it asked about, and newer than the last applied one (spec 5: a response for a selection that changed
 * is ignored). Failures are swallowed (spec 8: the REST client has logged them) and retried on the next
 * poll; a 404 stops the polling of that code. No React here: `publish` receives each new view.
 */
export class BondPoller {
  private query: BondQuery = IDLE.query;
  private view: BondView = IDLE;
  private issued = 0;
  private applied = 0;
  /** Sequence number of the current query's request in flight, 0 when none. */
  private inFlight = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(
    private readonly load: BondLoad,
    private readonly publish: (view: BondView) => void,
    private readonly intervalMs = BOND_POLL_MS,
  ) {}

  get current(): BondView {
    return this.view;
  }

  /** Shows `query` from now on: asks at once and every `intervalMs` after. */
  search(query: BondQuery): void {
    if (this.stopped) return;
    const sameCode = query.code === this.view.query.code && this.view.detail !== null;
    this.query = query;
    this.inFlight = 0; // a request for the previous query no longer holds the next one back
    this.clearTimer();
    if (query.code === "") {
      this.set(IDLE);
      return;
    }
    // A new code shows nothing of the previous bond; new dates keep the bond's information meanwhile.
    this.set(
      sameCode
        ? { ...this.view, query, status: "ready" }
        : { query, status: "loading", detail: null, detailKey: "" },
    );
    this.timer = setInterval(() => this.fetch(), this.intervalMs);
    this.fetch();
  }

  /** Stops polling; answers still on their way are dropped. */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private fetch(): void {
    const query = this.query;
    if (this.stopped || query.code === "" || this.inFlight !== 0) return;
    const seq = ++this.issued;
    this.inFlight = seq;
    this.load(query).then(
      (detail) => this.settle(seq, query, detail, null),
      (error: unknown) => this.settle(seq, query, null, error),
    );
  }

  private settle(seq: number, query: BondQuery, detail: BondDetail | null, error: unknown): void {
    if (this.inFlight === seq) this.inFlight = 0;
    if (this.stopped || query !== this.query || seq < this.applied) return;
    if (detail !== null && detail.stockBondInfo.code.toUpperCase() !== query.code) return;
    this.applied = seq;
    if (detail !== null) {
      this.set({ query, status: "ready", detail, detailKey: queryKey(query) });
    } else if (isRestError(error) && error.status === 404) {
      this.clearTimer();
      this.set({ query, status: "unknown", detail: null, detailKey: "" });
    } else if (this.view.detail === null) {
      this.set({ ...this.view, query, status: "failed" });
    }
  }

  private set(view: BondView): void {
    this.view = view;
    this.publish(view);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
