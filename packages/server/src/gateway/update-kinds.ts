import {
  BOND_BOARD_SCHEMA,
  BOND_SCHEMA,
  INDEX_CHART_SCHEMA,
  INDEX_SCHEMA,
  INDEX_STATISTIC_SCHEMA,
  MARKET_SCHEMA,
  MINUTE_CHART_SCHEMA,
  MsgType,
  PRICE_LEVEL_SCHEMA,
  PUT_THROUGH_SCHEMA,
  type RecordSchema,
  SYMBOL_SCHEMA,
} from "@vnboard/feed";
import type { MarketBatch } from "../market/market-source";

/**
 * Which clients a frame goes to.
 * - `symbols`: clients that sent msgType 2 (symbol updates and everything traded: markets, bonds,
 *   bond boards, put-through, symbol charts);
 * - `indices`: clients that sent msgType 3 (index updates);
 * - `indexSeries`: clients subscribed to the frame's index (msgType 30), that also sent 3;
 * - `all`: every client that has its snapshot (server time, concurrent users).
 */
export type Audience = "symbols" | "indices" | "indexSeries" | "all" | "sequence";

/** The record lists of a batch (every MarketBatch field but `time`). */
export type BatchListKey = Exclude<keyof MarketBatch, "time" | "seq" | "producedAt">;

export interface UpdateKind {
  readonly key: BatchListKey;
  readonly msgType: number;
  readonly schema: RecordSchema;
  readonly audience: Audience;
  /**
   * How many leading fields identify a row for conflation: 1 (the key) for rows that are patched in
   * place; 2 (key and time or price) for series points, so that merging never drops a point.
   */
  readonly identityFields: 1 | 2;
}

/** Every update list of a batch, in the order its frames are sent. */
export const UPDATE_KINDS: readonly UpdateKind[] = [
  {
    key: "markets",
    msgType: MsgType.MARKET_UPDATE,
    schema: MARKET_SCHEMA,
    audience: "symbols",
    identityFields: 1,
  },
  {
    key: "indices",
    msgType: MsgType.INDEX_UPDATE,
    schema: INDEX_SCHEMA,
    audience: "indices",
    identityFields: 1,
  },
  {
    key: "symbols",
    msgType: MsgType.SYMBOL_UPDATE,
    schema: SYMBOL_SCHEMA,
    audience: "symbols",
    identityFields: 1,
  },
  { key: "bonds", msgType: MsgType.BOND_UPDATE, schema: BOND_SCHEMA, audience: "symbols", identityFields: 1 },
  {
    key: "bondBoards",
    msgType: MsgType.BOND_BOARD,
    schema: BOND_BOARD_SCHEMA,
    audience: "symbols",
    identityFields: 1,
  },
  {
    key: "putThrough",
    msgType: MsgType.PUT_THROUGH,
    schema: PUT_THROUGH_SCHEMA,
    audience: "symbols",
    identityFields: 1,
  },
  {
    key: "minuteCharts",
    msgType: MsgType.MINUTE_CHART,
    schema: MINUTE_CHART_SCHEMA,
    audience: "symbols",
    identityFields: 2,
  },
  {
    key: "priceLevels",
    msgType: MsgType.PRICE_LEVEL_CHART,
    schema: PRICE_LEVEL_SCHEMA,
    audience: "symbols",
    identityFields: 2,
  },
  {
    key: "indexCharts",
    msgType: MsgType.INDEX_CHART,
    schema: INDEX_CHART_SCHEMA,
    audience: "indexSeries",
    identityFields: 2,
  },
  {
    key: "indexStatistics",
    msgType: MsgType.INDEX_STATISTIC_CHART,
    schema: INDEX_STATISTIC_SCHEMA,
    audience: "indexSeries",
    identityFields: 2,
  },
];

/** Update kind by msgType. */
export const UPDATE_KIND_BY_TYPE: ReadonlyMap<number, UpdateKind> = new Map(
  UPDATE_KINDS.map((k) => [k.msgType, k]),
);

/** Most records in one update frame: larger batches are split (the client applies each frame whole). */
export const MAX_RECORDS_PER_UPDATE_FRAME = 500;
/** Records per symbol snapshot frame (msgType 4). */
export const SNAPSHOT_SYMBOLS_PER_FRAME = 200;
