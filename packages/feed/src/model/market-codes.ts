/**
 * Market and security codes of the spec (section 3, "Market codes"), named once.
 *
 * The wire carries these strings; the store interns them. Display names are the spec's.
 */

/** Exchange / board codes as they travel on the wire. */
export const MarketCode = {
  HSX: "STO",
  HNX: "STX",
  UPCOM: "UPX",
  BOND: "HCX",
  DERIVATIVE: "DVX",
  TPRL: "TPRL",
} as const;
export type MarketCode = (typeof MarketCode)[keyof typeof MarketCode];

/** Display name per market code (spec: HSX, HNX, UpCOM, Bond, Derivative, TPRL). */
export const MARKET_DISPLAY_NAME: Readonly<Record<MarketCode, string>> = {
  STO: "HSX",
  STX: "HNX",
  UPX: "UpCOM",
  HCX: "Bond",
  DVX: "Derivative",
  TPRL: "TPRL",
};

const MARKET_CODES: ReadonlySet<string> = new Set(Object.values(MarketCode));

/** True when `value` is one of the exchange market codes (MarketCode). */
export function isMarketCode(value: string): value is MarketCode {
  return MARKET_CODES.has(value);
}

/**
 * Security types. The spec names CW (covered warrant) and BO (bond) and "others"; we name the others
 * so that rules (tick size, lots) can tell an ETF or a future from a plain stock.
 */
export const SecurityType = {
  STOCK: "ST",
  ETF: "EF",
  FUND: "FU",
  COVERED_WARRANT: "CW",
  BOND: "BO",
  FUTURE: "FT",
} as const;
export type SecurityType = (typeof SecurityType)[keyof typeof SecurityType];

/**
 * Whether a security is one of an exchange's stocks (shares, ETFs, funds), the ones its board, its TOP
 * lists and the plasma screen's TOP 5 rank. Covered warrants, bonds and futures have boards of their own:
 * a warrant's volume is counted in millions at a few hundred dong and would fill a stock's TOP list.
 */
export function isExchangeStock(securityType: string): boolean {
  return (
    securityType !== SecurityType.COVERED_WARRANT &&
    securityType !== SecurityType.BOND &&
    securityType !== SecurityType.FUTURE
  );
}
