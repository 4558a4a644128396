import { BINARY_SUBPROTOCOL, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { afterEach, describe, expect, it } from "vitest";
import { GatewayFixture } from "./gateway-fixture";
import { SyntheticMarketSource } from "./synthetic-market-source";
import type { TestFeedClient } from "./test-feed-client";

const S = SYMBOL_SCHEMA.index;

const fixture = new GatewayFixture();
const startServer = (source: SyntheticMarketSource) => fixture.start(source);
const connect = (url: string, protocols: readonly string[] = []) =>
  fixture.connect(url, undefined, protocols);

afterEach(() => fixture.stop());

/** Every symbol's price, volume, best bid and name (a text) on the client equal the source's. */
function symbolsMatch(client: TestFeedClient, source: SyntheticMarketSource): boolean {
  const symbols = client.market.symbols;
  for (const [code, row] of source.symbols) {
    const r = symbols.rowOf(code);
    if (r < 0) return false;
    if (symbols.num(S.matchPrice, r) !== row.matchPrice) return false;
    if (symbols.num(S.totalTradedQtty, r) !== row.totalTradedQtty) return false;
    if (symbols.num(S.bidPrice1, r) !== row.bidPrice1) return false;
    if (symbols.str(S.symbolName, r) !== (row.symbolName ?? "")) return false;
  }
  return true;
}

const updateTexts = (client: TestFeedClient): string[] =>
  client.frames.filter((f) => f.msgType === MsgType.SYMBOL_UPDATE).map((f) => f.text);

describe("binary encoding (vnboard.bin.1) on the feed gateway", () => {
  it("answers a client offering the subprotocol with binary records, and one offering nothing with the spec's envelopes", async () => {
    const source = new SyntheticMarketSource({ symbols: 300, updatesPerSecond: 3000, seed: 11 });
    const url = await startServer(source);
    source.step();
    const binary = await connect(url, [BINARY_SUBPROTOCOL]);
    const spec = await connect(url);
    const spec2 = await connect(url);
    expect(binary.ws.protocol).toBe(BINARY_SUBPROTOCOL);
    expect(spec.ws.protocol).toBe("");
    await Promise.all([binary, spec, spec2].map((client) => client.until(() => client.hasSnapshot())));
    for (let i = 0; i < 5; i++) source.step();
    await binary.until(() => symbolsMatch(binary, source));
    await spec.until(() => symbolsMatch(spec, source));
    await spec2.until(() => updateTexts(spec2).length === updateTexts(spec).length);

    // The binary client got its records as binary messages and read every frame.
    const binaryUpdates = binary.frames.filter((f) => f.msgType === MsgType.SYMBOL_UPDATE);
    expect(binaryUpdates.length).toBeGreaterThan(0);
    expect(binaryUpdates.every((f) => f.binary)).toBe(true);
    expect(binary.market.stats.badFrames).toBe(0);
    // The spec clients got only text envelopes, the same bytes each, as without binary clients.
    expect(spec.frames.every((f) => !f.binary && f.msgType > 0)).toBe(true);
    expect(updateTexts(spec).length).toBeGreaterThan(0);
    expect(updateTexts(spec2)).toEqual(updateTexts(spec));
    expect(spec.market.stats.badFrames).toBe(0);
  });

  it("gives a client that joins later the string table it lacks before its first binary records", async () => {
    const source = new SyntheticMarketSource({ symbols: 200, updatesPerSecond: 2000, seed: 5 });
    const url = await startServer(source);
    source.step();
    const first = await connect(url, [BINARY_SUBPROTOCOL]);
    await first.until(() => first.hasSnapshot());
    source.step();
    const late = await connect(url, [BINARY_SUBPROTOCOL]);
    await late.until(() => late.hasSnapshot());
    for (let i = 0; i < 3; i++) source.step();
    await late.until(() => symbolsMatch(late, source));
    await first.until(() => symbolsMatch(first, source));
    expect(late.market.stats.badFrames).toBe(0);
    expect(first.market.stats.badFrames).toBe(0);
  });

  it("sends a client that joins later, before its first rows, only the table entries those rows use", async () => {
    const source = new SyntheticMarketSource({ symbols: 450, updatesPerSecond: 3000, seed: 5 });
    const url = await startServer(source);
    source.step();
    const asks = [{ msgType: 4, first: ["vn30"] }, { msgType: 2 }, { msgType: 3 }];
    const first = await fixture.connect(url, [], [BINARY_SUBPROTOCOL]);
    for (const ask of asks) first.send(ask);
    await first.until(() => first.hasSnapshot());
    source.step();
    // By now the one table holds every code and short name of the market.
    const late = await fixture.connect(url, [], [BINARY_SUBPROTOCOL]);
    for (const ask of asks) late.send(ask);
    await late.until(() => late.hasSnapshot());
    const head = late.frames.findIndex((f) => f.msgType === MsgType.SYMBOL_SNAPSHOT);
    const entries = (frames: TestFeedClient["frames"]) => frames.reduce((sum, f) => sum + f.strings, 0);
    const beforeHead = entries(late.frames.slice(0, head));
    const all = entries(late.frames);
    // The VN30 rows and what comes before them read a small prefix; the rest arrives after the head.
    expect(beforeHead).toBeGreaterThan(0);
    expect(beforeHead * 4).toBeLessThan(all);
    expect(all).toBe(entries(first.frames));
    for (let i = 0; i < 3; i++) source.step();
    await late.until(() => symbolsMatch(late, source));
    expect(late.market.stats.badFrames).toBe(0);
    expect(first.market.stats.badFrames).toBe(0);
  });
});
