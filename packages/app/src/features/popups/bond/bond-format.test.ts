import type { BondHistoryRow, BondInfo } from "@vnboard/feed/rest";
import { describe, expect, it } from "vitest";
import {
  bondDate,
  bondNumber,
  bondRate,
  bondTypeKeys,
  collateralKey,
  HISTORY_COLUMNS,
  historyCells,
  MISSING,
  matchFigures,
  offerFigures,
  parseBondFeature,
  paymentTypeKey,
  rateTypeKey,
} from "./bond-format";

const INFO: BondInfo = {
  code: "ABC12301",
  issuer: "ABC Corp",
  parvalue: 100_000,
  totalListingQtty: 5_000_000,
  boardCode: "TPRL",
  securityTradingStatus: "0",
  tradingSessionId: "30",
  tradSesStatus: "30",
  bond_Feature: "1;0;1;0",
  tsdb: "Y",
  issueDate: "20230115",
  maturitDate: "20280115",
  interest_Rate: 9.5,
  interestrate_Type: 2,
  interest_Payment_Type: 3,
  periodRemain: 420,
  pt_BestBidPrice: 100_500,
  pt_BestBidQtty: 300,
  pt_BestOfferPrice: 99_000,
  pt_BestOfferQtty: null,
  pt_TotalBidQtty: 1200,
  pt_TotalOfferQtty: null,
  pt_MatchPrice: 100_000,
  pt_MatchQtty: 50,
  pt_MaxPrice: null,
  pt_MaxQtty: null,
  pt_MinPrice: null,
  pt_MinQtty: null,
  pt_TotalTradedQtty: 50,
  pt_TotalTradedValue: 5_000_000,
  totalValueTraded: null,
  totalVolumeTraded: null,
};

describe("bond popup figures", () => {
  it("shows '---' for missing values and groups numbers in dong", () => {
    expect(bondNumber(null)).toBe(MISSING);
    expect(bondNumber(Number.NaN)).toBe(MISSING);
    expect(bondNumber(100_000)).toBe("100,000");
    expect(bondRate(9.5)).toBe("9.50%");
    expect(bondRate(null)).toBe(MISSING);
    expect(bondDate("20280115")).toBe("15/01/2028");
    expect(bondDate("")).toBe(MISSING);
    expect(bondDate("2028-01-15")).toBe(MISSING);
  });

  it("reads the four bond_Feature flags into the bond type, and nothing from a malformed one", () => {
    expect(bondTypeKeys(parseBondFeature("1;0;1;0"))).toEqual([
      "bond.type.green",
      "bond.type.nonConvertible",
      "bond.type.withWarrant",
      "bond.type.unsecured",
    ]);
    expect(parseBondFeature("0;0;0")).toBeNull();
    expect(parseBondFeature("0;0;0;x")).toBeNull();
    expect(bondTypeKeys(null)).toEqual([]);
  });

  it("names rate types 1-3, payment methods 1-4 and collateral Y/N, and nothing for other codes", () => {
    expect(rateTypeKey(2)).toBe("bond.rateType.2");
    expect(rateTypeKey("4")).toBeNull();
    expect(paymentTypeKey(4)).toBe("bond.payment.4");
    expect(paymentTypeKey(0)).toBeNull();
    expect(collateralKey("Y")).toBe("bond.yes");
    expect(collateralKey("N")).toBe("bond.no");
    expect(collateralKey("")).toBeNull();
  });

  it("colours negotiated prices against the par value: above up, below down, equal reference", () => {
    const offers = offerFigures(INFO);
    expect(offers.find((f) => f.label === "bond.bestBidPrice")).toMatchObject({
      text: "100,500",
      className: "price-up",
    });
    expect(offers.find((f) => f.label === "bond.bestOfferPrice")?.className).toBe("price-down");
    expect(offers.find((f) => f.label === "bond.bestOfferQtty")?.text).toBe(MISSING);
    const matches = matchFigures(INFO);
    expect(matches.find((f) => f.label === "bond.matchPrice")?.className).toBe("price-reference");
    expect(matches.find((f) => f.label === "bond.maxPrice")).toMatchObject({
      text: MISSING,
      className: "price-none",
    });
    expect(matches.find((f) => f.label === "bond.totalTradedValue")?.text).toBe("5,000,000");
  });

  it("lays a history row out in the spec's column order with '---' for gaps", () => {
    const row: BondHistoryRow = {
      TradingDate: "20261120",
      pt_MatchPriceByLargestQtty: 101_000,
      pt_BestBidPrice: null,
      pt_TotalBidQtty: 10,
      pt_BestOfferPrice: 99_500,
      pt_TotalOfferQtty: null,
      pt_MaxPrice: 101_000,
      pt_MaxQtty: 5,
      pt_MinPrice: 100_000,
      pt_MinQtty: 5,
      pt_TotalTradedQtty: 10,
      pt_TotalTradedValue: 1_005_000,
    };
    const cells = historyCells(row, 100_000);
    expect(cells).toHaveLength(HISTORY_COLUMNS.length);
    expect(cells.map((c) => c.text)).toEqual([
      "20/11/2026",
      "101,000",
      MISSING,
      "10",
      "99,500",
      MISSING,
      "101,000",
      "5",
      "100,000",
      "5",
      "10",
      "1,005,000",
    ]);
    expect(cells[1]?.className).toBe("price-up");
    expect(cells[4]?.className).toBe("price-down");
    expect(cells[8]?.className).toBe("price-reference");
  });
});
