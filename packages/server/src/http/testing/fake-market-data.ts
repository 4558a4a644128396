import type { OrderRules, RestMarketData } from "../../market/rest-market-data";

/**
 * A small, fixed market for the REST tests: three stocks, one futures contract, one private bond, two
 * indices. Not a simulator: answers are constant so tests can compare them.
 */
export const FAKE_STOCKS = ["FPT", "VCB", "HPG"] as const;
export const FAKE_FUTURES = "VN30F2404";
export const FAKE_BOND = "VIC12301";
export const FAKE_INDICES = ["VNINDEX", "VN30"] as const;

const TICKS = Array.from({ length: 250 }, (_, i) => ({
  ticks: String(i + 1).padStart(12, "0"),
  tradeTime: `10:${String(Math.floor(i / 60)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`,
  matchPrice: 105_000 + (i % 5) * 100,
  changePrice: 500 + (i % 5) * 100,
  matchQtty: 100,
  change_TotalTradeQtty: 100,
  totalTradeQtty: (i + 1) * 100,
})).reverse(); // newest first

const isStock = (code: string): boolean => (FAKE_STOCKS as readonly string[]).includes(code);
const isIndex = (code: string): boolean => (FAKE_INDICES as readonly string[]).includes(code);

/** HSX steps: 10 below 10,000; 50 up to 49,950; 100 from 50,000. */
function hsxTick(price: number): number {
  return price < 10_000 ? 10 : price < 50_000 ? 50 : 100;
}

/**
 * The answers, one object shared by every fake: they are constant. An object literal rather than a
 * closure, so that each answer is its own short method.
 */
const ANSWERS: RestMarketData = {
  ticks(code, lastTicks, backward, limit) {
    if (!isStock(code)) return undefined;
    if (backward) {
      const older = lastTicks === "0" ? TICKS : TICKS.filter((t) => t.ticks < lastTicks.padStart(12, "0"));
      return older.slice(0, limit);
    }
    return TICKS.filter((t) => t.ticks > lastTicks.padStart(12, "0"));
  },
  dailyCandles(code, index) {
    if (index ? !isIndex(code) : !isStock(code)) return undefined;
    return [
      { time: 1710435600000, open: 26500, close: 26850, lowest: 26400, highest: 26900, volume: 1534200 },
    ];
  },
  indexHistory(indexCode) {
    if (!isIndex(indexCode)) return undefined;
    return [
      {
        tradingDate: "20240315",
        buyForeignQtty: 1,
        sellForeignQtty: 2,
        subForeignQtty: -1,
        buyForeignValue: 10,
        sellForeignValue: 20,
        subForeignValue: -10,
        openIndex: 1263.41,
        highestIndex: 1271.02,
        lowestIndex: 1259.87,
        closeIndex: 1268.36,
        changeIndex: 4.95,
        pctChangeIndex: 0.39,
        totalTradedQtty: 812400500,
        totalTradedValue: 19830000000000,
      },
    ];
  },
  fundamentals(code) {
    if (code !== "FPT") return undefined;
    return {
      CurrentForeignRoom: 120500300,
      BasicPE_LFY: 12.41,
      DilutedPE: 12.38,
      PB: 1.92,
      BasicEPS_LFY: 2163,
      DilutedEPS_LFY: 2170,
      BookValuePerShare: 13980,
      DividentYield: 3.7,
      ROE_LFY: 16.2,
      ROA_LFY: null,
    };
  },
  events(code) {
    return code === "FPT"
      ? [{ EventTitle: "Cash dividend", ExecutionDate: "20240402", EventDetail: "<p>Record date</p>" }]
      : [];
  },
  bondDetail(code, from, to) {
    if (code !== FAKE_BOND) return undefined;
    return {
      stockBondInfo: {
        code,
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
        pt_BestBidPrice: null,
        pt_BestBidQtty: null,
        pt_BestOfferPrice: null,
        pt_BestOfferQtty: null,
        pt_TotalBidQtty: null,
        pt_TotalOfferQtty: null,
        pt_MatchPrice: null,
        pt_MatchQtty: null,
        pt_MaxPrice: null,
        pt_MaxQtty: null,
        pt_MinPrice: null,
        pt_MinQtty: null,
        pt_TotalTradedQtty: null,
        pt_TotalTradedValue: null,
        totalValueTraded: null,
        totalVolumeTraded: null,
      },
      stockBondHist: [from, to].map((d) => ({
        TradingDate: d,
        pt_MatchPriceByLargestQtty: 100000,
        pt_BestBidPrice: null,
        pt_TotalBidQtty: null,
        pt_BestOfferPrice: null,
        pt_TotalOfferQtty: null,
        pt_MaxPrice: null,
        pt_MaxQtty: null,
        pt_MinPrice: null,
        pt_MinQtty: null,
        pt_TotalTradedQtty: 400,
        pt_TotalTradedValue: 40000000,
      })),
    };
  },
  news(language) {
    return [{ type: 0, title: `news in ${language}`, urlLink: "https://example.com/news/1" }];
  },
  derivativeChart(code) {
    if (code !== FAKE_FUTURES) return undefined;
    return [
      { code, time: 1710469800000, value: 1285.4, secondValue: 1281.37 },
      { code, time: 1710469860000, value: 1286.1, secondValue: 1282.02 },
    ];
  },
  englishNames() {
    return { FPT: "FPT Corporation", VCB: "Joint Stock Commercial Bank For Foreign Trade Of Vietnam" };
  },
  symbolExists(code) {
    // Private corporate bonds (FAKE_BOND) are not symbols: they have bondDetail, as from the simulator.
    return isStock(code) || code === FAKE_FUTURES;
  },
  historyStock(code) {
    if (!isStock(code)) return undefined;
    return [
      {
        tradingDate: "20240314",
        openPrice: 104500,
        highestPrice: 106000,
        lowestPrice: 104000,
        closePrice: 105800,
        changePrice: 1300,
        pctChangePrice: 1.24,
        totalTradedQtty: 3204500,
        totalTradedValue: 337200000000,
      },
    ];
  },
  orderRules(code): OrderRules | undefined {
    if (code === FAKE_FUTURES) {
      return {
        floorPrice: 1190,
        ceilPrice: 1370,
        lotSize: 1,
        tickSizeAt: () => 0.1,
        acceptingOrders: true,
      };
    }
    if (!isStock(code)) return undefined;
    return {
      floorPrice: 98_400,
      ceilPrice: 113_200,
      lotSize: 100,
      tickSizeAt: hsxTick,
      acceptingOrders: true,
    };
  },
};

/** A fresh fake (tests may replace one of its answers without touching the others' fakes). */
export function createFakeMarketData(): RestMarketData {
  return { ...ANSWERS };
}
