import {
  BASKET_SCHEMA,
  BOND_BOARD_SCHEMA,
  BOND_SCHEMA,
  CLOSE_HISTORY_SCHEMA,
  FOREIGN_HISTORY_SCHEMA,
  INDEX_CHART_SCHEMA,
  INDEX_FOREIGN_HISTORY_SCHEMA,
  INDEX_SCHEMA,
  INDEX_STATISTIC_SCHEMA,
  MARKET_SCHEMA,
  MsgType,
  PRICE_LEVEL_SCHEMA,
  PUT_THROUGH_SCHEMA,
  SYMBOL_SCHEMA,
} from "@vnboard/feed";
import type { MarketSnapshot, MarketSource } from "../market/market-source";
import { encodeRecordFrames } from "./batch-frames";
import { MAX_RECORDS_PER_UPDATE_FRAME, SNAPSHOT_SYMBOLS_PER_FRAME } from "./update-kinds";
import { encodeWireFrame, type WireFrame } from "./wire-frame";

/**
 * The frames a client receives after its msgType 4, in order: server time, system parameters,
 * industries, baskets, markets, indices, symbols (in frames of ~200), bonds, bond boards, put-through,
 * every symbol's price levels of the day (msgType 7, in frames of 500), then one empty update frame of each of 2, 3, 18 and 20: the client ends its resynchronisation on the
 * first update of each kind, so these tell it the snapshot is complete.
 */
export function encodeSnapshotFrames(snapshot: MarketSnapshot, time: number): WireFrame[] {
  const frames: WireFrame[] = [
    encodeWireFrame(MsgType.SERVER_TIME, time),
    encodeWireFrame(MsgType.SYSTEM_PARAMS, snapshot.systemParams),
    encodeWireFrame(MsgType.INDUSTRIES, snapshot.industries),
  ];
  const baskets = Object.entries(snapshot.baskets).map(([indexCode, list]) => ({
    indexCode,
    symbols: list.join(","),
  }));
  frames.push(...encodeRecordFrames(MsgType.BASKET, BASKET_SCHEMA, baskets, MAX_RECORDS_PER_UPDATE_FRAME));
  pushSnapshot(
    frames,
    MsgType.MARKET_SNAPSHOT,
    MARKET_SCHEMA,
    snapshot.markets,
    MAX_RECORDS_PER_UPDATE_FRAME,
  );
  pushSnapshot(frames, MsgType.INDEX_SNAPSHOT, INDEX_SCHEMA, snapshot.indices, MAX_RECORDS_PER_UPDATE_FRAME);
  pushSnapshot(frames, MsgType.SYMBOL_SNAPSHOT, SYMBOL_SCHEMA, snapshot.symbols, SNAPSHOT_SYMBOLS_PER_FRAME);
  pushSnapshot(frames, MsgType.BOND_SNAPSHOT, BOND_SCHEMA, snapshot.bonds, MAX_RECORDS_PER_UPDATE_FRAME);
  frames.push(
    ...encodeRecordFrames(
      MsgType.BOND_BOARD,
      BOND_BOARD_SCHEMA,
      snapshot.bondBoards,
      MAX_RECORDS_PER_UPDATE_FRAME,
    ),
  );
  frames.push(
    ...encodeRecordFrames(
      MsgType.PUT_THROUGH,
      PUT_THROUGH_SCHEMA,
      snapshot.putThrough,
      MAX_RECORDS_PER_UPDATE_FRAME,
    ),
  );
  // Every symbol's price levels of the day, before the batches a late joiner catches up with: their
  // updates of the same prices then land on top (a series point with the same price replaces).
  frames.push(
    ...encodeRecordFrames(
      MsgType.PRICE_LEVEL_CHART,
      PRICE_LEVEL_SCHEMA,
      snapshot.priceLevels,
      MAX_RECORDS_PER_UPDATE_FRAME,
    ),
  );
  for (const msgType of SNAPSHOT_END_TYPES) frames.push(encodeWireFrame(msgType, ""));
  return frames;
}

/** The empty updates that end a snapshot. */
export const SNAPSHOT_END_TYPES: readonly number[] = [
  MsgType.SYMBOL_UPDATE,
  MsgType.INDEX_UPDATE,
  MsgType.MARKET_UPDATE,
  MsgType.BOND_UPDATE,
];

/** A snapshot type is sent even when empty, so that the client's view of that kind is reset. */
function pushSnapshot(
  frames: WireFrame[],
  msgType: number,
  schema: typeof SYMBOL_SCHEMA | typeof INDEX_SCHEMA | typeof MARKET_SCHEMA | typeof BOND_SCHEMA,
  records: MarketSnapshot["symbols"],
  perFrame: number,
): void {
  if (records.length === 0) frames.push(encodeWireFrame(msgType, ""));
  else frames.push(...encodeRecordFrames(msgType, schema, records, perFrame));
}

/** A symbol's close (12) or foreign (13) history, answering a client's request; [] when unknown. */
export function encodeSymbolHistoryFrames(source: MarketSource, msgType: 12 | 13, code: string): WireFrame[] {
  const history = source.symbolHistory?.(code) ?? null;
  if (history === null) return [];
  return msgType === MsgType.CLOSE_HISTORY
    ? encodeRecordFrames(
        MsgType.CLOSE_HISTORY,
        CLOSE_HISTORY_SCHEMA,
        history.closeHistory,
        MAX_RECORDS_PER_UPDATE_FRAME,
      )
    : encodeRecordFrames(
        MsgType.FOREIGN_HISTORY,
        FOREIGN_HISTORY_SCHEMA,
        history.foreignHistory,
        MAX_RECORDS_PER_UPDATE_FRAME,
      );
}

/** The whole series of one index (msgTypes 8, 14, 16), sent when a client subscribes to it. */
export function encodeIndexSeriesFrames(source: MarketSource, indexCode: string): WireFrame[] {
  const series = source.indexSeries(indexCode);
  const max = MAX_RECORDS_PER_UPDATE_FRAME;
  return [
    ...encodeRecordFrames(MsgType.INDEX_CHART, INDEX_CHART_SCHEMA, series.indexCharts, max),
    ...encodeRecordFrames(MsgType.INDEX_STATISTIC_CHART, INDEX_STATISTIC_SCHEMA, series.indexStatistics, max),
    ...encodeRecordFrames(
      MsgType.INDEX_FOREIGN_HISTORY,
      INDEX_FOREIGN_HISTORY_SCHEMA,
      series.indexForeignHistory,
      max,
    ),
  ];
}
