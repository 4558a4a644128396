import { SYMBOL_SCHEMA } from "@vnboard/feed";
import { afterEach, describe, expect, it } from "vitest";
import { createServer, type ServerDeps, type VnboardServer } from "../app";
import { parseConfig } from "../config";
import { SyntheticMarketSource } from "./synthetic-market-source";
import { ioTurn, TestFeedClient } from "./test-feed-client";

const S = SYMBOL_SCHEMA.index;
let server: VnboardServer | null = null;
const clients: TestFeedClient[] = [];

async function start(source: SyntheticMarketSource, gateway: ServerDeps["gateway"]): Promise<string> {
  server = createServer(parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1"], {}), {
    source,
    gateway,
  });
  const url = await server.start();
  source.stop();
  return `${url.replace("http", "ws")}/ws`;
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server?.stop();
  server = null;
});

/** A client whose socket stops reading once it has its snapshot (the OS buffers fill, then ws's). */
async function stalledClient(url: string): Promise<TestFeedClient> {
  const client = await TestFeedClient.connect(url);
  clients.push(client);
  await client.until(() => client.hasSnapshot());
  (client.ws as unknown as { _socket: { pause(): void } })._socket.pause();
  return client;
}

const KB = 1024;

describe("slow clients", () => {
  it("conflate updates while behind, keep memory bounded, and catch up with merged rows when drained", async () => {
    const source = new SyntheticMarketSource({ symbols: 2000, updatesPerSecond: 20_000, seed: 11 });
    const url = await start(source, {
      slowClient: {
        softLimitBytes: 256 * KB,
        resumeBelowBytes: 64 * KB,
        hardLimitBytes: 64 * 1024 * KB,
        maxBehindMs: 60_000,
      },
    });
    const slow = await stalledClient(url);
    const fast = await TestFeedClient.connect(url);
    clients.push(fast);
    await fast.until(() => fast.hasSnapshot());
    const gateway = server!.gateway;
    const session = [...gateway.clients].find((s) => s.id === 1)!;
    let maxBuffered = 0;
    for (let i = 0; i < 600 && gateway.stats.conflatedRecords < 5000; i++) {
      source.step();
      await ioTurn();
      maxBuffered = Math.max(maxBuffered, session.ws.bufferedAmount);
    }
    expect(gateway.stats.congestions).toBe(1);
    expect(gateway.stats.conflatedRecords).toBeGreaterThanOrEqual(5000);
    expect(session.pending).not.toBeNull();
    // Bounded: one row per symbol/index/market at most, whatever the number of batches; the socket
    // buffer stops growing at the soft limit plus one batch.
    expect(session.pending!.rows).toBeLessThanOrEqual(2000 + 5 + 3 + 5 * 10);
    expect(maxBuffered).toBeLessThan(256 * KB + 200 * KB);
    for (let i = 0; i < 50; i++) {
      source.step();
      await ioTurn();
    }
    expect(session.ws.bufferedAmount).toBeLessThan(256 * KB + 200 * KB);

    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    await slow.until(() => session.pending === null, 10_000);
    source.step();
    source.step();
    const matches = () =>
      [...source.symbols].every(([symbol, row]) => {
        const r = slow.market.symbols.rowOf(symbol);
        return (
          slow.market.symbols.num(S.matchPrice, r) === row.matchPrice &&
          slow.market.symbols.num(S.totalTradedQtty, r) === row.totalTradedQtty
        );
      });
    await slow.until(matches, 10_000);
    expect(slow.market.stats.badFrames).toBe(0);
    expect(fast.closeCode).toBe(0);
    // 600 synthetic batches of 2,000 symbols: ~15 s on a quiet 2-core machine, over 30 s under load.
  }, 120_000);

  it("closes a client that stays behind too long with 1013", async () => {
    const source = new SyntheticMarketSource({ symbols: 2000, updatesPerSecond: 20_000, seed: 12 });
    const url = await start(source, {
      slowClient: {
        softLimitBytes: 128 * KB,
        resumeBelowBytes: 32 * KB,
        hardLimitBytes: 64 * 1024 * KB,
        maxBehindMs: 300,
      },
    });
    const slow = await stalledClient(url);
    const gateway = server!.gateway;
    const deadline = Date.now() + 15_000;
    while (gateway.stats.slowClosed === 0 && Date.now() < deadline) {
      source.step();
      await ioTurn(5);
    }
    expect(gateway.stats.congestions).toBe(1);
    expect(gateway.stats.slowClosed).toBe(1);
    expect(gateway.clients.size).toBe(0);
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    // The client first reads what the kernel still holds for it (~1,000 frames); on a loaded machine
    // that alone took over 5 s.
    await slow.until(() => slow.closeCode !== 0, 30_000);
    expect([1013, 1006]).toContain(slow.closeCode);
  });

  it("closes a client over the hard buffer limit", async () => {
    const source = new SyntheticMarketSource({ symbols: 2000, updatesPerSecond: 20_000, seed: 13 });
    // soft above hard: the client is never conflated, so only the hard limit can stop it.
    const url = await start(source, {
      slowClient: { softLimitBytes: 1024 * 1024 * KB, resumeBelowBytes: 32 * KB, hardLimitBytes: 512 * KB },
    });
    await stalledClient(url);
    const gateway = server!.gateway;
    const deadline = Date.now() + 15_000;
    while (gateway.stats.slowClosed === 0 && Date.now() < deadline) {
      source.step();
      await ioTurn();
    }
    expect(gateway.stats.slowClosed).toBe(1);
    expect(gateway.stats.congestions).toBe(0);
  });
});
