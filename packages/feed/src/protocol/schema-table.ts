import { MsgType } from "./msg-type";
import type { RecordSchema } from "./record-schema";
import { BOND_BOARD_SCHEMA, BOND_SCHEMA } from "./schemas/bond-schema";
import { INDEX_SCHEMA } from "./schemas/index-schema";
import { MARKET_SCHEMA } from "./schemas/market-schema";
import { PUT_THROUGH_SCHEMA } from "./schemas/put-through-schema";
import {
  BASKET_SCHEMA,
  CLOSE_HISTORY_SCHEMA,
  CONCURRENT_SCHEMA,
  FOREIGN_HISTORY_SCHEMA,
  INDEX_CHART_SCHEMA,
  INDEX_FOREIGN_HISTORY_SCHEMA,
  INDEX_STATISTIC_SCHEMA,
  MINUTE_CHART_SCHEMA,
  PRICE_LEVEL_SCHEMA,
} from "./schemas/series-schemas";
import { SYMBOL_SCHEMA } from "./schemas/symbol-schema";

/**
 * How a message's `message` field is read.
 * - `records`: '$'/'|'/'*' tabular text read through `schema`; `reset` marks a snapshot.
 * - `json`: a JSON value (object, or a string holding JSON).
 * - `time`: the server clock, Unix milliseconds as a number or a numeric string.
 */
export type MessageLayout =
  | { readonly kind: "records"; readonly schema: RecordSchema; readonly reset: boolean }
  | { readonly kind: "json" }
  | { readonly kind: "time" };

/** The one table of the protocol: every server -> client msgType of the spec and how to read it. */
export const SCHEMA_TABLE: ReadonlyMap<number, MessageLayout> = new Map<number, MessageLayout>([
  [MsgType.SERVER_TIME, { kind: "time" }],
  [MsgType.SYSTEM_PARAMS, { kind: "json" }],
  [MsgType.CONCURRENT_USERS, { kind: "records", schema: CONCURRENT_SCHEMA, reset: false }],
  [MsgType.INDUSTRIES, { kind: "json" }],
  [MsgType.SYMBOL_SNAPSHOT, { kind: "records", schema: SYMBOL_SCHEMA, reset: true }],
  [MsgType.SYMBOL_UPDATE, { kind: "records", schema: SYMBOL_SCHEMA, reset: false }],
  [MsgType.MINUTE_CHART, { kind: "records", schema: MINUTE_CHART_SCHEMA, reset: false }],
  [MsgType.PRICE_LEVEL_CHART, { kind: "records", schema: PRICE_LEVEL_SCHEMA, reset: false }],
  [MsgType.CLOSE_HISTORY, { kind: "records", schema: CLOSE_HISTORY_SCHEMA, reset: false }],
  [MsgType.FOREIGN_HISTORY, { kind: "records", schema: FOREIGN_HISTORY_SCHEMA, reset: false }],
  [MsgType.PUT_THROUGH, { kind: "records", schema: PUT_THROUGH_SCHEMA, reset: false }],
  [MsgType.INDEX_SNAPSHOT, { kind: "records", schema: INDEX_SCHEMA, reset: true }],
  [MsgType.INDEX_UPDATE, { kind: "records", schema: INDEX_SCHEMA, reset: false }],
  [MsgType.INDEX_CHART, { kind: "records", schema: INDEX_CHART_SCHEMA, reset: false }],
  [MsgType.BASKET, { kind: "records", schema: BASKET_SCHEMA, reset: false }],
  [MsgType.INDEX_STATISTIC_CHART, { kind: "records", schema: INDEX_STATISTIC_SCHEMA, reset: false }],
  [MsgType.INDEX_FOREIGN_HISTORY, { kind: "records", schema: INDEX_FOREIGN_HISTORY_SCHEMA, reset: false }],
  [MsgType.MARKET_SNAPSHOT, { kind: "records", schema: MARKET_SCHEMA, reset: true }],
  [MsgType.MARKET_UPDATE, { kind: "records", schema: MARKET_SCHEMA, reset: false }],
  [MsgType.BOND_SNAPSHOT, { kind: "records", schema: BOND_SCHEMA, reset: true }],
  [MsgType.BOND_UPDATE, { kind: "records", schema: BOND_SCHEMA, reset: false }],
  [MsgType.BOND_BOARD, { kind: "records", schema: BOND_BOARD_SCHEMA, reset: false }],
]);
