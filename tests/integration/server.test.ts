import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FeedClient, MarketData, SYMBOL_SCHEMA, type WebSocketLike } from "@vnboard/feed";
import { createRestClient } from "@vnboard/feed/rest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { until } from "../../packages/feed/src/testing/poll";
import { createServer, type VnboardServer } from "../../packages/server/src/app";
import { parseConfig } from "../../packages/server/src/config";

/**
 * The whole reference provider as a user runs it (`npm start`): the simulator, the WebSocket feed and
 * the REST calls with a real SQLite file, driven by the feed package's own clients.
 */
describe("reference provider end to end", () => {
  let server: VnboardServer;
  let url = "";
  let dataDir = "";
  let token: string | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "vnboard-e2e-"));
    server = createServer(parseConfig(["--data-dir", dataDir, "--port", "0", "--host", "127.0.0.1"], {}));
    url = await server.start();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rest = () =>
    createRestClient({
      baseUrl: url,
      loginFlag: "1",
      getToken: () => token,
      getLanguage: () => "vi",
      getDeviceId: () => "e2e",
      onUnauthorized: () => {
        token = null;
      },
    });

  it("says the symbols are the real market and the prices simulated (/ip-server)", async () => {
    const answer = await rest().ipServer();
    expect(answer.market).toEqual({ symbols: "real", prices: "simulated" });
  });

  it("streams a live market: the snapshot fills the stores, then updates arrive", async () => {
    const market = new MarketData();
    const client = new FeedClient({
      url: `${url.replace("http", "ws")}/ws`,
      market,
      createSocket: (address) => new WebSocket(address) as unknown as WebSocketLike,
    });
    client.start();
    try {
      await until(() => market.symbols.rowOf("VNM") >= 0 && market.stats.frames >= 20, {
        timeoutMs: 30_000,
        what: "VNM and 20 frames",
      });
      expect(client.$status.get()).toBe("live");
      expect(market.symbols.presentKeys().length).toBeGreaterThan(1_500);
      expect(market.indices.rowOf("VNINDEX")).toBeGreaterThanOrEqual(0);
      expect(market.$baskets.get().VN30?.length).toBe(30);
      expect(market.symbols.num(SYMBOL_SCHEMA.index.refPrice, market.symbols.rowOf("VNM"))).toBeGreaterThan(
        0,
      );
      expect(market.stats.badFrames).toBe(0);
      // msgTypes 12 and 13 arrive on request.
      expect(client.requestSymbolHistory("VNM")).toBe(true);
      await until(() => (market.foreignHistory.get("VNM")?.length ?? 0) > 0, {
        timeoutMs: 10_000,
        what: "VNM's foreign history",
      });
      expect(market.closeHistory.get("VNM")?.length).toBeGreaterThan(200);
      expect(market.foreignHistory.get("VNM")?.length).toBeGreaterThan(200);
    } finally {
      client.stop();
    }
  }, 60_000);

  it("answers the REST calls from the simulated market", async () => {
    const client = rest();
    const candles = await client.stockDailyCandles("VNM", "1M");
    expect(candles.length).toBeGreaterThan(15);
    const history = await client.indexHistory("VNINDEX");
    expect(history.length).toBeGreaterThan(100);
    expect(await client.fundamentals("VNM")).not.toBeNull();
    const news = await client.news("en");
    expect(news.length).toBeGreaterThan(0);
    await expect(client.stockDailyCandles("NOPE", "1M")).rejects.toMatchObject({ status: 404 });
  }, 60_000);

  it("logs the demo user in and keeps a favourites list in SQLite", async () => {
    const client = rest();
    const login = await client.login("demo", " Demo@1234 ");
    token = login.token;
    const { listid } = await client.createCategory("Ngân hàng");
    await client.addSymbolToCategory(listid, "vcb");
    await client.addSymbolToCategory(listid, "TCB");
    const lists = await client.loadCategories();
    const list = lists.find((l) => String(l.listid) === String(listid));
    expect(list?.code.split(",")).toEqual(["VCB", "TCB"]);
    await expect(client.login("demo", "wrong")).rejects.toMatchObject({ status: 401 });
  }, 60_000);
});
