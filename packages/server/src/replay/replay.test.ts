import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { afterEach, describe, expect, it } from "vitest";
import { createServer, type VnboardServer } from "../app";
import { parseConfig } from "../config";
import { SyntheticMarketSource } from "../gateway/synthetic-market-source";
import { ioTurn, TestFeedClient } from "../gateway/test-feed-client";
import { ReplaySource, readRecording } from "./replay-source";

const S = SYMBOL_SCHEMA.index;
const UPDATE_TYPES = new Set<number>([
  MsgType.SYMBOL_UPDATE,
  MsgType.INDEX_UPDATE,
  MsgType.MARKET_UPDATE,
  MsgType.INDEX_CHART,
  MsgType.BOND_UPDATE,
]);

const servers: VnboardServer[] = [];
const clients: TestFeedClient[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serve(
  args: string[],
  source?: ReplaySource | SyntheticMarketSource,
): Promise<{ server: VnboardServer; ws: string }> {
  const server = createServer(
    parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1", ...args], {}),
    { source },
  );
  servers.push(server);
  const url = await server.start();
  source?.stop(); // stepped by hand
  return { server, ws: `${url.replace("http", "ws")}/ws` };
}

async function client(url: string): Promise<TestFeedClient> {
  const c = await TestFeedClient.connect(url);
  clients.push(c);
  await c.until(() => c.hasSnapshot());
  return c;
}

/** Update frames after the client's snapshot (and after its initial index series). */
function updateFrames(c: TestFeedClient, from: number): string[] {
  return c.frames
    .slice(from)
    .filter((f) => UPDATE_TYPES.has(f.msgType) && f.message !== "")
    .map((f) => f.text);
}

describe("record and replay", () => {
  it("records NDJSON lines {t, f} and replays them into the same frames and the same market", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vnboard-replay-"));
    dirs.push(dir);
    const file = join(dir, "feed.ndjson");
    const source = new SyntheticMarketSource({ symbols: 300, updatesPerSecond: 2000, seed: 21 });
    for (let i = 0; i < 3; i++) source.step();
    const a = await serve(["--record", file], source);
    const live = await client(a.ws);
    await ioTurn(50);
    const liveFrom = live.frames.length;
    for (let i = 0; i < 20; i++) {
      source.step();
      await ioTurn(2); // distinct times per batch
    }
    await live.until(() => updateFrames(live, liveFrom).length >= 20 * 7);
    await a.server.stop();
    servers.splice(servers.indexOf(a.server), 1);

    const lines = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { t: number; f: string });
    expect(lines.length).toBeGreaterThan(20 * 7);
    for (const line of lines) expect(Object.keys(line)).toEqual(["t", "f"]);
    const groups = readRecording(file);
    expect(groups.length).toBeGreaterThanOrEqual(21); // preamble + one per batch (+ clock frames)

    const replay = new ReplaySource({ file, speed: 1 });
    const b = await serve([], replay);
    const replayed = await client(b.ws);
    await ioTurn(50);
    const replayFrom = replayed.frames.length;
    // The replayed snapshot is the recorded one: the state before the 20 batches.
    const first = source.symbols.get("S0000")!;
    expect(replayed.market.symbols.presentKeys()).toHaveLength(300);
    while (replay.playNext() !== null) await ioTurn();
    expect(replay.finished).toBe(true);
    await replayed.until(
      () => updateFrames(replayed, replayFrom).length >= updateFrames(live, liveFrom).length,
    );
    expect(updateFrames(replayed, replayFrom)).toEqual(updateFrames(live, liveFrom));
    const row = replayed.market.symbols.rowOf("S0000");
    expect(replayed.market.symbols.num(S.totalTradedQtty, row)).toBe(first.totalTradedQtty);
    for (const [code, r] of source.symbols) {
      expect(replayed.market.symbols.num(S.matchPrice, replayed.market.symbols.rowOf(code)), code).toBe(
        r.matchPrice,
      );
    }
    // A client that connects after the replay gets the state as of now (the cached snapshot plus the
    // batches broadcast since it was taken).
    const late = await client(b.ws);
    await late.until(() =>
      [...source.symbols].every(
        ([code, r]) =>
          late.market.symbols.num(S.totalTradedQtty, late.market.symbols.rowOf(code)) === r.totalTradedQtty,
      ),
    );
    expect(replay.indexSeries("VN30").indexCharts.length).toBeGreaterThan(0);
    expect(replay.badFrames).toBe(0);
  });

  it("plays on its own at the given speed and loops", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vnboard-replay-"));
    dirs.push(dir);
    const file = join(dir, "feed.ndjson");
    const source = new SyntheticMarketSource({ symbols: 50, seed: 22 });
    const a = await serve(["--record", file], source);
    for (let i = 0; i < 5; i++) {
      source.step();
      await ioTurn(20);
    }
    await a.server.stop();
    servers.splice(servers.indexOf(a.server), 1);
    const groups = readRecording(file);
    const span = groups.at(-1)!.t - groups[0].t;
    expect(span).toBeGreaterThanOrEqual(80);

    const replay = new ReplaySource({ file, speed: 4, loop: true, tickMs: 5 });
    const batches: number[] = [];
    replay.onBatch(() => batches.push(Date.now()));
    const started = Date.now();
    replay.start();
    while (replay.loops < 2 && Date.now() - started < 5000) await ioTurn(10);
    replay.stop();
    expect(replay.loops).toBe(2);
    // Two passes at x4 take about span / 2 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(span / 2 - 20);
    expect(batches.length).toBeGreaterThanOrEqual(2 * 5);
  });
});
