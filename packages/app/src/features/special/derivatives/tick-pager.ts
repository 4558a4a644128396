import { isRestError, type Tick } from "@vnboard/feed/rest";
import { MATCH_POLL_MS } from "../../../shared/live/spec-timings";
import { appendOlder, mergeNewer } from "../../popups/stock/tick-list";
import type { PollTimers } from "./chart-poller";

/**
 * loading: nothing answered yet; ready: answered (the list may be empty); failed: every request so far
 * failed (retried each second); unknown: the server does not know the contract (404, polling stops).
 */
export type HistoryStatus = "loading" | "ready" | "failed" | "unknown";

export interface HistoryView {
  ticks: readonly Tick[];
  status: HistoryStatus;
}

type LoadTicks = (code: string, lastTicks: string, backward: boolean) => Promise<Tick[]>;

const GLOBAL_TIMERS: PollTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * The matched-order history of the open contract (pr/stockmatch), paged like the stock popup's: the
 * first load is backward=Y from ticks '0' (the latest page), then every second backward=N for ticks
 * newer than the newest, and `loadOlder` (the list scrolled to its bottom) backward=Y from the oldest.
 * One request at a time; answers for a contract no longer shown are dropped (spec 5).
 */
export class TickPager {
  private code: string | null = null;
  private generation = 0;
  private busy = false;
  private exhausted = false;
  private timer: unknown = null;
  private view: HistoryView = { ticks: [], status: "loading" };

  constructor(
    private readonly load: LoadTicks,
    private readonly onView: (code: string, view: HistoryView) => void,
    private readonly timers: PollTimers = GLOBAL_TIMERS,
    private readonly intervalMs = MATCH_POLL_MS,
  ) {}

  show(code: string | null): void {
    if (code === this.code) return;
    this.stop();
    this.code = code;
    if (code === null) return;
    this.exhausted = false;
    this.publish(code, { ticks: [], status: "loading" });
    this.poll();
    this.timer = this.timers.setInterval(() => this.poll(), this.intervalMs);
  }

  /** The list reached its bottom: one page older than the oldest tick shown. */
  loadOlder(): void {
    const oldest = this.view.ticks[this.view.ticks.length - 1]?.ticks;
    if (oldest === undefined || this.exhausted) return;
    this.run(oldest, true, (current, answer) => {
      if (answer.length === 0) this.exhausted = true;
      return appendOlder(current, answer);
    });
  }

  destroy(): void {
    this.show(null);
  }

  private poll(): void {
    const newest = this.view.ticks[0]?.ticks;
    if (newest === undefined) this.run("0", true, mergeNewer);
    else this.run(newest, false, mergeNewer);
  }

  private stop(): void {
    this.generation++;
    this.busy = false;
    if (this.timer !== null) this.timers.clearInterval(this.timer);
    this.timer = null;
  }

  private run(
    lastTicks: string,
    backward: boolean,
    apply: (current: Tick[], answer: Tick[]) => Tick[],
  ): void {
    const code = this.code;
    if (code === null || this.busy || this.view.status === "unknown") return;
    const generation = this.generation;
    this.busy = true;
    this.load(code, lastTicks, backward).then(
      (answer) => {
        if (generation !== this.generation) return;
        this.busy = false;
        this.publish(code, { ticks: apply(this.view.ticks as Tick[], answer), status: "ready" });
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.busy = false;
        if (isRestError(error) && error.status === 404) {
          // Another second will not make the contract exist: stop asking.
          if (this.timer !== null) this.timers.clearInterval(this.timer);
          this.timer = null;
          this.publish(code, { ticks: this.view.ticks, status: "unknown" });
        } else if (this.view.status !== "ready") {
          this.publish(code, { ticks: this.view.ticks, status: "failed" });
        }
      },
    );
  }

  private publish(code: string, view: HistoryView): void {
    if (view.ticks === this.view.ticks && view.status === this.view.status) return;
    this.view = view;
    this.onView(code, view);
  }
}
