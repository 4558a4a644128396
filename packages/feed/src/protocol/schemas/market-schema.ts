import { defineSchema } from "../record-schema";

/** Market (exchange) info, msgType 17 (snapshot) and 18 (update); spec section 3 "Market". */
export const MARKET_SCHEMA = defineSchema({
  name: "market",
  groups: [
    ["marketCode"],
    ["marketName", "marketNameEn", "tradingDate", "tradingSessionId"],
    ["stockUp", "stockNoChange", "stockDown"],
    ["totalTradedQtty", "totalTradedValue", "totalTradedQttyPT", "totalTradedValuePT"],
  ],
  strings: ["marketCode", "marketName", "marketNameEn", "tradingDate", "tradingSessionId"],
});

/** Field names of market records (msgTypes 17, 18), and their flat indices in MARKET_SCHEMA as a value. */
export type MarketField = (typeof MARKET_SCHEMA.fields)[number];
export const MarketField = MARKET_SCHEMA.index;
