import { type BondDetail, RestError } from "@vnboard/feed/rest";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOND_POLL_MS, BondPoller, type BondView } from "./bond-poller";
import type { BondQuery } from "./bond-query";

function detail(code: string, dates: string[] = []): BondDetail {
  return {
    stockBondInfo: { code, issuer: `${code} issuer`, parvalue: 100_000 } as BondDetail["stockBondInfo"],
    stockBondHist: dates.map((TradingDate) => ({ TradingDate }) as BondDetail["stockBondHist"][number]),
  };
}

/** A load whose answers the test releases one by one, in any order. */
function controlledLoad() {
  const calls: { query: BondQuery; resolve: (d: BondDetail) => void; reject: (e: unknown) => void }[] = [];
  const load = (query: BondQuery) =>
    new Promise<BondDetail>((resolve, reject) => {
      calls.push({ query, resolve, reject });
    });
  return { calls, load };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("bond poller", () => {
  let views: BondView[];
  beforeEach(() => {
    vi.useFakeTimers();
    views = [];
  });
  afterEach(() => vi.useRealTimers());

  it("asks at once, then every 5 s, one request at a time, and stops when closed", async () => {
    const { calls, load } = controlledLoad();
    const poller = new BondPoller(load, (v) => views.push(v));
    poller.search({ code: "ABC", from: "20261120", to: "20261120" });
    expect(calls).toHaveLength(1);
    expect(poller.current.status).toBe("loading");
    vi.advanceTimersByTime(BOND_POLL_MS);
    expect(calls).toHaveLength(1); // the first is still on its way
    calls[0]?.resolve(detail("ABC", ["20261120"]));
    await flush();
    expect(poller.current.status).toBe("ready");
    expect(poller.current.detail?.stockBondHist).toHaveLength(1);
    vi.advanceTimersByTime(BOND_POLL_MS);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query).toEqual({ code: "ABC", from: "20261120", to: "20261120" });
    poller.stop();
    calls[1]?.resolve(detail("ABC", ["20261120", "20261119"]));
    await flush();
    vi.advanceTimersByTime(BOND_POLL_MS * 3);
    expect(calls).toHaveLength(2);
    expect(poller.current.detail?.stockBondHist).toHaveLength(1);
  });

  it("drops an answer for a code or dates no longer asked for, even when it arrives last", async () => {
    const { calls, load } = controlledLoad();
    const poller = new BondPoller(load, (v) => views.push(v));
    poller.search({ code: "AAA", from: "", to: "" });
    poller.search({ code: "BBB", from: "", to: "" });
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(detail("BBB"));
    await flush();
    calls[0]?.resolve(detail("AAA"));
    await flush();
    expect(poller.current.detail?.stockBondInfo.code).toBe("BBB");
    // New dates for the same bond: the information stays, the old dates' history is not theirs.
    poller.search({ code: "BBB", from: "20261101", to: "20261120" });
    expect(poller.current.detail?.stockBondInfo.code).toBe("BBB");
    expect(poller.current.detailKey).toBe("BBB||");
    calls[2]?.resolve(detail("BBB", ["20261120"]));
    await flush();
    expect(poller.current.detailKey).toBe("BBB|20261101|20261120");
    poller.stop();
  });

  it("ignores an answer about another bond than the one asked", async () => {
    const { calls, load } = controlledLoad();
    const poller = new BondPoller(load, (v) => views.push(v));
    poller.search({ code: "AAA", from: "", to: "" });
    calls[0]?.resolve(detail("ZZZ"));
    await flush();
    expect(poller.current.status).toBe("loading");
    poller.stop();
  });

  it("swallows a failure and tries again on the next poll, keeping the last answer", async () => {
    const { calls, load } = controlledLoad();
    const poller = new BondPoller(load, (v) => views.push(v));
    poller.search({ code: "AAA", from: "", to: "" });
    calls[0]?.reject(new RestError(500, "server_error", "boom"));
    await flush();
    expect(poller.current.status).toBe("failed");
    vi.advanceTimersByTime(BOND_POLL_MS);
    calls[1]?.resolve(detail("AAA"));
    await flush();
    expect(poller.current.status).toBe("ready");
    vi.advanceTimersByTime(BOND_POLL_MS);
    calls[2]?.reject(new RestError(0, "bad_payload", "half an answer"));
    await flush();
    expect(poller.current.status).toBe("ready");
    expect(poller.current.detail?.stockBondInfo.code).toBe("AAA");
    poller.stop();
  });

  it("stops polling a code the provider does not know (404) until another search", async () => {
    const { calls, load } = controlledLoad();
    const poller = new BondPoller(load, (v) => views.push(v));
    poller.search({ code: "NOPE", from: "", to: "" });
    calls[0]?.reject(new RestError(404, "not_found", "unknown bond"));
    await flush();
    expect(poller.current.status).toBe("unknown");
    vi.advanceTimersByTime(BOND_POLL_MS * 3);
    expect(calls).toHaveLength(1);
    poller.search({ code: "AAA", from: "", to: "" });
    expect(calls).toHaveLength(2);
    poller.stop();
  });

  it("is idle with a blank code and asks nothing", () => {
    const { calls, load } = controlledLoad();
    const poller = new BondPoller(load, (v) => views.push(v));
    poller.search({ code: "", from: "", to: "" });
    vi.advanceTimersByTime(BOND_POLL_MS * 2);
    expect(calls).toHaveLength(0);
    expect(poller.current.status).toBe("idle");
    poller.stop();
  });
});
