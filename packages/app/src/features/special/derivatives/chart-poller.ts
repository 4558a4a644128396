import type { DerivativeChartPoint } from "@vnboard/feed/rest";

/** Spec 7 and 9: the derivative chart is polled every 30 s while its panel is open. */
export const CHART_POLL_MS = 30_000;

/** What the panel's chart shows. `failed` only when nothing was ever loaded for the code. */
export type ChartState =
  | { status: "loading" }
  | { status: "ready"; points: readonly DerivativeChartPoint[] }
  | { status: "failed" };

export interface PollTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const GLOBAL_TIMERS: PollTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * Loads the chart of the open contract now and every 30 s, one request at a time. An answer for a
 * contract no longer open (another row was opened, or the panel closed) is dropped (spec 5). A failed
 * poll keeps the points already shown (spec 8: chart failures are only logged) and is retried at the next
 * tick; only a contract that never loaded shows the error state.
 */
export class ChartPoller {
  private code: string | null = null;
  private generation = 0;
  private busy = false;
  private timer: unknown = null;
  private state: ChartState = { status: "loading" };

  constructor(
    private readonly load: (code: string) => Promise<DerivativeChartPoint[]>,
    private readonly onState: (code: string, state: ChartState) => void,
    private readonly timers: PollTimers = GLOBAL_TIMERS,
    private readonly intervalMs = CHART_POLL_MS,
  ) {}

  /** Opens `code` (null closes): the previous contract's timer stops and its answers are ignored. */
  show(code: string | null): void {
    if (code === this.code) return;
    this.stop();
    this.code = code;
    if (code === null) return;
    this.state = { status: "loading" };
    this.onState(code, this.state);
    this.poll();
    this.timer = this.timers.setInterval(() => this.poll(), this.intervalMs);
  }

  destroy(): void {
    this.show(null);
  }

  private stop(): void {
    this.generation++;
    this.busy = false;
    if (this.timer !== null) this.timers.clearInterval(this.timer);
    this.timer = null;
  }

  private poll(): void {
    const code = this.code;
    if (code === null || this.busy) return;
    const generation = this.generation;
    this.busy = true;
    this.load(code).then(
      (points) => this.settle(generation, code, { status: "ready", points }),
      () => this.settle(generation, code, this.state.status === "ready" ? this.state : { status: "failed" }),
    );
  }

  private settle(generation: number, code: string, next: ChartState): void {
    if (generation !== this.generation) return;
    this.busy = false;
    if (next === this.state) return;
    this.state = next;
    this.onState(code, next);
  }
}
