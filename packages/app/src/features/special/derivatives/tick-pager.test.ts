import { RestError, type Tick } from "@vnboard/feed/rest";
import { describe, expect, it } from "vitest";
import type { PollTimers } from "./chart-poller";
import { type HistoryView, TickPager } from "./tick-pager";

const tick = (n: number): Tick => ({
  ticks: String(n).padStart(6, "0"),
  tradeTime: "10:00:00",
  matchPrice: 1280 + n / 10,
  changePrice: 1,
  matchQtty: n,
  change_TotalTradeQtty: n,
  totalTradeQtty: n,
});

function harness() {
  const requests: {
    code: string;
    lastTicks: string;
    backward: boolean;
    resolve: (t: Tick[]) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const views: [string, HistoryView][] = [];
  let tickFn: (() => void) | null = null;
  const timers: PollTimers = {
    setInterval: (callback) => {
      tickFn = callback;
      return 1;
    },
    clearInterval: () => {
      tickFn = null;
    },
  };
  const pager = new TickPager(
    (code, lastTicks, backward) =>
      new Promise((resolve, reject) => requests.push({ code, lastTicks, backward, resolve, reject })),
    (code, view) => views.push([code, view]),
    timers,
  );
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const shown = () => views.at(-1)?.[1];
  return { pager, requests, views, shown, fire: () => tickFn?.(), polling: () => tickFn !== null, flush };
}

describe("matched history pager", () => {
  it("loads the latest page, then polls newer ticks, and pages older ones at the bottom", async () => {
    const h = harness();
    h.pager.show("F1");
    expect(h.shown()).toEqual({ ticks: [], status: "loading" });
    expect(h.requests[0]).toMatchObject({ code: "F1", lastTicks: "0", backward: true });
    h.requests[0].resolve([tick(12), tick(11), tick(10)]);
    await h.flush();
    h.fire();
    expect(h.requests[1]).toMatchObject({ lastTicks: "000012", backward: false });
    h.requests[1].resolve([tick(14), tick(13)]);
    await h.flush();
    expect(h.shown()?.ticks.map((t) => t.matchQtty)).toEqual([14, 13, 12, 11, 10]);
    h.pager.loadOlder();
    expect(h.requests[2]).toMatchObject({ lastTicks: "000010", backward: true });
    h.requests[2].resolve([tick(9), tick(8)]);
    await h.flush();
    expect(h.shown()?.ticks.map((t) => t.matchQtty)).toEqual([14, 13, 12, 11, 10, 9, 8]);
  });

  it("stops paging older once an older page comes back empty", async () => {
    const h = harness();
    h.pager.show("F1");
    h.requests[0].resolve([tick(2)]);
    await h.flush();
    h.pager.loadOlder();
    h.requests[1].resolve([]);
    await h.flush();
    h.pager.loadOlder();
    expect(h.requests.length).toBe(2);
  });

  it("drops the answer of a contract no longer shown", async () => {
    const h = harness();
    h.pager.show("F1");
    h.pager.show("F2");
    h.requests[0].resolve([tick(1)]);
    await h.flush();
    expect(h.views.map(([code, view]) => [code, view.status])).toEqual([
      ["F1", "loading"],
      ["F2", "loading"],
    ]);
    h.requests[1].resolve([]);
    await h.flush();
    expect(h.views.at(-1)).toEqual(["F2", { ticks: [], status: "ready" }]);
  });

  it("shows the error state until a request succeeds, and stops polling on an unknown contract", async () => {
    const h = harness();
    h.pager.show("F1");
    h.requests[0].reject(new RestError(500, "server_error", "boom"));
    await h.flush();
    expect(h.shown()?.status).toBe("failed");
    h.fire();
    h.requests[1].resolve([tick(1)]);
    await h.flush();
    expect(h.shown()?.status).toBe("ready");
    h.pager.show("ZZZ");
    h.requests[2].reject(new RestError(404, "not_found", "Unknown symbol"));
    await h.flush();
    expect(h.shown()?.status).toBe("unknown");
    expect(h.polling()).toBe(false);
  });
});
