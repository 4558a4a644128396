import { bondPriceColor, formatNumber } from "@vnboard/feed";
import { type BondHistoryRow, type BondInfo, compactToDisplayDate } from "@vnboard/feed/rest";
import { priceClass } from "../../../shared/format/price-class";

/** Spec 2.5 and 8: a missing value in the bond popup shows as '---'. */
export const MISSING = "---";

const known = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** A quantity or an amount in dong, grouped; '---' when missing. */
export function bondNumber(value: number | null | undefined): string {
  return known(value) ? formatNumber(value) : MISSING;
}

/** A percent a year to 2 decimals; '---' when missing. */
export function bondRate(value: number | null | undefined): string {
  return known(value) ? `${formatNumber(value, 2)}%` : MISSING;
}

/** A YYYYMMDD date as DD/MM/YYYY (spec 9); '---' when missing or malformed. */
export function bondDate(compact: string | null | undefined): string {
  return (typeof compact === "string" && compactToDisplayDate(compact)) || MISSING;
}

/** Colour class of a negotiated bond price against the par value (spec 4: above up, below down). */
export function bondPriceClass(price: number | null | undefined, parValue: number): string {
  return priceClass(bondPriceColor(known(price) ? price : Number.NaN, parValue));
}

/** The four flags of bond_Feature 'c;v;w;s' (spec 3), or null when it is not four 0/1 values. */
export interface BondFeature {
  green: boolean;
  convertible: boolean;
  warrant: boolean;
  secured: boolean;
}

export function parseBondFeature(text: string | null | undefined): BondFeature | null {
  if (typeof text !== "string") return null;
  const parts = text.split(";").map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => part !== "0" && part !== "1")) return null;
  return {
    green: parts[0] === "1",
    convertible: parts[1] === "1",
    warrant: parts[2] === "1",
    secured: parts[3] === "1",
  };
}

/** Label keys describing the bond type, e.g. ordinary, non-convertible, without warrant, secured. */
export function bondTypeKeys(feature: BondFeature | null): string[] {
  if (feature === null) return [];
  return [
    feature.green ? "bond.type.green" : "bond.type.ordinary",
    feature.convertible ? "bond.type.convertible" : "bond.type.nonConvertible",
    feature.warrant ? "bond.type.withWarrant" : "bond.type.withoutWarrant",
    feature.secured ? "bond.type.secured" : "bond.type.unsecured",
  ];
}

/** Label key of interestrate_Type (1 fixed, 2 floating, 3 combined), or null when unknown. */
export function rateTypeKey(code: number | string | null | undefined): string | null {
  const value = String(code ?? "").trim();
  return value === "1" || value === "2" || value === "3" ? `bond.rateType.${value}` : null;
}

/** Label key of interest_Payment_Type (1 end of period, 2 start, 3 at maturity, 4 other), or null. */
export function paymentTypeKey(code: number | string | null | undefined): string | null {
  const value = String(code ?? "").trim();
  return value === "1" || value === "2" || value === "3" || value === "4" ? `bond.payment.${value}` : null;
}

/** Collateral yes/no from tsdb ('Y' has collateral, spec 3), or null when missing. */
export function collateralKey(tsdb: string | null | undefined): string | null {
  if (tsdb === "Y") return "bond.yes";
  if (tsdb === "N") return "bond.no";
  return null;
}

/** One figure of a block: its label key, its text, its colour class. */
export interface BondFigure {
  label: string;
  text: string;
  className: string;
}

const figure = (label: string, text: string, className = ""): BondFigure => ({ label, text, className });

/** The market offers block (spec 2.5): today's best bid and offer and the totals on each side. */
export function offerFigures(info: BondInfo): BondFigure[] {
  const par = info.parvalue;
  return [
    figure("bond.bestBidPrice", bondNumber(info.pt_BestBidPrice), bondPriceClass(info.pt_BestBidPrice, par)),
    figure("bond.bestBidQtty", bondNumber(info.pt_BestBidQtty)),
    figure(
      "bond.bestOfferPrice",
      bondNumber(info.pt_BestOfferPrice),
      bondPriceClass(info.pt_BestOfferPrice, par),
    ),
    figure("bond.bestOfferQtty", bondNumber(info.pt_BestOfferQtty)),
    figure("bond.totalBidQtty", bondNumber(info.pt_TotalBidQtty)),
    figure("bond.totalOfferQtty", bondNumber(info.pt_TotalOfferQtty)),
  ];
}

/** The matched-trades block (spec 2.5): last, highest and lowest match and the day's totals. */
export function matchFigures(info: BondInfo): BondFigure[] {
  const par = info.parvalue;
  return [
    figure("bond.matchPrice", bondNumber(info.pt_MatchPrice), bondPriceClass(info.pt_MatchPrice, par)),
    figure("bond.matchQtty", bondNumber(info.pt_MatchQtty)),
    figure("bond.maxPrice", bondNumber(info.pt_MaxPrice), bondPriceClass(info.pt_MaxPrice, par)),
    figure("bond.maxQtty", bondNumber(info.pt_MaxQtty)),
    figure("bond.minPrice", bondNumber(info.pt_MinPrice), bondPriceClass(info.pt_MinPrice, par)),
    figure("bond.minQtty", bondNumber(info.pt_MinQtty)),
    figure("bond.totalTradedQtty", bondNumber(info.pt_TotalTradedQtty)),
    figure("bond.totalTradedValue", bondNumber(info.pt_TotalTradedValue)),
  ];
}

/** Columns of the history table (spec 2.5), in order, with their label keys. */
export const HISTORY_COLUMNS = [
  ["TradingDate", "bond.hist.date"],
  ["pt_MatchPriceByLargestQtty", "bond.hist.matchPriceByLargestQtty"],
  ["pt_BestBidPrice", "bond.hist.bestBidPrice"],
  ["pt_TotalBidQtty", "bond.hist.totalBidQtty"],
  ["pt_BestOfferPrice", "bond.hist.bestOfferPrice"],
  ["pt_TotalOfferQtty", "bond.hist.totalOfferQtty"],
  ["pt_MaxPrice", "bond.hist.maxPrice"],
  ["pt_MaxQtty", "bond.hist.maxQtty"],
  ["pt_MinPrice", "bond.hist.minPrice"],
  ["pt_MinQtty", "bond.hist.minQtty"],
  ["pt_TotalTradedQtty", "bond.hist.totalTradedQtty"],
  ["pt_TotalTradedValue", "bond.hist.totalTradedValue"],
] as const satisfies readonly (readonly [keyof BondHistoryRow, string])[];

const PRICE_COLUMNS: ReadonlySet<string> = new Set([
  "pt_MatchPriceByLargestQtty",
  "pt_BestBidPrice",
  "pt_BestOfferPrice",
  "pt_MaxPrice",
  "pt_MinPrice",
]);

/** The cells of one history row, in HISTORY_COLUMNS order; prices coloured against the par value. */
export function historyCells(row: BondHistoryRow, parValue: number): { text: string; className: string }[] {
  return HISTORY_COLUMNS.map(([field]) => {
    if (field === "TradingDate") return { text: bondDate(row.TradingDate), className: "" };
    const value = row[field];
    return {
      text: bondNumber(value),
      className: PRICE_COLUMNS.has(field) ? bondPriceClass(value, parValue) : "",
    };
  });
}
