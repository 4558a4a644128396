import type { DerivativeChartPoint } from "@vnboard/feed/rest";
import { describe, expect, it } from "vitest";
import { CHART_POLL_MS, ChartPoller, type ChartState, type PollTimers } from "./chart-poller";

const point = (code: string, value: number): DerivativeChartPoint => ({
  code,
  time: 1_763_604_000_000,
  value,
  secondValue: value - 3,
});

/** Requests the test answers by hand, and an interval it fires by hand. */
function harness() {
  const requests: { code: string; resolve: (p: DerivativeChartPoint[]) => void; reject: () => void }[] = [];
  const states: [string, ChartState][] = [];
  let tick: (() => void) | null = null;
  let period = 0;
  const timers: PollTimers = {
    setInterval: (callback, ms) => {
      tick = callback;
      period = ms;
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
  };
  const poller = new ChartPoller(
    (code) =>
      new Promise((resolve, reject) => {
        requests.push({ code, resolve, reject: () => reject(new Error("down")) });
      }),
    (code, state) => states.push([code, state]),
    timers,
  );
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    poller,
    requests,
    states,
    fire: () => tick?.(),
    running: () => tick !== null,
    period: () => period,
    flush,
  };
}

describe("derivative chart poller", () => {
  it("loads at once, then every 30 s while the panel is open", async () => {
    const h = harness();
    h.poller.show("F1");
    expect(h.period()).toBe(CHART_POLL_MS);
    expect(h.requests.map((r) => r.code)).toEqual(["F1"]);
    h.requests[0].resolve([point("F1", 1280)]);
    await h.flush();
    expect(h.states.at(-1)).toEqual(["F1", { status: "ready", points: [point("F1", 1280)] }]);
    h.fire();
    expect(h.requests.length).toBe(2);
    h.poller.show(null);
    expect(h.running()).toBe(false);
  });

  it("asks once at a time: a tick during a slow answer sends nothing", () => {
    const h = harness();
    h.poller.show("F1");
    h.fire();
    h.fire();
    expect(h.requests.length).toBe(1);
  });

  it("drops the answer of a contract that is no longer open", async () => {
    const h = harness();
    h.poller.show("F1");
    h.poller.show("F2");
    h.requests[1].resolve([point("F2", 1290)]);
    h.requests[0].resolve([point("F1", 1280)]);
    await h.flush();
    expect(h.states).toEqual([
      ["F1", { status: "loading" }],
      ["F2", { status: "loading" }],
      ["F2", { status: "ready", points: [point("F2", 1290)] }],
    ]);
  });

  it("shows the error state only when nothing loaded, and keeps shown points on a failed poll", async () => {
    const h = harness();
    h.poller.show("F1");
    h.requests[0].reject();
    await h.flush();
    expect(h.states.at(-1)).toEqual(["F1", { status: "failed" }]);
    h.fire();
    h.requests[1].resolve([point("F1", 1280)]);
    await h.flush();
    h.fire();
    h.requests[2].reject();
    await h.flush();
    expect(h.states.at(-1)).toEqual(["F1", { status: "ready", points: [point("F1", 1280)] }]);
  });
});
