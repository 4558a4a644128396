import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SYMBOL_SCHEMA } from "@vnboard/feed";
import { afterEach, describe, expect, it } from "vitest";
import { createServer, type VnboardServer } from "../app";
import { parseConfig } from "../config";
import { SyntheticMarketSource } from "../gateway/synthetic-market-source";
import { ioTurn, TestFeedClient } from "../gateway/test-feed-client";
import { vietnamMidnight } from "./replay-request";

const S = SYMBOL_SCHEMA.index;
const servers: VnboardServer[] = [];
const clients: TestFeedClient[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serve(args: string[], source?: SyntheticMarketSource): Promise<string> {
  const server = createServer(
    parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1", ...args], {}),
    { source },
  );
  servers.push(server);
  const url = await server.start();
  source?.stop(); // stepped by hand
  return url;
}

/** Prices of every symbol, by code. */
function prices(source: SyntheticMarketSource): Map<string, unknown> {
  return new Map([...source.symbols].map(([code, row]) => [code, row.matchPrice]));
}

function clientPrices(client: TestFeedClient, codes: Iterable<string>): Map<string, number> {
  const symbols = client.market.symbols;
  return new Map([...codes].map((code) => [code, symbols.num(S.matchPrice, symbols.rowOf(code))]));
}

/**
 * Records a market whose clock starts at 13:59:00 today (Vietnam time) and moves 10 s a batch, 20
 * batches (to 14:02:20), into DIR/day.ndjson. Returns the prices as of 14:00:00 and at the end.
 */
async function recordDay(dir: string) {
  const start = vietnamMidnight(Date.now()) + (13 * 60 + 59) * 60_000;
  let clock = start;
  const source = new SyntheticMarketSource({ symbols: 80, seed: 5, now: () => clock });
  const url = await serve(["--record", join(dir, "day.ndjson")], source);
  let atTwo = new Map<string, unknown>();
  for (let i = 1; i <= 20; i++) {
    clock = start + i * 10_000;
    source.step();
    if (clock === start + 60_000) atTwo = prices(source); // 14:00:00
    await ioTurn(3); // each batch its own wall millisecond in the recording
  }
  await servers.pop()?.stop();
  return { url, start, atTwo, end: prices(source), last: clock };
}

describe("replay in the app (GET /replay/recordings, /ws/replay)", () => {
  it("lists the recordings, replays one from 14:00, plays on at 60x, pauses", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vnboard-replays-"));
    dirs.push(dir);
    const recorded = await recordDay(dir);
    const url = await serve(["--recordings", dir], new SyntheticMarketSource({ symbols: 20, seed: 6 }));

    const listing = (await (await fetch(`${url}/replay/recordings`)).json()) as {
      recordings: { id: string; date: string; first: number; last: number }[];
    };
    // The server records its own feed there too (live-...): the test's recording is the one named day.
    const day = listing.recordings.find((r) => r.id === "day")!;
    // Its first clock is the market's (13:59), whatever the wall's time of day when the test runs.
    expect(day.first).toBeGreaterThanOrEqual(recorded.start);
    expect(day.first).toBeLessThanOrEqual(recorded.start + 10_000);
    expect(day.last).toBe(recorded.last);
    expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const ws = `${url.replace("http", "ws")}/ws/replay?id=day&at=14:00&paused=1`;
    const client = await TestFeedClient.connect(ws);
    clients.push(client);
    await client.until(() => client.hasSnapshot());
    // The snapshot is the market at 14:00:00, and the replayed clock says 14:00 and stands still.
    expect(clientPrices(client, recorded.atTwo.keys())).toEqual(recorded.atTwo);
    await client.until(() => client.market.$serverTime.get() > 0);
    expect(client.market.$serverTime.get()).toBe(recorded.start + 60_000);

    client.send({ msgType: 40, paused: false, speed: 60 });
    await client.until(
      () =>
        JSON.stringify([...clientPrices(client, recorded.end.keys())]) === JSON.stringify([...recorded.end]),
      10_000,
    );
    await client.until(() => client.market.$serverTime.get() === recorded.last, 10_000);
  });

  it("refuses bad parameters with a close code and a reason; the live /ws is untouched", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vnboard-replays-"));
    dirs.push(dir);
    await recordDay(dir);
    const url = (
      await serve(
        ["--recordings", dir, "--record-day=0"],
        new SyntheticMarketSource({ symbols: 20, seed: 6 }),
      )
    ).replace("http", "ws");
    const closed = async (query: string) => {
      const client = new TestFeedClient(`${url}/ws/replay${query}`);
      clients.push(client);
      const reason = new Promise<string>((resolve) => client.ws.once("close", (_c, r) => resolve(String(r))));
      await client.until(() => client.closeCode !== 0);
      return { code: client.closeCode, reason: await reason };
    };
    expect(await closed("?id=nope")).toEqual({ code: 4404, reason: "no recording nope" });
    expect(await closed("")).toMatchObject({ code: 4400, reason: expect.stringContaining("id is required") });
    expect(await closed("?id=day&speed=99")).toMatchObject({
      code: 4400,
      reason: expect.stringContaining("speed"),
    });
    expect(await closed("?id=day&at=25:00")).toMatchObject({
      code: 4400,
      reason: expect.stringContaining("at must"),
    });
    expect(await closed("?id=../etc")).toMatchObject({ code: 4400 });

    const live = await TestFeedClient.connect(`${url}/ws`);
    clients.push(live);
    await live.until(() => live.hasSnapshot());
    live.send({ msgType: 40, speed: 10 }); // not a replay: ignored like any bad message
    await ioTurn(20);
    expect(live.closeCode).toBe(0);
  });

  it("is protected like the live feed with --feed-auth token: no session, no replay and no list", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vnboard-replays-"));
    dirs.push(dir);
    await recordDay(dir);
    const url = await serve(
      ["--recordings", dir, "--record-day=0", "--feed-auth", "token"],
      new SyntheticMarketSource({ symbols: 20, seed: 6 }),
    );
    expect((await fetch(`${url}/replay/recordings`)).status).toBe(401);
    const client = await TestFeedClient.connect(`${url.replace("http", "ws")}/ws/replay?id=day&at=14:00`);
    clients.push(client);
    await client.until(() => client.closeCode !== 0);
    expect(client.closeCode).toBe(4401);
    expect(client.frames).toEqual([]);
  });
});
