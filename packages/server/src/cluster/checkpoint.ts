import { gunzipSync, gzipSync } from "node:zlib";
import { MsgType } from "@vnboard/feed";
import type { RecordValues } from "@vnboard/feed/protocol";
import type { MarketSnapshot, MarketSource } from "../market/market-source";
import type { MarketState } from "../replay/market-state";

type IndexSeries = ReturnType<MarketSource["indexSeries"]>;

/**
 * The whole market as of batch `seq`: what a gateway starting late (or after losing its place) builds
 * its state from, without asking ingest. `streamSeq` is the JetStream sequence of that batch's commit
 * message: the gateway reads the stream from the message after it.
 */
export interface Checkpoint {
  epoch: string;
  seq: number;
  streamSeq: number;
  time: number;
  snapshot: MarketSnapshot;
  /** Every index's whole series (msgTypes 8, 14, 16), by index code. */
  series: Record<string, IndexSeries>;
}

/**
 * Takes a checkpoint of a source as JSON text, without its stream sequence (known only once the batch's
 * commit is acknowledged). Serialised at once, in the batch listener: a source may change its records in
 * place afterwards, and the checkpoint must be exact as of the last batch it emitted.
 */
export function takeCheckpoint(
  source: MarketSource,
  at: { epoch: string; seq: number; time: number },
): string {
  const snapshot = source.snapshot();
  const series: Record<string, IndexSeries> = {};
  for (const row of snapshot.indices) {
    const code = String(row.indexCode);
    series[code] = source.indexSeries(code);
  }
  return JSON.stringify({ ...at, snapshot, series });
}

/**
 * The stored form: gzip of `{"streamSeq":N,"market":<takeCheckpoint's JSON>}` (a whole market is a few MB
 * of JSON, ~10x smaller compressed).
 */
export function encodeCheckpoint(market: string, streamSeq: number): Uint8Array {
  return gzipSync(`{"streamSeq":${streamSeq},"market":${market}}`);
}

/** The checkpoint in `bytes`, or null when they are not one (counted by the caller). */
export function decodeCheckpoint(bytes: Uint8Array): Checkpoint | null {
  try {
    const stored = JSON.parse(gunzipSync(bytes).toString("utf8")) as { streamSeq?: unknown; market?: object };
    const value = { ...stored.market, streamSeq: stored.streamSeq } as Partial<Checkpoint>;
    if (
      typeof value.seq !== "number" ||
      typeof value.streamSeq !== "number" ||
      typeof value.epoch !== "string" ||
      typeof value.snapshot !== "object" ||
      value.snapshot === null
    )
      return null;
    return value as Checkpoint;
  } catch {
    return null;
  }
}

/**
 * Loads a checkpoint into an empty MarketState, as the frames a client would have received: the
 * snapshots, the price levels and every index series. Leaves the state's pending batch empty.
 */
export function applyCheckpoint(state: MarketState, checkpoint: Checkpoint): void {
  const s = checkpoint.snapshot;
  const records = (msgType: number, list: RecordValues[] | undefined) => {
    if (list !== undefined && list.length > 0) state.apply({ msgType, kind: "records", records: list });
  };
  state.apply({ msgType: MsgType.SYSTEM_PARAMS, kind: "json", value: s.systemParams });
  state.apply({ msgType: MsgType.INDUSTRIES, kind: "json", value: s.industries });
  records(
    MsgType.BASKET,
    Object.entries(s.baskets ?? {}).map(([indexCode, symbols]) => ({
      indexCode,
      symbols: symbols.join(","),
    })),
  );
  records(MsgType.SYMBOL_SNAPSHOT, s.symbols);
  records(MsgType.INDEX_SNAPSHOT, s.indices);
  records(MsgType.MARKET_SNAPSHOT, s.markets);
  records(MsgType.BOND_SNAPSHOT, s.bonds);
  records(MsgType.BOND_BOARD, s.bondBoards);
  records(MsgType.PUT_THROUGH, s.putThrough);
  records(MsgType.PRICE_LEVEL_CHART, s.priceLevels);
  for (const series of Object.values(checkpoint.series ?? {})) {
    records(MsgType.INDEX_CHART, series.indexCharts);
    records(MsgType.INDEX_STATISTIC_CHART, series.indexStatistics);
    records(MsgType.INDEX_FOREIGN_HISTORY, series.indexForeignHistory);
  }
  state.time = checkpoint.time;
  state.takeBatch(checkpoint.time);
}
