import { defineSchema } from "../record-schema";

/**
 * Private corporate bond (TPRL) info, msgType 19 (snapshot) and 20 (update); spec section 3 "Bond info".
 * The spec's field names are kept, typos included (`maturitDate`), so that spec, wire and code read alike.
 * `bond_Feature` is four values separated by ';' (category; convertible; with warrant; secured).
 */
export const BOND_SCHEMA = defineSchema({
  name: "bond",
  groups: [
    ["code"],
    [
      "issuer",
      "boardCode",
      "securityTradingStatus",
      "tradingSessionId",
      "tradSesStatus",
      "bond_Feature",
      "tsdb",
      "issueDate",
      "maturitDate",
      "interestrate_Type",
      "interest_Payment_Type",
    ],
    ["parvalue", "totalListingQtty", "interest_Rate", "periodRemain"],
    [
      "pt_BestBidPrice",
      "pt_BestBidQtty",
      "pt_BestOfferPrice",
      "pt_BestOfferQtty",
      "pt_TotalBidQtty",
      "pt_TotalOfferQtty",
    ],
    [
      "pt_MatchPrice",
      "pt_MatchQtty",
      "pt_MaxPrice",
      "pt_MaxQtty",
      "pt_MinPrice",
      "pt_MinQtty",
      "pt_TotalTradedQtty",
      "pt_TotalTradedValue",
      "totalValueTraded",
      "totalVolumeTraded",
    ],
  ],
  strings: [
    "code",
    "issuer",
    "boardCode",
    "securityTradingStatus",
    "tradingSessionId",
    "tradSesStatus",
    "bond_Feature",
    "tsdb",
    "issueDate",
    "maturitDate",
    "interestrate_Type",
    "interest_Payment_Type",
  ],
});

/** Field names of bond records (msgTypes 19, 20), and their flat indices in BOND_SCHEMA as a value. */
export type BondField = (typeof BOND_SCHEMA.fields)[number];
export const BondField = BOND_SCHEMA.index;

/**
 * Private-bond board, msgType 24; spec section 3 "Board (private bond)" and "Market TRPL info"
 * (boardCode ALLMARKET carries totalPtTradedQtty and totalPtTradedValue).
 */
export const BOND_BOARD_SCHEMA = defineSchema({
  name: "bondBoard",
  groups: [
    ["boardCode"],
    ["marketcode", "boardStatus", "tradingSessionId", "tradSesStatus", "tradingDate"],
    [
      "totalTradedQtty",
      "totalTradedValue",
      "totalReposQtty",
      "totalReposValue",
      "ptBidValue",
      "ptOfferValue",
      "totalPtTradedQtty",
      "totalPtTradedValue",
    ],
  ],
  strings: ["boardCode", "marketcode", "boardStatus", "tradingSessionId", "tradSesStatus", "tradingDate"],
});

/** Field names of bond board records, and their flat indices in BOND_BOARD_SCHEMA as a value. */
export type BondBoardField = (typeof BOND_BOARD_SCHEMA.fields)[number];
export const BondBoardField = BOND_BOARD_SCHEMA.index;
