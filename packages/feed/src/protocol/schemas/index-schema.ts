import { defineSchema } from "../record-schema";

/**
 * Index info, msgType 5 (snapshot) and 3 (update); spec section 3 "Index info".
 * Index values are points (floats); quantities in shares; values in dong.
 */
export const INDEX_SCHEMA = defineSchema({
  name: "index",
  groups: [
    ["indexCode"],
    ["indexName", "typeIndex", "marketName", "status", "statusStr", "statusStrEn", "counter"],
    [
      "priorIndex",
      "openIndex",
      "closeIndex",
      "currentIndex",
      "changeIndex",
      "pctChangeIndex",
      "lowestIndex",
      "highestIndex",
      "priceRatioChange",
    ],
    [
      "totalTradedQtty",
      "totalTradedValue",
      "totalTradedQttyNM",
      "totalTradedValueNM",
      "totalTradedQttyPT",
      "totalTradedValuePT",
    ],
    ["totalStock", "up", "upCeil", "noChange", "down", "downFloor"],
    [
      "totalTradedValueUp",
      "totalTradedValueDown",
      "totalTradedValueNoChange",
      "totalTradedQttyUp",
      "totalTradedQttyDown",
      "totalTradedQttyNoChange",
    ],
    [
      "buyForeignQtty",
      "sellForeignQtty",
      "subForeignQtty",
      "buyForeignValue",
      "sellForeignValue",
      "subForeignValue",
    ],
  ],
  strings: ["indexCode", "indexName", "typeIndex", "marketName", "status", "statusStr", "statusStrEn"],
});

/** Field names of index records (msgTypes 5, 3), and their flat indices in INDEX_SCHEMA as a value. */
export type IndexField = (typeof INDEX_SCHEMA.fields)[number];
export const IndexField = INDEX_SCHEMA.index;
