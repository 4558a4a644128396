import { SYMBOL_SCHEMA } from "@vnboard/feed";
import { afterEach, describe, expect, it } from "vitest";
import { createServer, type VnboardServer } from "../app";
import { parseConfig } from "../config";
import { FixedClock, localTime, Simulator, TradingCalendar } from "../sim";
import { TestFeedClient } from "./test-feed-client";

const S = SYMBOL_SCHEMA.index;
let server: VnboardServer | null = null;
let client: TestFeedClient | null = null;

afterEach(async () => {
  client?.close();
  await server?.stop();
  server = null;
});

describe("the gateway with the real simulator", () => {
  it("delivers the simulator's snapshot and batches; the client's symbols match the simulator's", async () => {
    const calendar = new TradingCalendar(null);
    const date = calendar.latestOnOrBefore("2026-03-31");
    const clock = new FixedClock(localTime(date, 10, 0), calendar);
    const sim = new Simulator({ seed: 3, dataDir: null, clock });
    server = createServer(parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1"], {}), {
      source: sim,
    });
    const url = await server.start();
    sim.stop(); // advanced by hand below
    sim.advanceTo(clock.time);
    client = await TestFeedClient.connect(`${url.replace("http", "ws")}/ws`);
    const c = client;
    await c.until(() => c.hasSnapshot(), 10_000);
    for (let i = 0; i < 20; i++) {
      clock.time += 100;
      sim.advanceTo(clock.time);
    }
    const expected = sim.snapshot().symbols;
    expect(expected.length).toBeGreaterThan(100);
    const matches = () =>
      expected.every((row) => {
        const r = c.market.symbols.rowOf(String(row.code));
        const want = row.matchPrice;
        return (
          r >= 0 &&
          (want === undefined || want === null || c.market.symbols.num(S.matchPrice, r) === Number(want))
        );
      });
    await c.until(matches, 10_000);
    expect(c.market.stats.badFrames).toBe(0);
    expect(server.gateway.stats.records).toBeGreaterThan(0);
  });
});
