import { defineSchema } from "../record-schema";

/**
 * Put-through (negotiated) deal, msgType 15; spec section 3 "Put-through deal".
 * type: 'O' an advertised order, 'M' a matched deal; side 'B' or 'S'. `ticks` identifies the deal and
 * is the key: a record whose ticks is already known replaces it (an advertisement amended), and an
 * advertisement withdrawn travels with quantity 0.
 */
export const PUT_THROUGH_SCHEMA = defineSchema({
  name: "putThrough",
  groups: [
    ["ticks"],
    ["code", "marketCode", "type", "side", "partyId", "traderId", "time"],
    ["price", "quantity", "value"],
  ],
  strings: ["ticks", "code", "marketCode", "type", "side", "partyId", "traderId", "time"],
});

/** Field names of put-through records, and their flat indices in PUT_THROUGH_SCHEMA as a value. */
export type PutThroughField = (typeof PUT_THROUGH_SCHEMA.fields)[number];
export const PutThroughField = PUT_THROUGH_SCHEMA.index;
