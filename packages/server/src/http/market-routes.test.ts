import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeMarketData } from "./testing/fake-market-data";
import type { RestTestServer } from "./testing/rest-test-server";
import { startRestTestServer } from "./testing/rest-test-server";

let server: RestTestServer;
afterEach(async () => server?.close());

async function getJson(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await server.request(path, init);
  expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return { status: res.status, body: await res.json() };
}

describe("market data routes", () => {
  it("pr/indexhist and the chartdata calls answer rows, 404 for unknown codes, 400 for unknown types", async () => {
    server = await startRestTestServer();
    const hist = await getJson("/pr/indexhist/VNINDEX");
    expect(hist.status).toBe(200);
    expect((hist.body as { tradingDate: string }[])[0]!.tradingDate).toBe("20240315");
    expect((await getJson("/pr/indexhist/NOPE")).status).toBe(404);
    for (const type of ["D", "W", "1M", "3M", "6M", "1Y"]) {
      expect((await getJson(`/pr/indexhist/chartdata/VN30?type=${type}`)).status).toBe(200);
      expect((await getJson(`/pr/stockhist/chartdata/fpt?type=${type}`)).status).toBe(200);
    }
    expect((await getJson("/pr/stockhist/chartdata/FPT?type=2Y")).status).toBe(400);
    expect((await getJson("/pr/stockhist/chartdata/FPT")).status).toBe(400);
    expect((await getJson("/pr/stockhist/chartdata/ZZZ?type=D")).status).toBe(404);
  });

  it("pr/symbol-names answers the English names by code, an empty table from a market without them", async () => {
    server = await startRestTestServer();
    const names = (await getJson("/pr/symbol-names")).body as { en: Record<string, string> };
    expect(names.en.FPT).toBe("FPT Corporation");
    await server.close();
    const market = createFakeMarketData();
    delete market.englishNames;
    server = await startRestTestServer({ market });
    expect((await getJson("/pr/symbol-names")).body).toEqual({ en: {} });
  });

  it("pr/stockmatch pages backward from the latest and polls forward, at most 100 per answer", async () => {
    server = await startRestTestServer();
    const first = (await getJson("/pr/stockmatch/FPT?lastTicks=0&backward=Y")).body as { ticks: string }[];
    expect(first).toHaveLength(100);
    expect(first[0]!.ticks).toBe("000000000250");
    const older = (await getJson(`/pr/stockmatch/FPT?lastTicks=${first[99]!.ticks}&backward=Y`)).body as {
      ticks: string;
    }[];
    expect(older[0]!.ticks).toBe("000000000150");
    const newer = (await getJson("/pr/stockmatch/FPT?lastTicks=000000000248&backward=N")).body;
    expect((newer as { ticks: string }[]).map((t) => t.ticks)).toEqual(["000000000250", "000000000249"]);
    expect((await getJson("/pr/stockmatch/FPT?lastTicks=abc&backward=Y")).status).toBe(400);
    expect((await getJson("/pr/stockmatch/FPT?lastTicks=0&backward=maybe")).status).toBe(400);
    expect((await getJson("/pr/stockmatch/ZZZ?lastTicks=0&backward=Y")).status).toBe(404);
  });

  it("info-basic answers a JSON string of an array, rss an array", async () => {
    server = await startRestTestServer();
    const form = (symbol: string) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ symbol }).toString(),
    });
    const info = (await getJson("/info-basic", form("fpt"))).body as { success: boolean; json: string };
    expect(info.success).toBe(true);
    expect(JSON.parse(info.json)[0].BasicPE_LFY).toBe(12.41);
    expect((await getJson("/info-basic", form("VCB"))).body).toEqual({ success: true, json: "[]" });
    const rss = (await getJson("/rss?symbol=FPT", { method: "POST" })).body as { json: unknown[] };
    expect(rss.json).toHaveLength(1);
    expect((await getJson("/rss?symbol=HPG", { method: "POST" })).body).toEqual({ success: true, json: [] });
    expect((await getJson("/rss", { method: "POST" })).status).toBe(400);
  });

  it("the bond detail defaults missing dates to today and checks them", async () => {
    server = await startRestTestServer({ now: () => Date.UTC(2024, 2, 14, 20, 0) }); // 15/03 03:00 in Hanoi
    const { body } = await getJson("/api/cbts/get-detail-stock?pSymbol=vic12301");
    const detail = body as { stockBondInfo: { code: string }; stockBondHist: { TradingDate: string }[] };
    expect(detail.stockBondInfo.code).toBe("VIC12301");
    expect(detail.stockBondHist.map((r) => r.TradingDate)).toEqual(["20240315", "20240315"]);
    const ranged = await getJson(
      "/api/cbts/get-detail-stock?pSymbol=VIC12301&pFromDate=20240301&pToDate=20240314",
    );
    expect(ranged.status).toBe(200);
    for (const q of ["pFromDate=20240230", "pFromDate=2024-03-01", "pFromDate=20240316&pToDate=20240315"]) {
      expect((await getJson(`/api/cbts/get-detail-stock?pSymbol=VIC12301&${q}`)).status).toBe(400);
    }
    expect((await getJson("/api/cbts/get-detail-stock?pSymbol=NOPE")).status).toBe(404);
    expect((await getJson("/api/cbts/get-detail-stock")).status).toBe(400);
  });

  it("new-home answers news in the asked language, vi by default", async () => {
    server = await startRestTestServer();
    expect((await getJson("/new-home?language=kr")).body).toEqual([
      { type: 0, title: "news in kr", urlLink: "https://example.com/news/1" },
    ]);
    expect(((await getJson("/new-home")).body as { title: string }[])[0]!.title).toBe("news in vi");
    expect((await getJson("/new-home?language=fr")).status).toBe(400);
  });

  it("the derivative chart is text/plain code*time*price*underlying with grouped underlying", async () => {
    server = await startRestTestServer();
    const res = await server.request("/api/derivative/get-chart?p_symbol=VN30F2404");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe(
      "VN30F2404*1710469800000*1285.4*1,281.37|VN30F2404*1710469860000*1286.1*1,282.02",
    );
    expect((await getJson("/api/derivative/get-chart?p_symbol=VN30F9999")).status).toBe(404);
  });

  it("get-data-history-stock answers success, symbol and rows", async () => {
    server = await startRestTestServer();
    const init = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "symbol=fpt",
    };
    const { body } = await getJson("/get-data-history-stock", init);
    expect(body).toMatchObject({ success: true, symbol: "FPT", data: [{ tradingDate: "20240314" }] });
    expect((await getJson("/get-data-history-stock", { ...init, body: "symbol=ZZZ" })).status).toBe(404);
  });
});

describe("configs.json and ip-server", () => {
  it("reads message from the config file on every call and forbids caching", async () => {
    const configDir = mkdtempSync(join(tmpdir(), "vnboard-config-"));
    const configPath = join(configDir, "configs.json");
    writeFileSync(configPath, JSON.stringify({ message: "Xin chào", secret: "not sent" }));
    server = await startRestTestServer({ configPath });
    const res = await server.request(`/data/configs.json?${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ message: "Xin chào" });
    writeFileSync(configPath, "{ not json");
    expect(await (await server.request("/data/configs.json?1")).json()).toEqual({ message: "" });
    rmSync(configDir, { recursive: true, force: true });
  });

  it("answers an empty message without a config file", async () => {
    server = await startRestTestServer();
    const res = await server.request("/data/configs.json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ message: "" });
  });

  it("ip-server answers the address that served the call", async () => {
    server = await startRestTestServer();
    expect((await getJson("/ip-server")).body).toEqual({ ip: "127.0.0.1" });
  });
});
