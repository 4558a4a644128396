import { defineSchema } from "@vnboard/feed";

/**
 * The rows of a top-list board: one per stock of the last 10 s refresh, keyed by its code. The figures
 * are those of that refresh (spec 9: TOP refresh 10 s), not the live symbol store, so the board draws a
 * ranking that holds still between refreshes and flashes what changed at a refresh.
 *
 * `symbol` repeats the key as a text field: the engine's colour rule `symbolBandColor` looks the symbol
 * up through a text field of the row (a store's key is not one of its text columns).
 */
export const TOP_SCHEMA = defineSchema({
  name: "topList",
  groups: [
    ["code"],
    ["symbol"],
    [
      "rank",
      "matchPrice",
      "changePrice",
      "pctChangePrice",
      "totalTradedQtty",
      "totalTradedValue",
      "netForeignValue",
      "share",
    ],
  ],
  strings: ["code", "symbol"],
});

/** Field names of TOP_SCHEMA (the board's `F`). */
export type TopField = (typeof TOP_SCHEMA.fields)[number];
