import type { RestClient } from "@vnboard/feed/rest";
import { createRestClient, isRestError } from "@vnboard/feed/rest";
import { afterEach, describe, expect, it } from "vitest";
import type { RestTestServer } from "./testing/rest-test-server";
import { startRestTestServer } from "./testing/rest-test-server";

/**
 * The feed package's real REST client against this server: every call of docs/api.md, through the
 * client's own answer checks. A shape mismatch on either side fails here.
 */

let server: RestTestServer;
afterEach(async () => server?.close());

function client(token: () => string | null, onUnauthorized: () => void = () => {}): RestClient {
  return createRestClient({
    baseUrl: `${server.baseUrl}/`,
    loginFlag: "1",
    getToken: token,
    getLanguage: () => "vi",
    getDeviceId: () => "test-device",
    onUnauthorized,
  });
}

describe("the feed REST client against the reference server", () => {
  it("reads every market call", async () => {
    server = await startRestTestServer();
    const rest = client(() => null);
    expect((await rest.indexHistory("VNINDEX"))[0]!.tradingDate).toBe("20240315");
    expect(await rest.indexDailyCandles("VN30", "1M")).toHaveLength(1);
    expect(await rest.stockDailyCandles("FPT", "D")).toHaveLength(1);
    const ticks = await rest.stockTicks("FPT", "0", true);
    expect(ticks).toHaveLength(100);
    expect(await rest.stockTicks("FPT", ticks[0]!.ticks, false)).toEqual([]);
    expect((await rest.fundamentals("FPT"))?.PB).toBe(1.92);
    expect(await rest.fundamentals("VCB")).toBeNull();
    expect(await rest.companyEvents("FPT")).toHaveLength(1);
    const bond = await rest.bondDetail({
      code: "VIC12301",
      tradingDateFrom: "20240301",
      tradingDateTo: "20240315",
    });
    expect(bond.stockBondInfo.code).toBe("VIC12301");
    expect((await rest.news("en"))[0]!.title).toBe("news in en");
    const chart = await rest.derivativeChart("VN30F2404");
    expect(chart.map((p) => [p.value, p.secondValue])).toEqual([
      [1285.4, 1281.37],
      [1286.1, 1282.02],
    ]);
    expect((await rest.historyStock("FPT")).symbol).toBe("FPT");
    expect(await rest.configs()).toEqual({ message: "" });
    expect(await rest.ipServer()).toEqual({ ip: "127.0.0.1" });
    expect((await rest.symbolNames()).en.FPT).toBe("FPT Corporation");
  });

  it("gets the server's error code on a 404", async () => {
    server = await startRestTestServer();
    const error = await client(() => null)
      .indexHistory("NOPE")
      .catch((e: unknown) => e);
    expect(isRestError(error) && error.status === 404 && error.code === "not_found").toBe(true);
  });

  it("logs in, manages favourites and orders, and sees a 401 once logged out", async () => {
    server = await startRestTestServer();
    let token: string | null = null;
    let unauthorized = 0;
    const rest = client(
      () => token,
      () => {
        unauthorized++;
      },
    );

    const wrong = await rest.login("demo", "nope").catch((e: unknown) => e);
    expect(isRestError(wrong) && wrong.code === "invalid_credentials").toBe(true);
    expect(unauthorized).toBe(0);

    const user = await rest.login("demo", " Demo@1234 ");
    expect(user.fullName).toBe("Nguyễn Văn Demo");
    token = user.token;

    const { listid } = await rest.createCategory("Ngân hàng");
    await rest.addSymbolToCategory(listid, "VCB");
    await rest.addNewSymbol(listid, "FPT");
    await rest.addNewSymbol(listid, "HPG");
    await rest.removeSymbolFromCategory(listid, "FPT");
    await rest.removeSymbol(listid, "HPG");
    await rest.renameCategory(listid, "Banks");
    expect(await rest.loadCategories()).toEqual([
      { listid, id: listid, listname: "Banks", name: "Banks", code: "VCB" },
    ]);
    await rest.deleteCategory(listid);
    expect(await rest.loadCategories()).toEqual([]);

    const placed = await rest.placeOrder({ code: "FPT", side: "B", price: 105800, quantity: 100 });
    expect(placed.success).toBe(true);
    const edited = await rest.editOrder({ orderId: placed.orderId!, price: 106000, quantity: 200 });
    expect(edited.success).toBe(true);
    expect((await rest.cancelOrder({ orderId: placed.orderId! })).success).toBe(true);
    const refused = await rest.placeOrder({ code: "FPT", side: "S", price: 105800, quantity: 150 });
    expect(refused).toMatchObject({ success: false, orderId: null });

    await server.request("/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } });
    const after = await rest.loadCategories().catch((e: unknown) => e);
    expect(isRestError(after) && after.status === 401).toBe(true);
    expect(unauthorized).toBe(1);
  });
});
