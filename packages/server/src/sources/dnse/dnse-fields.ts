import { MarketCode, SecurityType } from "@vnboard/feed";

/**
 * Code tables of DNSE's open market data (https://hdsd.dnse.com.vn/san-pham-dich-vu/lightspeed-api_krx/
 * iii.-market-data and the OpenAPI of github.com/dnse-tech/dnse-py, models/market.py).
 */

/** `marketId`: 3 HNX derivatives, 4 HNX corporate bonds, 6 HOSE, 7 HNX, 8 UPCoM (numbers or names). */
const MARKETS: Readonly<Record<string, MarketCode>> = {
  "3": MarketCode.DERIVATIVE,
  DVX: MarketCode.DERIVATIVE,
  "4": MarketCode.BOND,
  HCX: MarketCode.BOND,
  "6": MarketCode.HSX,
  STO: MarketCode.HSX,
  "7": MarketCode.HNX,
  STX: MarketCode.HNX,
  "8": MarketCode.UPCOM,
  UPX: MarketCode.UPCOM,
};

export function dnseMarket(value: unknown): MarketCode | undefined {
  return typeof value === "string" || typeof value === "number" ? MARKETS[String(value)] : undefined;
}

/** `securityGroupId`: 1 corporate bond, 2 ETF, 3 covered warrant, 4 future, 7 stock. */
const SECURITY_TYPES: Readonly<Record<string, SecurityType>> = {
  "1": SecurityType.BOND,
  "2": SecurityType.ETF,
  "3": SecurityType.COVERED_WARRANT,
  "4": SecurityType.FUTURE,
  "7": SecurityType.STOCK,
};

export function dnseSecurityType(value: unknown): SecurityType | undefined {
  return typeof value === "string" || typeof value === "number" ? SECURITY_TYPES[String(value)] : undefined;
}

/**
 * `securityStatus`: 1 halted, 2 not halted (the market-data page's example also shows 0). Not halted is
 * "0" as the simulator sends; halted travels as "H", SSI's letter for the same state.
 */
export function dnseTradingStatus(value: unknown): string | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : undefined;
  if (text === undefined || text === "") return undefined;
  return text === "1" ? "H" : text === "2" || text === "0" ? "0" : text;
}

/** `boardId` G4 is the odd-lot board; G1 (and the numeric ids the examples show) the main board. */
export function isOddLotBoard(value: unknown): boolean {
  return value === "G4";
}

/**
 * Price scale: DNSE quotes stock, ETF and warrant prices in thousands of dong (HPG 28.3 = 28,300 dong)
 * and derivatives in index points; our records carry dong and points.
 */
export function priceScale(market: MarketCode | undefined): number {
  return market === MarketCode.DERIVATIVE ? 1 : 1000;
}

/**
 * `grossTradeAmount` is in billions of dong: the derivative example's 84,164 contracts at ~2,000 points
 * x 100,000 dong per point is 16.8 thousand billion, sent as 16817.93.
 */
export const GROSS_AMOUNT_SCALE = 1e9;
