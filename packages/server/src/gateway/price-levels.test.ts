import { type MarketData, MsgType } from "@vnboard/feed";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServer, type VnboardServer } from "../app";
import { parseConfig } from "../config";
import { FixedClock, localTime, Simulator, TradingCalendar } from "../sim";
import { TestFeedClient } from "./test-feed-client";

let server: VnboardServer | null = null;
const clients: TestFeedClient[] = [];
let sim: Simulator;
let clock: FixedClock;
let url = "";

/**
 * One market for the file: the simulator at 11:00 of a trading day (the morning traded), stepped by
 * hand. The snapshot is cached for a minute, so that later clients join with it and catch up with the
 * batches broadcast since (as they do on a busy server).
 */
beforeAll(async () => {
  const calendar = new TradingCalendar(null);
  const date = calendar.latestOnOrBefore("2026-03-31");
  clock = new FixedClock(localTime(date, 11, 0), calendar);
  sim = new Simulator({ seed: 3, dataDir: null, clock });
  server = createServer(parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1"], {}), {
    source: sim,
    gateway: { snapshotMaxAgeMs: 60_000 },
  });
  url = `${(await server.start()).replace("http", "ws")}/ws`;
  sim.stop(); // advanced by hand below
  sim.advanceTo(clock.time);
}, 120_000);

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  await server?.stop();
  server = null;
});

async function connect(to: string, subscriptions?: number[]): Promise<TestFeedClient> {
  const client = await TestFeedClient.connect(to, subscriptions);
  clients.push(client);
  return client;
}

/** The client's price levels of `code` as "price:quantity" in price order. */
function clientLevels(market: MarketData, code: string): string[] {
  const series = market.priceLevels.get(code);
  if (series === undefined) return [];
  const price = market.priceLevels.column("price");
  const quantity = market.priceLevels.column("quantity");
  const out: string[] = [];
  for (let i = 0; i < series.length; i++) out.push(`${series.at(price, i)}:${series.at(quantity, i)}`);
  return out.sort((a, b) => Number(a.split(":")[0]) - Number(b.split(":")[0]));
}

function sourceLevels(code: string): string[] {
  return (sim.priceLevels(code) ?? []).map((r) => `${r.price}:${r.quantity}`);
}

/** A symbol with many price levels by 11:00 (a chart that shows the whole day, not a few bars). */
function busyCode(): string {
  const codes = sim.snapshot().symbols.map((row) => String(row.code));
  const best = codes.reduce((a, b) =>
    (sim.priceLevels(b)?.length ?? 0) > (sim.priceLevels(a)?.length ?? 0) ? b : a,
  );
  expect(sim.priceLevels(best)!.length).toBeGreaterThanOrEqual(5);
  return best;
}

describe("price levels in the snapshot (msgType 7)", () => {
  it("a client connecting at 11:00 gets every symbol's whole morning of price levels, then keeps them live", async () => {
    const code = busyCode();
    const client = await connect(url);
    await client.until(() => client.hasSnapshot(), 10_000);
    // Before the empty updates that end the snapshot, and before any batch: the whole morning.
    const end = client.types().indexOf(MsgType.BOND_UPDATE);
    expect(client.types().slice(0, end)).toContain(MsgType.PRICE_LEVEL_CHART);
    expect(clientLevels(client.market, code)).toEqual(sourceLevels(code));
    for (const row of sim.snapshot().symbols) {
      const symbol = String(row.code);
      expect(clientLevels(client.market, symbol), symbol).toEqual(sourceLevels(symbol));
    }

    // The live updates that follow land on top of the whole series.
    for (let i = 0; i < 20; i++) {
      clock.time += 500;
      sim.advanceTo(clock.time);
    }
    await client.until(() => clientLevels(client.market, code).join() === sourceLevels(code).join(), 10_000);
    expect(client.market.stats.badFrames).toBe(0);
  });

  it("a client joining with a cached snapshot ends with the levels as of now (catch-up batches on top)", async () => {
    const first = await connect(url);
    await first.until(() => first.hasSnapshot(), 10_000);
    for (let i = 0; i < 5; i++) {
      clock.time += 500;
      sim.advanceTo(clock.time);
    }
    const late = await connect(url);
    await late.until(() => late.hasSnapshot(), 10_000);
    const code = busyCode();
    await late.until(() => clientLevels(late.market, code).join() === sourceLevels(code).join(), 10_000);
    for (const row of sim.snapshot().symbols) {
      const symbol = String(row.code);
      expect(clientLevels(late.market, symbol), symbol).toEqual(sourceLevels(symbol));
    }
  });

  it("a reconnect restores the series its resync cleared", async () => {
    const code = busyCode();
    const first = await connect(url);
    await first.until(() => clientLevels(first.market, code).length > 0, 10_000);
    first.close();

    // The same page's stores on a new connection: the resync clears every series first.
    const market = first.market;
    market.beginResync();
    expect(clientLevels(market, code)).toEqual([]);
    const again = await connect(url, []);
    again.ws.on("message", (data) => market.handleFrame(data.toString()));
    for (const msgType of [4, 2, 3]) again.send({ msgType });
    await again.until(() => again.hasSnapshot(), 10_000);
    await again.until(() => clientLevels(market, code).join() === sourceLevels(code).join(), 10_000);
  });
});
