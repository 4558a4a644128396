import { MsgType } from "@vnboard/feed";
import type { RecordValues } from "@vnboard/feed/protocol";
import { emptyBatch, type MarketBatch, type MarketSnapshot } from "../market/market-source";
import type { DecodedFrame } from "./frame-decoder";

type Row = Record<string, string | number | null | undefined>;
type RowKind = "symbols" | "indices" | "markets" | "bonds" | "bondBoards" | "putThrough";
type SeriesKind = "indexCharts" | "indexStatistics" | "indexForeignHistory";

/** Tabular msgTypes kept as rows: kind, key field, and whether the message replaces rows (snapshot). */
const ROW_TYPES = new Map<number, { kind: RowKind; key: string; snapshot: boolean }>([
  [MsgType.SYMBOL_SNAPSHOT, { kind: "symbols", key: "code", snapshot: true }],
  [MsgType.SYMBOL_UPDATE, { kind: "symbols", key: "code", snapshot: false }],
  [MsgType.INDEX_SNAPSHOT, { kind: "indices", key: "indexCode", snapshot: true }],
  [MsgType.INDEX_UPDATE, { kind: "indices", key: "indexCode", snapshot: false }],
  [MsgType.MARKET_SNAPSHOT, { kind: "markets", key: "marketCode", snapshot: true }],
  [MsgType.MARKET_UPDATE, { kind: "markets", key: "marketCode", snapshot: false }],
  [MsgType.BOND_SNAPSHOT, { kind: "bonds", key: "code", snapshot: true }],
  [MsgType.BOND_UPDATE, { kind: "bonds", key: "code", snapshot: false }],
  [MsgType.BOND_BOARD, { kind: "bondBoards", key: "boardCode", snapshot: false }],
  [MsgType.PUT_THROUGH, { kind: "putThrough", key: "ticks", snapshot: false }],
]);

/** Index series msgTypes: kind, the field that orders points, and whether updates are forwarded. */
const SERIES_TYPES = new Map<number, { kind: SeriesKind; order: string; forward: boolean }>([
  [MsgType.INDEX_CHART, { kind: "indexCharts", order: "time", forward: true }],
  [MsgType.INDEX_STATISTIC_CHART, { kind: "indexStatistics", order: "time", forward: true }],
  [MsgType.INDEX_FOREIGN_HISTORY, { kind: "indexForeignHistory", order: "tradingDate", forward: false }],
]);

/**
 * The market as seen through a feed: the latest record per key (snapshots replace a row, updates merge
 * their fields into it), index series by index and time, and the updates not yet handed on as a batch.
 * Replay and relay both keep one, so that a new client gets the state "as of now".
 */
export class MarketState {
  systemParams: Record<string, unknown> = {};
  industries: unknown[] = [];
  baskets: Record<string, string[]> = {};
  /** Market clock of the last msgType 1 seen (ms), 0 before. */
  time = 0;
  private readonly rows: Record<RowKind, Map<string, Row>> = {
    symbols: new Map(),
    indices: new Map(),
    markets: new Map(),
    bonds: new Map(),
    bondBoards: new Map(),
    putThrough: new Map(),
  };
  private readonly series: Record<SeriesKind, Map<string, Map<number, RecordValues>>> = {
    indexCharts: new Map(),
    indexStatistics: new Map(),
    indexForeignHistory: new Map(),
  };
  /** Matched quantity per price, per symbol code (msgType 7): part of the snapshot a new client gets. */
  private readonly levels = new Map<string, Map<number, number>>();
  private batch: MarketBatch = emptyBatch(0);
  private batchRecords = 0;

  /** Applies one decoded frame; update records also go to the pending batch. */
  apply(frame: DecodedFrame): void {
    const { msgType } = frame;
    if (frame.kind === "time") {
      this.time = frame.time;
      return;
    }
    if (frame.kind === "json") {
      if (msgType === MsgType.SYSTEM_PARAMS && isObject(frame.value)) this.systemParams = frame.value;
      else if (msgType === MsgType.INDUSTRIES && Array.isArray(frame.value)) this.industries = frame.value;
      return;
    }
    const rowType = ROW_TYPES.get(msgType);
    if (rowType !== undefined) {
      const rows = this.rows[rowType.kind];
      for (const record of frame.records) {
        const key = String(record[rowType.key]);
        const row = rowType.snapshot ? undefined : rows.get(key);
        if (row === undefined) rows.set(key, { ...record });
        else Object.assign(row, record);
        if (!rowType.snapshot) this.push(rowType.kind, record);
      }
      return;
    }
    const seriesType = SERIES_TYPES.get(msgType);
    if (seriesType !== undefined) {
      const byIndex = this.series[seriesType.kind];
      for (const record of frame.records) {
        const code = String(record.indexCode);
        let points = byIndex.get(code);
        if (points === undefined) {
          points = new Map();
          byIndex.set(code, points);
        }
        const order = Number(record[seriesType.order]);
        if (Number.isFinite(order)) points.set(order, { ...points.get(order), ...record });
        if (seriesType.forward) this.push(seriesType.kind as "indexCharts" | "indexStatistics", record);
      }
      return;
    }
    if (msgType === MsgType.MINUTE_CHART) for (const r of frame.records) this.push("minuteCharts", r);
    else if (msgType === MsgType.PRICE_LEVEL_CHART)
      for (const r of frame.records) {
        this.keepPriceLevel(r);
        this.push("priceLevels", r);
      }
    else if (msgType === MsgType.BASKET) {
      for (const r of frame.records) {
        const list = String(r.symbols ?? "");
        this.baskets[String(r.indexCode)] = list === "" ? [] : list.split(",");
      }
    }
  }

  /** Updates applied since the last call, as one batch stamped `time`. */
  takeBatch(time: number): MarketBatch {
    const batch = this.batch;
    batch.time = time;
    this.batch = emptyBatch(time);
    this.batchRecords = 0;
    return batch;
  }

  /** Records waiting in the pending batch. */
  get pendingRecords(): number {
    return this.batchRecords;
  }

  snapshot(): MarketSnapshot {
    return {
      systemParams: this.systemParams,
      industries: this.industries,
      baskets: this.baskets,
      symbols: [...this.rows.symbols.values()],
      indices: [...this.rows.indices.values()],
      markets: [...this.rows.markets.values()],
      bonds: [...this.rows.bonds.values()],
      bondBoards: [...this.rows.bondBoards.values()],
      putThrough: [...this.rows.putThrough.values()],
      priceLevels: this.priceLevelRecords(),
    };
  }

  /** The whole state as one update batch: brings clients that hold an older state up to date. */
  snapshotAsBatch(time: number): MarketBatch {
    const batch = emptyBatch(time);
    for (const kind of Object.keys(this.rows) as RowKind[]) batch[kind] = [...this.rows[kind].values()];
    batch.priceLevels = this.priceLevelRecords();
    for (const code of this.series.indexCharts.keys()) {
      const series = this.indexSeries(code);
      batch.indexCharts.push(...series.indexCharts);
      batch.indexStatistics.push(...series.indexStatistics);
    }
    return batch;
  }

  indexSeries(indexCode: string): {
    indexCharts: RecordValues[];
    indexStatistics: RecordValues[];
    indexForeignHistory: RecordValues[];
  } {
    const points = (kind: SeriesKind) =>
      [...(this.series[kind].get(indexCode)?.entries() ?? [])].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
    return {
      indexCharts: points("indexCharts"),
      indexStatistics: points("indexStatistics"),
      indexForeignHistory: points("indexForeignHistory"),
    };
  }

  /** Every price level seen so far (msgType 7), by code then ascending price. */
  private priceLevelRecords(): RecordValues[] {
    const records: RecordValues[] = [];
    for (const [code, levels] of this.levels) {
      for (const price of [...levels.keys()].sort((a, b) => a - b))
        records.push({ code, price, quantity: levels.get(price)! });
    }
    return records;
  }

  /** Codes of the indices in the state. */
  indexCodes(): string[] {
    return [...this.rows.indices.keys()];
  }

  /** A point of a series: the same price replaces the quantity (docs/protocol.md, series). */
  private keepPriceLevel(record: RecordValues): void {
    const price = Number(record.price);
    const quantity = Number(record.quantity);
    if (!Number.isFinite(price) || !Number.isFinite(quantity)) return;
    const code = String(record.code);
    let levels = this.levels.get(code);
    if (levels === undefined) {
      levels = new Map();
      this.levels.set(code, levels);
    }
    levels.set(price, quantity);
  }

  private push(kind: Exclude<keyof MarketBatch, "time" | "seq" | "producedAt">, record: RecordValues): void {
    this.batch[kind].push(record);
    this.batchRecords++;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
