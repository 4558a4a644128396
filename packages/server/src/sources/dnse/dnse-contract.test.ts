import type { RecordValues } from "@vnboard/feed/protocol";
import { afterEach, describe, expect, it } from "vitest";
import { ProviderSource } from "../provider-source";
import { type FakeDnseOptions, FakeDnseServer } from "../testing/fake-dnse-server";
import { applyFaults } from "../testing/faults";
import { loadSession } from "../testing/fixture-session";
import { waitFor } from "../testing/wait-for";
import { DnseAdapter, type DnseOptions } from "./dnse-adapter";

const KEY = "test-key";
const SECRET = "test-secret";
const session = loadSession("dnse-session");
const running: { stop(): unknown }[] = [];

afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.stop();
});

async function feed(fake: Partial<FakeDnseOptions>, adapter: Partial<DnseOptions> = {}) {
  const server = new FakeDnseServer({ apiKey: KEY, apiSecret: SECRET, sessions: [session], ...fake });
  running.push(server);
  const url = await server.start();
  const source = new ProviderSource(
    new DnseAdapter({
      url,
      apiKey: KEY,
      apiSecret: SECRET,
      symbols: ["HPG", "SHS", "41I1G2000", "ROS", "VNINDEX"],
      initialBackoffMs: 20,
      maxBackoffMs: 100,
      ...adapter,
    }),
    { batchIntervalMs: 20 },
  );
  running.push(source);
  source.start();
  return { server, source };
}

/** The session ended: HPG's last message (closing price) is in. */
const ended = (source: ProviderSource) => () => source.symbol("HPG")?.closePrice === 28550;

/** Every symbol and index row, by key, for comparing two runs. */
function state(source: ProviderSource): { symbols: RecordValues[]; indices: RecordValues[] } {
  const snapshot = source.snapshot();
  const byKey = (key: string) => (a: RecordValues, b: RecordValues) =>
    String(a[key]).localeCompare(String(b[key]));
  return {
    symbols: [...snapshot.symbols].sort(byKey("code")),
    indices: [...snapshot.indices].sort(byKey("indexCode")),
  };
}

/** The values the fixture implies, written out by hand from dnse-session.jsonl. */
function expectFixtureState(source: ProviderSource): void {
  const hpg = source.symbol("HPG")!;
  expect(hpg).toMatchObject({
    marketCode: "STO",
    securityType: "ST",
    securityTradingStatus: "0",
    refPrice: 28300,
    ceilPrice: 30250,
    floorPrice: 26350,
    openPrice: 28350,
    highestPrice: 28600,
    lowestPrice: 28300,
    avgPrice: 28470,
    matchPrice: 28550,
    matchQtty: 400000,
    changePrice: 250,
    pctChangePrice: 0.88,
    totalTradedQtty: 3500000,
    totalTradedValue: 99677000000,
    closePrice: 28550,
    auctionPrice: 0,
    auctionQtty: 0,
    bidPrice1: 28550,
    bidQtty1: 11000,
    offerPrice3: 28700,
    offerQtty3: 120000,
    totalBidQtty: 640000,
    totalOfferQtty: 920000,
    // Odd-lot board (G4): its own match and three levels; the missing third bid is cleared.
    matchPriceOdd: 28450,
    matchQttyOdd: 55,
    totalTradedQttyOdd: 1270,
    totalTradedValueOdd: 36131500,
    bidPriceOdd1: 28400,
    bidQttyOdd1: 80,
    bidPriceOdd3: 0,
    offerPriceOdd3: 28600,
  });
  // HOSE sends three levels: the deeper ones and the foreign fields DNSE does not send stay empty.
  for (const field of ["bidPrice4", "offerQtty10", "buyForeignQtty", "remainForeignQtty", "symbolName"])
    expect(hpg[field], field).toBeUndefined();

  const shs = source.symbol("SHS")!;
  expect(shs).toMatchObject({ marketCode: "STX", refPrice: 16500, ceilPrice: 18100, floorPrice: 14900 });
  expect(shs).toMatchObject({ totalTradedQtty: 450000, totalTradedValue: 7479000000, matchPrice: 16600 });
  // HNX: ten levels, then a quote of five: levels 6 to 10 are cleared.
  expect(shs).toMatchObject({ bidPrice1: 16600, bidQtty1: 1500, bidPrice5: 16200, bidQtty5: 7500 });
  expect(shs).toMatchObject({
    offerPrice5: 17100,
    offerQtty5: 12500,
    totalBidQtty: 60000,
    totalOfferQtty: 90000,
  });
  for (let level = 6; level <= 10; level++) {
    expect(shs[`bidPrice${level}`]).toBe(0);
    expect(shs[`offerQtty${level}`]).toBe(0);
  }

  const future = source.symbol("41I1G2000")!;
  expect(future).toMatchObject({ marketCode: "DVX", securityType: "FT", openInterest: 24473 });
  expect(future).toMatchObject({ refPrice: 2066.6, ceilPrice: 2211.2, floorPrice: 1922, matchPrice: 1999.8 });
  expect(future).toMatchObject({
    matchQtty: 3,
    totalTradedQtty: 84164,
    avgPrice: 1997.654,
    changePrice: -66.8,
  });
  expect(future).toMatchObject({ totalTradedValue: 16817930100000, bidPrice10: 1998.8, bidQtty10: 19 });
  expect(future).toMatchObject({ offerPrice10: 2000.8, offerQtty10: 29 });

  const halted = source.symbol("ROS")!;
  expect(halted).toMatchObject({
    securityTradingStatus: "H",
    refPrice: 3500,
    ceilPrice: 3740,
    floorPrice: 3260,
  });
  expect(halted.matchPrice).toBeUndefined();

  expect(source.index("VNINDEX")).toMatchObject({
    indexCode: "VNINDEX",
    currentIndex: 1702.35,
    openIndex: 1696.87,
    highestIndex: 1705.1,
    lowestIndex: 1690.2,
    totalTradedQtty: 435873728,
  });
}

/** Swaps that keep the meaning: messages of different symbols, or two trades of one (ordered by volume). */
function canSwap(a: string, b: string): boolean {
  const x = JSON.parse(a) as { T: string; symbol: string };
  const y = JSON.parse(b) as { T: string; symbol: string };
  if (x.symbol !== y.symbol) return true;
  return x.T.startsWith("t") && y.T.startsWith("t") && JSON.parse(a).boardId === JSON.parse(b).boardId;
}

describe("DNSE adapter contract (fake DNSE over a real WebSocket)", () => {
  it("a replayed session leaves exactly the values the fixture implies", async () => {
    const { server, source } = await feed({});
    await waitFor(ended(source), "the session");
    expectFixtureState(source);
    expect(source.health.malformed).toBe(0);
    expect(source.health.ignored).toBe(1); // a stock's minute bar: the board has no use for it
    expect(server.logins).toBe(1);
    expect(server.subscriptions[0]).toEqual([
      { name: "tick.G1.json", symbols: ["HPG", "SHS", "41I1G2000", "ROS", "VNINDEX"] },
      { name: "tick.G4.json", symbols: ["HPG", "SHS", "41I1G2000", "ROS", "VNINDEX"] },
      { name: "ohlc.1D.json", symbols: ["HPG", "SHS", "41I1G2000", "ROS", "VNINDEX"] },
    ]);
  });

  it("duplicates, swapped neighbours and malformed messages: malformed counted and dropped, same state", async () => {
    const malformed = [
      "{not json",
      JSON.stringify({ symbol: "HPG", price: 1 }),
      JSON.stringify({ T: "q", symbol: "HPG", bid: "none" }),
      JSON.stringify({ T: "t", symbol: 12, price: 5 }),
      JSON.stringify({ T: "q", symbol: "SHS", bid: [{ price: "x", quantity: 1 }] }),
      JSON.stringify({ T: "b", type: "INDEX", resolution: "1D", symbol: "VNINDEX" }),
      "[1,2,3]",
      "null",
    ];
    const faulty = applyFaults(session, { duplicate: 0.3, swap: 0.3, seed: 7 }, canSwap);
    const mixed = faulty.flatMap((line, i) =>
      i % 3 === 0 && i / 3 < malformed.length ? [malformed[i / 3], line] : [line],
    );
    const { source } = await feed({ sessions: [mixed] });
    await waitFor(() => ended(source)() && source.health.messages >= mixed.length, "the faulty session");
    expectFixtureState(source);
    expect(source.health.malformed).toBe(malformed.length);
  });

  it("a connection that breaks after dropped messages ends, after the reconnect, in the state of no gap", async () => {
    const clean = await feed({});
    await waitFor(ended(clean.source), "the clean session");
    const firstPart = applyFaults(session.slice(0, 15), { drop: 0.4, seed: 3 });
    const { server, source } = await feed({ sessions: [firstPart, session], breakAfterEarlySessions: true });
    await waitFor(ended(source), "the session after the reconnect");
    expect(server.connections).toBe(2);
    expect(source.health.gaps).toBe(1);
    expect(state(source)).toEqual(state(clean.source));
  });

  it("a refused (expired) login is retried with a fresh signature", async () => {
    const { server, source } = await feed({ refuseFirstLogin: true });
    await waitFor(ended(source), "the session after the second login");
    expect(server.refusedLogins).toBe(1);
    expect(server.logins).toBe(1);
    expectFixtureState(source);
  });

  it("answers pings and reconnects when the provider closes at its connection limit (8 h, short here)", async () => {
    const { server, source } = await feed({ connectionLimitMs: 150, pingMs: 20 });
    await waitFor(() => server.connections >= 3, "two reconnects after the limit");
    await waitFor(ended(source), "the session");
    expect(server.pongs).toBeGreaterThan(0);
    expect(source.health.gaps).toBeGreaterThanOrEqual(2);
    expectFixtureState(source);
  });

  it("opens the next connection before its own limit and closes the old one without a gap", async () => {
    const { server, source } = await feed({}, { maxConnectionMs: 100 });
    await waitFor(() => server.connections >= 3, "two rotations");
    await waitFor(ended(source), "the session");
    expect(source.health.gaps).toBe(0);
    await waitFor(() => server.open <= 2, "old connections closed");
    expectFixtureState(source);
  });
});
