import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PriceColor, SYMBOL_SCHEMA } from "@vnboard/feed";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createServer, type VnboardServer } from "../app";
import { parseConfig } from "../config";
import { TestFeedClient } from "../gateway/test-feed-client";
import { FakeDnseServer } from "./testing/fake-dnse-server";
import { FakeSsiServer } from "./testing/fake-ssi-server";
import { loadSession } from "./testing/fixture-session";

const S = SYMBOL_SCHEMA.index;
const stops: { stop(): unknown }[] = [];
const clients: TestFeedClient[] = [];
const dir = mkdtempSync(join(tmpdir(), "vnboard-sources-"));

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const item of stops.splice(0).reverse()) await item.stop();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function serve(args: string[], env: NodeJS.ProcessEnv): Promise<{ server: VnboardServer; ws: string }> {
  const base = ["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1", "--batch-ms", "20"];
  const server = createServer(parseConfig([...base, ...args], env));
  stops.push(server);
  const url = await server.start();
  return { server, ws: `${url.replace("http", "ws")}/ws` };
}

async function client(ws: string): Promise<TestFeedClient> {
  const c = await TestFeedClient.connect(ws);
  clients.push(c);
  return c;
}

/** HPG as a browser's store holds it: last price and its colour against the reference. */
function hpg(c: TestFeedClient) {
  const symbols = c.market.symbols;
  const row = symbols.rowOf("HPG");
  return {
    matchPrice: symbols.num(S.matchPrice, row),
    color: symbols.color(S.matchPrice, row),
    refPrice: symbols.num(S.refPrice, row),
    totalTradedQtty: symbols.num(S.totalTradedQtty, row),
  };
}

describe("the server on a provider's market data (--source)", () => {
  it("--source dnse: our protocol's clients see the provider's symbols; --record, then --replay of it", async () => {
    const fake = new FakeDnseServer({ apiKey: "k", apiSecret: "s", sessions: [loadSession("dnse-session")] });
    stops.push(fake);
    const env = {
      DNSE_WS_URL: await fake.start(),
      DNSE_API_KEY: "k",
      DNSE_API_SECRET: "s",
      DNSE_SYMBOLS: "HPG,SHS",
    };
    const record = join(dir, "dnse.ndjson");
    const { server, ws } = await serve(["--source", "dnse", "--record", record], env);
    const early = await client(ws);
    await early.until(() => hpg(early).matchPrice === 28550);
    expect(hpg(early)).toEqual({
      matchPrice: 28550,
      color: PriceColor.UP,
      refPrice: 28300,
      totalTradedQtty: 3500000,
    });
    const late = await client(ws);
    await late.until(() => late.hasSnapshot());
    expect(hpg(late)).toEqual(hpg(early));
    expect(late.market.symbols.num(S.bidPrice10, late.market.symbols.rowOf("SHS"))).toBe(0);
    await server.stop();
    stops.splice(stops.indexOf(server), 1);
    expect(readFileSync(record, "utf8").split("\n").length).toBeGreaterThan(3);

    const replay = await serve(["--source", "replay", "--replay", record, "--speed", "50"], {});
    const viewer = await client(replay.ws);
    await viewer.until(() => hpg(viewer).matchPrice === 28550);
    expect(hpg(viewer)).toEqual(hpg(early));
  });

  it("--source ssi: names from REST, prices from the stream, over our protocol", async () => {
    const fake = new FakeSsiServer({
      consumerId: "id",
      consumerSecret: "secret",
      sessions: [loadSession("ssi-session")],
    });
    stops.push(fake);
    const url = await fake.start();
    const env = {
      SSI_REST_URL: url,
      SSI_STREAM_URL: url,
      SSI_CONSUMER_ID: "id",
      SSI_CONSUMER_SECRET: "secret",
    };
    const { ws } = await serve(["--source", "ssi"], env);
    const c = await client(ws);
    await c.until(
      () =>
        hpg(c).matchPrice === 28550 &&
        c.market.symbols.str(S.symbolName, c.market.symbols.rowOf("HPG")) !== "",
    );
    expect(hpg(c)).toEqual({
      matchPrice: 28550,
      color: PriceColor.UP,
      refPrice: 28300,
      totalTradedQtty: 3500000,
    });
    expect(c.market.symbols.str(S.symbolName, c.market.symbols.rowOf("HPG"))).toBe("CTCP TAP DOAN HOA PHAT");
  });

  it("refuses to start a provider without its credentials, naming the variable", () => {
    expect(() => parseConfig(["--source", "ssi"], {})).toThrow(/SSI_CONSUMER_ID/);
    expect(() => parseConfig(["--source", "dnse"], { DNSE_API_KEY: "k", DNSE_API_SECRET: "s" })).toThrow(
      /DNSE_SYMBOLS/,
    );
    expect(() => parseConfig(["--source", "bloomberg"], {})).toThrow(/--source must be/);
    expect(parseConfig(["--upstream", "ws://h/ws"], {}).source).toEqual({
      kind: "relay",
      upstream: "ws://h/ws",
    });
  });
});
