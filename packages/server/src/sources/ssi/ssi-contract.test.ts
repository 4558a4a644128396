import type { RecordValues } from "@vnboard/feed/protocol";
import { afterEach, describe, expect, it } from "vitest";
import { ProviderSource } from "../provider-source";
import { type FakeSsiOptions, FakeSsiServer } from "../testing/fake-ssi-server";
import { applyFaults } from "../testing/faults";
import { loadSession } from "../testing/fixture-session";
import { waitFor } from "../testing/wait-for";
import { SsiAdapter } from "./ssi-adapter";

const ID = "consumer-id";
const SECRET = "consumer-secret";
const session = loadSession("ssi-session");
const running: { stop(): unknown }[] = [];

afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.stop();
});

async function feed(fake: Partial<FakeSsiOptions>) {
  const server = new FakeSsiServer({ consumerId: ID, consumerSecret: SECRET, sessions: [session], ...fake });
  running.push(server);
  const url = await server.start();
  const adapter = new SsiAdapter({
    restUrl: url,
    streamUrl: url,
    consumerId: ID,
    consumerSecret: SECRET,
    initialBackoffMs: 20,
    maxBackoffMs: 100,
  });
  const source = new ProviderSource(adapter, { batchIntervalMs: 20 });
  running.push(source);
  source.start();
  return { server, source };
}

/** The session ended: HPG's closing message is in. */
const ended = (source: ProviderSource) => () => source.symbol("HPG")?.tradeSessionCode === "90";

function state(source: ProviderSource): { symbols: RecordValues[]; indices: RecordValues[] } {
  const snapshot = source.snapshot();
  const byKey = (key: string) => (a: RecordValues, b: RecordValues) =>
    String(a[key]).localeCompare(String(b[key]));
  return {
    symbols: [...snapshot.symbols].sort(byKey("code")),
    indices: [...snapshot.indices].sort(byKey("indexCode")),
  };
}

/** The values the fixture implies (ssi-session.jsonl and ssi-rest.json), written out by hand. */
function expectFixtureState(source: ProviderSource): void {
  const hpg = source.symbol("HPG")!;
  expect(hpg).toMatchObject({
    symbolName: "CTCP TAP DOAN HOA PHAT",
    marketCode: "STO",
    securityType: "ST",
    indexCodes: "VN30,VNINDEX",
    refPrice: 28300,
    ceilPrice: 30250,
    floorPrice: 26350,
    priorClosePrice: 28300,
    openPrice: 28350,
    highestPrice: 28600,
    lowestPrice: 28300,
    closePrice: 28550,
    avgPrice: 28480,
    matchPrice: 28550,
    matchQtty: 400000,
    changePrice: 250,
    pctChangePrice: 0.88,
    totalTradedQtty: 3500000,
    totalTradedValue: 99677000000,
    auctionPrice: 0,
    bidPrice1: 28500,
    bidQtty1: 3000,
    bidPrice3: 28400,
    bidQtty3: 90000,
    offerPrice1: 28550,
    offerQtty1: 0,
    offerPrice3: 28650,
    bidPrice4: 0,
    offerQtty10: 0,
    tradeSessionCode: "90",
    securityTradingStatus: "0",
    // Foreign room (R).
    buyForeignQtty: 150000,
    sellForeignQtty: 40000,
    subForeignQtty: 110000,
    buyForeignValue: 4252500000,
    sellForeignValue: 1134000000,
    subForeignValue: 3118500000,
    remainForeignQtty: 1250000000,
    // Odd lot (OL): three levels, the missing third bid stays 0 as sent.
    matchPriceOdd: 28450,
    matchQttyOdd: 55,
    totalTradedQttyOdd: 1270,
    totalTradedValueOdd: 36131500,
    changePriceOdd: 150,
    pctChangePriceOdd: 0.53,
    bidPriceOdd1: 28400,
    bidQttyOdd1: 80,
    bidPriceOdd3: 0,
    offerPriceOdd3: 28600,
    offerQttyOdd3: 10,
  });
  // What SSI does not send stays empty.
  for (const field of ["auctionQtty", "openInterest", "totalBuyQtty", "underlying", "exercisePrice"])
    expect(hpg[field], field).toBeUndefined();

  const shs = source.symbol("SHS")!;
  expect(shs).toMatchObject({ marketCode: "STX", refPrice: 16500, ceilPrice: 18100, floorPrice: 14900 });
  expect(shs).toMatchObject({ symbolName: "CTCP CHUNG KHOAN SAI GON HA NOI", totalTradedQtty: 450000 });
  expect(shs).toMatchObject({ bidPrice10: 15700, bidQtty10: 10000, offerPrice10: 17600, offerQtty10: 20000 });

  const future = source.symbol("VN30F2512")!;
  expect(future).toMatchObject({ marketCode: "DVX", refPrice: 2066.6, ceilPrice: 2211.2, floorPrice: 1922 });
  expect(future).toMatchObject({ securityType: "FT", underlying: "VN30" });
  expect(future).toMatchObject({
    matchPrice: 2072.3,
    totalTradedQtty: 84164,
    totalTradedValue: 17434000000000,
  });
  expect(future).toMatchObject({ bidPrice10: 2071.3, bidQtty10: 19, offerPrice10: 2073.3, offerQtty10: 29 });

  const halted = source.symbol("ROS")!;
  expect(halted).toMatchObject({
    securityTradingStatus: "H",
    refPrice: 3500,
    ceilPrice: 3740,
    floorPrice: 3260,
  });

  expect(source.index("VN30")).toMatchObject({
    indexName: "VN30",
    typeIndex: "STO",
    currentIndex: 1238.76,
    priorIndex: 1226.16,
    changeIndex: 12.6,
    pctChangeIndex: 1.03,
    up: 25,
    noChange: 2,
    down: 3,
    upCeil: 1,
    downFloor: 0,
    totalTradedQtty: 193902100,
    totalTradedValue: 7533344000000,
    totalTradedQttyNM: 191838100,
    totalTradedValueNM: 7289093000000,
    totalTradedQttyPT: 2064000,
    totalTradedValuePT: 244251000000,
    status: "30",
  });
  // The lunch break: VNINDEX's last message says BREAK.
  expect(source.index("VNINDEX")).toMatchObject({ currentIndex: 1702.35, status: "03" });
  expect(source.snapshot().baskets).toEqual({ VN30: ["HPG"], VNINDEX: ["HPG", "ROS"] });
}

/** Swaps that keep the meaning: different symbols, or two messages of one kind for one symbol. */
function canSwap(a: string, b: string): boolean {
  const x = JSON.parse(a) as { DataType: string; Content: string };
  const y = JSON.parse(b) as { DataType: string; Content: string };
  const cx = JSON.parse(x.Content) as { Symbol?: string; IndexId?: string };
  const cy = JSON.parse(y.Content) as { Symbol?: string; IndexId?: string };
  return (cx.Symbol ?? cx.IndexId) !== (cy.Symbol ?? cy.IndexId) || x.DataType === y.DataType;
}

describe("SSI adapter contract (fake FastConnect over real HTTP and WebSocket)", () => {
  it("a replayed session leaves exactly the values the fixture implies", async () => {
    const { server, source } = await feed({});
    await waitFor(ended(source), "the session");
    expectFixtureState(source);
    expect(source.health.malformed).toBe(0);
    expect(source.health.ignored).toBe(1); // the realtime bar (B)
    expect(server.channels).toEqual(["X:ALL", "MI:ALL", "R:ALL", "F:ALL", "OL:ALL"]);
  });

  it("duplicates, swapped neighbours and malformed messages: malformed counted and dropped, same state", async () => {
    const malformed = [
      "{not json",
      JSON.stringify({ DataType: "X", Content: "{bad" }),
      JSON.stringify({ Content: "{}" }),
      JSON.stringify({ DataType: "X", Content: JSON.stringify({ Symbol: "" }) }),
      JSON.stringify({ DataType: "MI", Content: "[1]" }),
      "[1,2]",
      "null",
    ];
    const faulty = applyFaults(session, { duplicate: 0.3, swap: 0.3, seed: 5 }, canSwap);
    const mixed = faulty.flatMap((line, i) =>
      i % 2 === 0 && i / 2 < malformed.length ? [malformed[i / 2], line] : [line],
    );
    const { source } = await feed({ sessions: [mixed] });
    await waitFor(() => ended(source)() && source.health.messages >= mixed.length, "the faulty session");
    expectFixtureState(source);
    expect(source.health.malformed).toBe(malformed.length);
  });

  it("a connection that breaks after dropped messages ends, after the reconnect, in the state of no gap", async () => {
    const clean = await feed({});
    await waitFor(ended(clean.source), "the clean session");
    const firstPart = applyFaults(session.slice(0, 12), { drop: 0.4, seed: 9 });
    const { server, source } = await feed({ sessions: [firstPart, session], breakAfterEarlySessions: true });
    await waitFor(ended(source), "the session after the reconnect");
    expect(server.connections).toBe(2);
    expect(source.health.gaps).toBe(1);
    expect(state(source)).toEqual(state(clean.source));
  });

  it("an expired token is renewed (stream negotiate refused with 401) and the stream resumes", async () => {
    const first = applyFaults(session.slice(0, 5), {});
    const { server, source } = await feed({
      sessions: [first, session],
      breakAfterEarlySessions: true,
      // 11 REST calls, then negotiate and connect: the reconnect's negotiate is refused.
      expireFirstTokenAfter: 13,
    });
    await waitFor(ended(source), "the session after the renewal");
    expect(server.refusedTokens).toBeGreaterThan(0);
    expect(server.tokensIssued).toBe(2);
    expect(source.health.tokenRenewals).toBe(2);
    expectFixtureState(source);
  });

  it("an expired token during the reference calls is renewed and the names still arrive", async () => {
    const { server, source } = await feed({ expireFirstTokenAfter: 2 });
    await waitFor(ended(source), "the session");
    expect(server.tokensIssued).toBe(2);
    expectFixtureState(source);
  });

  it("reconnects when the provider closes connections at its limit", async () => {
    const { server, source } = await feed({ connectionLimitMs: 150 });
    await waitFor(() => server.connections >= 3, "two reconnects after the limit");
    expect(source.health.gaps).toBeGreaterThanOrEqual(2);
    expectFixtureState(source);
  });
});
