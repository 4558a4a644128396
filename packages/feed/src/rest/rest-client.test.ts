import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RestError } from "./rest-error";
import { createTestClient, formOf, startTestHttpServer, type TestHttpServer } from "./test-http-server";

let server: TestHttpServer;
beforeEach(async () => {
  server = await startTestHttpServer();
});
afterEach(async () => {
  await server.close();
});

const candle = {
  time: 1710435600000,
  open: 26500,
  close: 26850,
  lowest: 26400,
  highest: 26900,
  volume: 1534200,
};
const tick = {
  ticks: "000000004812",
  tradeTime: "10:21:07",
  matchPrice: 26850,
  changePrice: 350,
  matchQtty: 2000,
  change_TotalTradeQtty: 2000,
  totalTradeQtty: 1534200,
};
const fundamentals = {
  CurrentForeignRoom: 120500300,
  BasicPE_LFY: 12.41,
  DilutedPE: 12.38,
  PB: 1.92,
  BasicEPS_LFY: 2163,
  DilutedEPS_LFY: 2170,
  BookValuePerShare: 13980,
  DividentYield: null,
  ROE_LFY: 16.2,
  ROA_LFY: 2.1,
};
const foreign = { buyForeignQtty: 4, sellForeignQtty: 5, subForeignQtty: -1, buyForeignValue: 40 };
const indexRow = {
  tradingDate: "20240315",
  ...foreign,
  sellForeignValue: 50,
  subForeignValue: -10,
  openIndex: 1263.41,
  highestIndex: 1271.02,
  lowestIndex: 1259.87,
  closeIndex: 1268.36,
  changeIndex: 4.95,
  pctChangeIndex: 0.39,
  totalTradedQtty: 812400500,
  totalTradedValue: 19830000000000,
};
const nulls = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, null]));
const bondInfo = {
  code: "VIC12301",
  issuer: "Vingroup JSC",
  parvalue: 100000,
  totalListingQtty: 20000000,
  boardCode: "G1",
  securityTradingStatus: "0",
  tradingSessionId: "CONT",
  tradSesStatus: "1",
  bond_Feature: "0;0;0;1",
  tsdb: "Y",
  issueDate: "20230115",
  maturitDate: "20260115",
  interest_Rate: 9.5,
  interestrate_Type: 1,
  interest_Payment_Type: 1,
  periodRemain: 650,
  ...nulls(["pt_BestBidPrice", "pt_BestBidQtty", "pt_BestOfferPrice", "pt_BestOfferQtty", "pt_TotalBidQtty"]),
  ...nulls([
    "pt_TotalOfferQtty",
    "pt_MatchPrice",
    "pt_MatchQtty",
    "pt_MaxPrice",
    "pt_MaxQtty",
    "pt_MinPrice",
  ]),
  ...nulls([
    "pt_MinQtty",
    "pt_TotalTradedQtty",
    "pt_TotalTradedValue",
    "totalValueTraded",
    "totalVolumeTraded",
  ]),
};
const bondRow = {
  TradingDate: "20240314",
  pt_MatchPriceByLargestQtty: 100000,
  ...nulls(["pt_BestBidPrice", "pt_TotalBidQtty", "pt_BestOfferPrice", "pt_TotalOfferQtty", "pt_MaxPrice"]),
  ...nulls(["pt_MaxQtty", "pt_MinPrice", "pt_MinQtty", "pt_TotalTradedQtty", "pt_TotalTradedValue"]),
};

/** Awaits a rejection and returns the RestError (fails the test if it resolved or threw something else). */
async function restError(promise: Promise<unknown>): Promise<RestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RestError);
  return error as RestError;
}

describe("market data calls", () => {
  it("indexHistory: GET pr/indexhist/{indexCode}", async () => {
    server.answer("GET /pr/indexhist/VNINDEX", { json: [indexRow] });
    const rows = await createTestClient(server).client.indexHistory("VNINDEX");
    expect(rows).toEqual([indexRow]);
    expect(server.requests[0]!.method).toBe("GET");
  });

  it("candles: chartdata paths with ?type=", async () => {
    server.answer("GET /pr/indexhist/chartdata/VN30", { json: [candle] });
    server.answer("GET /pr/stockhist/chartdata/FPT", { json: [candle, candle] });
    const { client } = createTestClient(server);
    expect(await client.indexDailyCandles("VN30", "1M")).toEqual([candle]);
    expect(await client.stockDailyCandles("FPT", "W")).toHaveLength(2);
    expect(server.requests.map((r) => r.query)).toEqual(["type=1M", "type=W"]);
  });

  it("stockTicks: lastTicks and backward Y/N", async () => {
    server.answer("GET /pr/stockmatch/FPT", { json: [tick] });
    const { client } = createTestClient(server);
    expect(await client.stockTicks("FPT", "0", true)).toEqual([tick]);
    await client.stockTicks("FPT", "000000004812", false);
    expect(server.requests.map((r) => r.query)).toEqual([
      "lastTicks=0&backward=Y",
      "lastTicks=000000004812&backward=N",
    ]);
  });

  it("fundamentals: POST info-basic with form symbol, first item of the JSON string", async () => {
    const second = { ...fundamentals, PB: 99 };
    server.answer("POST /info-basic", {
      json: { success: true, json: JSON.stringify([fundamentals, second]) },
    });
    const result = await createTestClient(server).client.fundamentals("FPT");
    expect(result).toEqual(fundamentals);
    expect(server.requests[0]!.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(formOf(server.requests[0])).toEqual({ symbol: "FPT" });
  });

  it("fundamentals: null for an empty array, 'unsuccessful' for success false, bad_payload for a non-string", async () => {
    const { client } = createTestClient(server);
    server.answer("POST /info-basic", { json: { success: true, json: "[]" } });
    expect(await client.fundamentals("FPT")).toBeNull();
    server.answer("POST /info-basic", { json: { success: false, json: "[]" } });
    expect((await restError(client.fundamentals("FPT"))).code).toBe("unsuccessful");
    server.answer("POST /info-basic", { json: { success: true, json: [fundamentals] } });
    expect((await restError(client.fundamentals("FPT"))).code).toBe("bad_payload");
    server.answer("POST /info-basic", { json: { success: true, json: "[{not json" } });
    expect((await restError(client.fundamentals("FPT"))).code).toBe("bad_payload");
    server.answer("POST /info-basic", { json: { success: true, json: JSON.stringify([{ PB: "1.9" }]) } });
    expect((await restError(client.fundamentals("FPT"))).code).toBe("bad_payload");
  });

  it("companyEvents: POST rss?symbol= with no body", async () => {
    const event = { EventTitle: "Dividend", ExecutionDate: "20240402", EventDetail: "<p>x</p>" };
    server.answer("POST /rss", { json: { success: true, json: [event] } });
    expect(await createTestClient(server).client.companyEvents("FPT")).toEqual([event]);
    expect(server.requests[0]!.query).toBe("symbol=FPT");
    expect(server.requests[0]!.body).toBe("");
  });

  it("bondDetail: pSymbol, pFromDate and pToDate as YYYYMMDD", async () => {
    server.answer("GET /api/cbts/get-detail-stock", {
      json: { stockBondInfo: bondInfo, stockBondHist: [bondRow] },
    });
    const detail = await createTestClient(server).client.bondDetail({
      code: "VIC12301",
      tradingDateFrom: new Date(2024, 2, 1),
      tradingDateTo: "20240315",
    });
    expect(detail.stockBondHist).toEqual([bondRow]);
    expect(server.requests[0]!.query).toBe("pSymbol=VIC12301&pFromDate=20240301&pToDate=20240315");
  });

  it("bondDetail: an answer missing either part is a bad payload", async () => {
    const { client } = createTestClient(server);
    server.answer("GET /api/cbts/get-detail-stock", { json: { stockBondInfo: bondInfo } });
    expect((await restError(client.bondDetail({ code: "VIC12301" }))).code).toBe("bad_payload");
    server.answer("GET /api/cbts/get-detail-stock", { json: { stockBondHist: [bondRow] } });
    expect((await restError(client.bondDetail({ code: "VIC12301" }))).code).toBe("bad_payload");
    expect(server.requests[0]!.query).toBe("pSymbol=VIC12301");
  });

  it("bondDetail: a malformed date string is refused before sending", async () => {
    const error = await restError(
      createTestClient(server).client.bondDetail({ code: "B", tradingDateFrom: "2024-03-01" }),
    );
    expect(error.code).toBe("invalid_argument");
    expect(server.requests).toHaveLength(0);
  });

  it("news: GET new-home?language=", async () => {
    const items = [{ type: 1, title: "Notice", urlLink: "https://example.com/n/1" }];
    server.answer("GET /new-home", { json: items });
    expect(await createTestClient(server).client.news("vi")).toEqual(items);
    expect(server.requests[0]!.query).toBe("language=vi");
  });

  it("derivativeChart: parses the text answer, thousands commas included", async () => {
    server.answer("GET /api/derivative/get-chart", { text: "VN30F2404*1710469800000*1285.4*1,281.37" });
    const points = await createTestClient(server).client.derivativeChart("VN30F2404");
    expect(points).toEqual([{ code: "VN30F2404", time: 1710469800000, value: 1285.4, secondValue: 1281.37 }]);
    expect(server.requests[0]!.query).toBe("p_symbol=VN30F2404");
  });

  it("derivativeChart: accepts the string JSON-encoded, refuses a malformed one", async () => {
    const { client } = createTestClient(server);
    server.answer("GET /api/derivative/get-chart", { json: "A*1710469800000*1,285.5*1,281" });
    expect((await client.derivativeChart("A"))[0]!.value).toBe(1285.5);
    server.answer("GET /api/derivative/get-chart", { text: "A*yesterday*1*2" });
    expect((await restError(client.derivativeChart("A"))).code).toBe("bad_payload");
  });

  it("configs: GET /data/configs.json?{timestamp}", async () => {
    server.answer("GET /data/configs.json", { json: { message: "hello" } });
    const before = Date.now();
    expect(await createTestClient(server).client.configs()).toEqual({ message: "hello" });
    const stamp = Number(server.requests[0]!.query);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it("historyStock: POST /get-data-history-stock with form symbol", async () => {
    const row = {
      tradingDate: "20240314",
      openPrice: 1,
      highestPrice: 2,
      lowestPrice: 1,
      closePrice: 2,
      changePrice: 1,
      pctChangePrice: 100,
      totalTradedQtty: 10,
      totalTradedValue: 20,
    };
    server.answer("POST /get-data-history-stock", { json: { success: true, symbol: "FPT", data: [row] } });
    expect(await createTestClient(server).client.historyStock("FPT")).toEqual({
      success: true,
      symbol: "FPT",
      data: [row],
    });
    expect(formOf(server.requests[0])).toEqual({ symbol: "FPT" });
  });
});
