import { MsgType } from "../msg-type";
import type { RecordValues } from "../record-encoder";

/** One worked example per msgType, for docs/protocol.md (values are illustrative, units as the schema says). */
const vnmSnapshot: RecordValues = {
  code: "VNM",
  matchPrice: 61_500,
  matchQtty: 1_200,
  changePrice: 400,
  pctChangePrice: 0.65,
  totalTradedQtty: 1_523_400,
  totalTradedValue: 93_412_000_000,
  highestPrice: 61_800,
  lowestPrice: 60_900,
  avgPrice: 61_320,
  bidPrice1: 61_400,
  bidQtty1: 3_500,
  offerPrice1: 61_500,
  offerQtty1: 8_100,
  buyForeignQtty: 120_000,
  sellForeignQtty: 95_300,
  remainForeignQtty: 1_032_000_000,
  refPrice: 61_100,
  ceilPrice: 65_300,
  floorPrice: 56_900,
  symbolName: "CTCP Sữa Việt Nam",
  marketCode: "STO",
  marketName: "HSX",
  securityType: "ST",
  referenceStatus: "0",
};

const vn30Index: RecordValues = {
  indexCode: "VN30",
  indexName: "VN30",
  marketName: "HSX",
  status: "30",
  statusStr: "Liên tục",
  statusStrEn: "Continuous",
  priorIndex: 1351.2,
  openIndex: 1352.04,
  currentIndex: 1358.77,
  changeIndex: 7.57,
  pctChangeIndex: 0.56,
  lowestIndex: 1349.9,
  highestIndex: 1360.15,
  totalTradedQtty: 152_300_400,
  totalTradedValue: 5_210_000_000_000,
  totalStock: 30,
  up: 18,
  upCeil: 1,
  noChange: 4,
  down: 7,
  downFloor: 0,
};

export const EXAMPLES: Readonly<Record<number, unknown>> = {
  [MsgType.SERVER_TIME]: 1_795_425_300_000,
  [MsgType.SYSTEM_PARAMS]: {
    sysDate: "20261120",
    startupDate: "20261120",
    tradingDate: "20261120",
    numberStockTop: 30,
    sideTab_Type: "ST",
    sideTab_Code: "VNM",
    useCompanyProfile: true,
    useDerivative: true,
  },
  [MsgType.CONCURRENT_USERS]: [{ time: "10:15:00", total: 1520, max: 2048, current: 1311 }],
  [MsgType.INDUSTRIES]: [
    { code: "3500", name: "Thực phẩm và đồ uống", names: { en: "Food & Beverage" }, symbolList: ["VNM", "MSN", "SAB"] },
  ],
  [MsgType.SYMBOL_SNAPSHOT]: [vnmSnapshot],
  [MsgType.SYMBOL_UPDATE]: [
    { code: "VNM", matchPrice: 61_600, matchQtty: 500, changePrice: 500, pctChangePrice: 0.82 },
    { code: "FPT", bidQtty2: 12_300 },
  ],
  [MsgType.MINUTE_CHART]: [
    { code: "VNM", time: 1_795_425_300, openPrice: 61_500, closePrice: 61_600, lowestPrice: 61_400, highestPrice: 61_600, volume: 25_300 },
  ],
  [MsgType.PRICE_LEVEL_CHART]: [
    { code: "VNM", price: 61_500, quantity: 120_400 },
    { code: "VNM", price: 61_600, quantity: 80_100 },
  ],
  [MsgType.INDEX_CHART]: [{ indexCode: "VN30", time: 1_795_425_300, value: 1358.77, quantity: 1_203_000, priceRatioChange: 0.56 }],
  [MsgType.BASKET]: [{ indexCode: "VN30", symbols: "ACB,BCM,BID,CTG,FPT,VNM" }],
  [MsgType.CLOSE_HISTORY]: [{ code: "VNM", time: 1_795_305_600, open: 60_800, close: 61_100, lowest: 60_500, highest: 61_300, volume: 2_300_100 }],
  [MsgType.FOREIGN_HISTORY]: [
    { code: "VNM", tradingDate: 20261119, buyForeignQtty: 300_000, sellForeignQtty: 250_000, subForeignQtty: 50_000 },
  ],
  [MsgType.INDEX_STATISTIC_CHART]: [
    { indexCode: "VN30", time: 1_795_425_300, open: 1357.1, close: 1358.77, lowest: 1356.9, highest: 1359.2, volume: 2_100_000 },
  ],
  [MsgType.PUT_THROUGH]: [
    { ticks: "20261120101501000001", code: "VNM", marketCode: "STO", type: "M", side: "B", partyId: "001", traderId: "T01", time: "10:15:01", price: 61_000, quantity: 500_000, value: 30_500_000_000 },
  ],
  [MsgType.INDEX_FOREIGN_HISTORY]: [
    { indexCode: "VNINDEX", tradingDate: 20261119, buyForeignQtty: 45_000_000, sellForeignQtty: 52_000_000, subForeignQtty: -7_000_000 },
  ],
  [MsgType.INDEX_SNAPSHOT]: [vn30Index],
  [MsgType.INDEX_UPDATE]: [{ indexCode: "VN30", currentIndex: 1359.02, changeIndex: 7.82, pctChangeIndex: 0.58 }],
  [MsgType.MARKET_SNAPSHOT]: [
    { marketCode: "STO", marketName: "HSX", marketNameEn: "HOSE", tradingDate: "20261120", tradingSessionId: "30", stockUp: 210, stockNoChange: 60, stockDown: 128 },
  ],
  [MsgType.MARKET_UPDATE]: [{ marketCode: "STO", stockUp: 211, stockDown: 127 }],
  [MsgType.BOND_SNAPSHOT]: [
    { code: "VIC12301", issuer: "Tập đoàn Vingroup", boardCode: "TPRL", tsdb: "Y", bond_Feature: "1;0;0;1", issueDate: "20230915", maturitDate: "20270915", interestrate_Type: "1", interest_Payment_Type: "1", parvalue: 100_000, totalListingQtty: 20_000_000, interest_Rate: 9.5, periodRemain: 10 },
  ],
  [MsgType.BOND_UPDATE]: [{ code: "VIC12301", pt_MatchPrice: 100_150, pt_MatchQtty: 5_000 }],
  [MsgType.BOND_BOARD]: [{ boardCode: "ALLMARKET", marketcode: "TPRL", tradingDate: "20261120", totalPtTradedQtty: 1_250_000, totalPtTradedValue: 126_300_000_000 }],
};
