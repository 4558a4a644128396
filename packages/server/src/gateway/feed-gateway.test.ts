import { INDEX_SCHEMA, MARKET_SCHEMA, type MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { afterEach, describe, expect, it } from "vitest";
import { until } from "../../../feed/src/testing/poll";
import { GatewayFixture } from "./gateway-fixture";
import { SYNTHETIC_INDEX_CODES, SyntheticMarketSource } from "./synthetic-market-source";
import { ioTurn } from "./test-feed-client";

const S = SYMBOL_SCHEMA.index;
const I = INDEX_SCHEMA.index;
const M = MARKET_SCHEMA.index;

const fixture = new GatewayFixture();
const startServer = (source: SyntheticMarketSource) => fixture.start(source);
const connect = (url: string, subscriptions?: number[]) => fixture.connect(url, subscriptions);

afterEach(() => fixture.stop());

/** Every symbol, index and market of the client equals the source's. */
function expectStoresMatch(market: MarketData, source: SyntheticMarketSource): void {
  for (const [code, row] of source.symbols) {
    const r = market.symbols.rowOf(code);
    expect(r, code).toBeGreaterThanOrEqual(0);
    expect(market.symbols.num(S.matchPrice, r), code).toBe(row.matchPrice);
    expect(market.symbols.num(S.totalTradedQtty, r), code).toBe(row.totalTradedQtty);
    expect(market.symbols.num(S.bidPrice1, r), code).toBe(row.bidPrice1);
    expect(market.symbols.num(S.refPrice, r), code).toBe(row.refPrice);
  }
  for (const [code, row] of source.indices) {
    expect(market.indices.num(I.currentIndex, market.indices.rowOf(code)), code).toBe(row.currentIndex);
  }
  for (const [code, row] of source.markets) {
    expect(market.markets.num(M.stockUp, market.markets.rowOf(code)), code).toBe(row.stockUp);
  }
}

describe("FeedGateway", () => {
  it("sends a new client the snapshot in the documented order, then updates; its stores match the source", async () => {
    const source = new SyntheticMarketSource({ symbols: 450, updatesPerSecond: 3000, seed: 7 });
    const url = await startServer(source);
    source.step();
    const client = await connect(url);
    await client.until(() => client.hasSnapshot());
    const types = client.types();
    const end = types.indexOf(MsgType.BOND_UPDATE) + 1;
    const compact = types.slice(0, end).filter((t, i, all) => i === 0 || all[i - 1] !== t);
    expect(compact).toEqual([1, 99, 9, 17, 5, 4, 11, 19, 24, 15, 2, 3, 18, 20]);
    expect(types.filter((t) => t === MsgType.SYMBOL_SNAPSHOT)).toHaveLength(3); // 450 symbols, 200 per frame
    expect(client.market.symbols.presentKeys()).toHaveLength(450);
    expect(client.market.$systemParams.get()?.numberStockTop).toBe(30);
    expect(client.market.$baskets.get().VN30).toHaveLength(30);
    // The default index subscriptions bring each index's whole series after the snapshot.
    await client.until(() =>
      SYNTHETIC_INDEX_CODES.every((code) => client.market.indexCharts.get(code) !== undefined),
    );

    for (let i = 0; i < 30; i++) source.step();
    const last = source.step();
    await client.until(() => {
      const row = client.market.symbols.rowOf(String(last.symbols[0].code));
      return client.market.symbols.num(S.totalTradedQtty, row) === last.symbols[0].totalTradedQtty;
    });
    expectStoresMatch(client.market, source);
    expect(client.market.stats.badFrames).toBe(0);
    // One frame per msgType per batch: 300 symbol records per step fit in one frame.
    const gateway = fixture.server.gateway;
    expect(gateway.stats.batches).toBe(32);
    expect(gateway.stats.framesEncoded).toBe(32 * (2 + SYNTHETIC_INDEX_CODES.length) + 3);
  });

  it("answers a 4 on a live connection with a fresh snapshot on the same socket; the stores still match", async () => {
    const source = new SyntheticMarketSource({ symbols: 450, updatesPerSecond: 3000, seed: 11 });
    const url = await startServer(source);
    const client = await connect(url);
    await client.until(() => client.hasSnapshot());
    for (let i = 0; i < 5; i++) source.step();
    const snapshots = () => client.types().filter((t) => t === MsgType.SYMBOL_SNAPSHOT).length;
    expect(snapshots()).toBe(3);
    // A window sharing this socket joins (issue 20): its FeedClient's 4 comes through the live socket.
    client.send({ msgType: MsgType.SYMBOL_SNAPSHOT });
    await client.until(() => snapshots() === 6);
    const last = source.step();
    await client.until(() => {
      const row = client.market.symbols.rowOf(String(last.symbols[0].code));
      return client.market.symbols.num(S.totalTradedQtty, row) === last.symbols[0].totalTradedQtty;
    });
    expectStoresMatch(client.market, source);
    expect(fixture.server.gateway.clients.size).toBe(1);
  });

  it("splits large update batches into frames of at most 500 records", async () => {
    const source = new SyntheticMarketSource({ symbols: 3000, updatesPerSecond: 30_000, seed: 3 });
    const url = await startServer(source);
    const client = await connect(url);
    await client.until(() => client.hasSnapshot());
    const before = client.frames.length;
    const batch = source.step();
    expect(batch.symbols.length).toBeGreaterThan(1000);
    const last = String(batch.symbols[batch.symbols.length - 1].code);
    await client.until(
      () =>
        client.market.symbols.num(S.matchQtty, client.market.symbols.rowOf(last)) ===
        batch.symbols.at(-1)!.matchQtty,
    );
    const symbolFrames = client.frames.slice(before).filter((f) => f.msgType === MsgType.SYMBOL_UPDATE);
    expect(symbolFrames).toHaveLength(Math.ceil(batch.symbols.length / 500));
    for (const frame of symbolFrames)
      expect(String(frame.message).split("$").length).toBeLessThanOrEqual(500);
  });

  it("sends index series only to subscribers, with the whole series on subscribe", async () => {
    const source = new SyntheticMarketSource({ symbols: 20, seed: 5 });
    const url = await startServer(source);
    const client = await connect(url);
    await client.until(() => client.hasSnapshot());
    const seriesCodes = (from: number) =>
      new Set(
        client.frames
          .slice(from)
          .filter((f) => f.msgType === MsgType.INDEX_CHART)
          .flatMap((f) =>
            String(f.message)
              .split("$")
              .map((r) => r.split("|")[0]),
          ),
      );
    client.send({ msgType: 31, indexCode: "VN30" });
    await ioTurn(50);
    let from = client.frames.length;
    source.step();
    source.step();
    await client.until(() => seriesCodes(from).has("VNINDEX"));
    expect(seriesCodes(from).has("VN30")).toBe(false);

    client.send({ msgType: 30, indexCode: "VN30" });
    await client.until(() => seriesCodes(from).has("VN30"));
    from = client.frames.length;
    source.step();
    await client.until(() => seriesCodes(from).has("VN30") && seriesCodes(from).has("VNINDEX"));
  });

  it("does not send updates before the snapshot, nor symbol updates without msgType 2", async () => {
    const source = new SyntheticMarketSource({ symbols: 20, seed: 5 });
    const url = await startServer(source);
    const idle = await connect(url, []);
    const indicesOnly = await connect(url, [4, 3]);
    await indicesOnly.until(() => indicesOnly.hasSnapshot());
    source.step();
    await indicesOnly.until(
      () => indicesOnly.types().includes(MsgType.INDEX_CHART) && indicesOnly.frames.length > 20,
    );
    source.step();
    await ioTurn(100);
    expect(idle.frames).toHaveLength(0);
    const afterSnapshot = indicesOnly.types().slice(indicesOnly.types().indexOf(MsgType.BOND_UPDATE) + 1);
    expect(afterSnapshot).toContain(MsgType.INDEX_UPDATE);
    expect(afterSnapshot).not.toContain(MsgType.SYMBOL_UPDATE);
  });

  it("ignores and counts malformed client messages, and closes a client sending more than 50 per second", async () => {
    const source = new SyntheticMarketSource({ symbols: 20, seed: 5 });
    const url = await startServer(source);
    const client = await connect(url);
    await client.until(() => client.hasSnapshot());
    for (const bad of [
      "garbage",
      "{}",
      "[4]",
      '{"msgType":77}',
      '{"msgType":30}',
      '{"msgType":30,"indexCode":"$$"}',
      "null",
    ]) {
      client.send(bad);
    }
    client.ws.send(Buffer.from([1, 2, 3]));
    const gateway = fixture.server.gateway;
    await until(() => gateway.stats.badClientMessages >= 8, { what: "the eight bad messages counted" });
    expect(gateway.stats.badClientMessages).toBe(8);
    const batch = source.step();
    const code = String(batch.symbols[0].code);
    await client.until(
      () =>
        client.market.symbols.num(S.matchQtty, client.market.symbols.rowOf(code)) ===
        batch.symbols[0].matchQtty,
    );
    expect(client.closeCode).toBe(0);

    const noisy = await connect(url);
    for (let i = 0; i < 60; i++) noisy.send({ msgType: 2 });
    await noisy.until(() => noisy.closeCode !== 0);
    expect(noisy.closeCode).toBe(1008);
    expect(gateway.stats.rateLimited).toBe(1);
    expect(client.closeCode).toBe(0);
  });

  it("closes with 1013 a client whose address asks for more snapshots a minute than allowed", async () => {
    const source = new SyntheticMarketSource({ symbols: 50, updatesPerSecond: 100, seed: 2 });
    const wsUrl = await fixture.start(source, { gateway: { snapshotsPerMinutePerAddress: 3 }, steps: false });
    for (let i = 0; i < 3; i++) {
      const client = await connect(wsUrl);
      await client.until(() => client.hasSnapshot());
      client.close();
    }
    const refused = await connect(wsUrl);
    await refused.until(() => refused.closeCode !== 0);
    expect(refused.closeCode).toBe(1013);
    expect(refused.hasSnapshot()).toBe(false);
    expect(fixture.server.gateway.stats.snapshotsRefused).toBe(1);
  });

  it("terminates a client that answers no ping; one that answers stays", async () => {
    const source = new SyntheticMarketSource({ symbols: 20, updatesPerSecond: 50, seed: 3 });
    const wsUrl = await fixture.start(source, { gateway: { pingIntervalMs: 200 }, steps: false });
    const alive = await connect(wsUrl);
    const dead = await connect(wsUrl);
    await alive.until(() => alive.hasSnapshot());
    await dead.until(() => dead.hasSnapshot());
    // A vanished peer: its socket no longer reads, so `ws` never sees the ping nor answers it.
    (dead.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const gateway = fixture.server.gateway;
    await alive.until(() => gateway.stats.pingTimeouts === 1 && gateway.clients.size === 1, 10_000);
    expect(alive.closeCode).toBe(0);
  });
});
