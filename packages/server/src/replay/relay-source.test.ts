import { SYMBOL_SCHEMA } from "@vnboard/feed";
import { afterEach, describe, expect, it } from "vitest";
import { until } from "../../../feed/src/testing/poll";
import { createServer, type VnboardServer } from "../app";
import { parseConfig } from "../config";
import { SyntheticMarketSource } from "../gateway/synthetic-market-source";
import { ioTurn, TestFeedClient } from "../gateway/test-feed-client";
import { RelaySource } from "./relay-source";

const S = SYMBOL_SCHEMA.index;
const servers: VnboardServer[] = [];
const clients: TestFeedClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const server of servers.splice(0)) await server.stop();
});

async function serve(port: number, source?: SyntheticMarketSource | RelaySource, args: string[] = []) {
  const server = createServer(
    parseConfig(["--data-dir", ":memory:", "--port", String(port), "--host", "127.0.0.1", ...args], {}),
    {
      source,
    },
  );
  servers.push(server);
  const url = await server.start();
  return { server, ws: `${url.replace("http", "ws")}/ws` };
}

function matchesSource(c: TestFeedClient, source: SyntheticMarketSource): boolean {
  for (const [code, row] of source.symbols) {
    const r = c.market.symbols.rowOf(code);
    if (c.market.symbols.num(S.totalTradedQtty, r) !== row.totalTradedQtty) return false;
    if (c.market.symbols.num(S.matchPrice, r) !== row.matchPrice) return false;
  }
  return true;
}

describe("RelaySource", () => {
  it("relays a provider: snapshot for new clients, then its updates; reconnects after the upstream restarts", async () => {
    const market = new SyntheticMarketSource({ symbols: 400, updatesPerSecond: 2000, seed: 31 });
    const upstream = await serve(0, market);
    market.stop();
    for (let i = 0; i < 3; i++) market.step();
    const relay = new RelaySource({ url: upstream.ws, batchIntervalMs: 20, initialBackoffMs: 50 });
    const downstream = await serve(0, relay);
    const early = await TestFeedClient.connect(downstream.ws);
    clients.push(early);
    await until(() => relay.connected, { timeoutMs: 5000, what: "the relay connected upstream" });
    // A client that connected before the relay had its snapshot catches up from the relayed state.
    await early.until(() => matchesSource(early, market), 5000);

    const late = await TestFeedClient.connect(downstream.ws);
    clients.push(late);
    await late.until(() => late.hasSnapshot());
    expect(matchesSource(late, market)).toBe(true);
    for (let i = 0; i < 10; i++) {
      market.step();
      await ioTurn(5);
    }
    await late.until(() => matchesSource(late, market), 5000);
    await early.until(() => matchesSource(early, market), 5000);
    // Index series reach the relay's clients too (the relay subscribes to every index upstream).
    await late.until(() => (late.market.indexCharts.get("VN30")?.length ?? 0) > 0, 5000);
    expect(relay.badFrames).toBe(0);

    // The upstream goes away and comes back on the same port: the relay reconnects and resyncs.
    const port = Number(new URL(upstream.ws).port);
    await upstream.server.stop();
    servers.splice(servers.indexOf(upstream.server), 1);
    await until(() => !relay.connected, { what: "the relay saw the upstream go" });
    for (let i = 0; i < 5; i++) market.step();
    await serve(port, market);
    market.stop();
    await late.until(() => matchesSource(late, market), 10_000);
    expect(relay.connections).toBeGreaterThanOrEqual(2);
  });
});
