import { atom, type ReadableAtom, type WritableAtom } from "nanostores";
import type { FrameEncoding } from "../protocol/binary-format";
import { DecodeError } from "../protocol/decode-error";
import type { Envelope } from "../protocol/envelope";
import { FrameKind, FrameReader } from "../protocol/frame-reader";
import { MsgType } from "../protocol/msg-type";
import { type ParsedRecords, Slot } from "../protocol/parsed-records";
import { checkSchemaTable, isProviderSchema } from "../protocol/provider-schema";
import { type MessageLayout, SCHEMA_TABLE } from "../protocol/schema-table";
import {
  BOND_BOARD_SCHEMA,
  BOND_SCHEMA,
  type BondBoardField,
  type BondField,
} from "../protocol/schemas/bond-schema";
import { INDEX_SCHEMA, type IndexField } from "../protocol/schemas/index-schema";
import { MARKET_SCHEMA, type MarketField } from "../protocol/schemas/market-schema";
import { PUT_THROUGH_SCHEMA, type PutThroughField } from "../protocol/schemas/put-through-schema";
import {
  CLOSE_HISTORY_SCHEMA,
  FOREIGN_HISTORY_SCHEMA,
  INDEX_CHART_SCHEMA,
  INDEX_FOREIGN_HISTORY_SCHEMA,
  INDEX_STATISTIC_SCHEMA,
  MINUTE_CHART_SCHEMA,
  PRICE_LEVEL_SCHEMA,
} from "../protocol/schemas/series-schemas";
import { ColumnStore, type ColumnStoreOptions } from "./column-store";
import { FeedStats } from "./feed-stats";
import { type Industry, parseIndustries, parseSystemParams, type SystemParams } from "./json-messages";
import { SeriesStore } from "./series-store";
import { STORE_LIMITS } from "./store-limits";
import { StringTable } from "./string-table";
import { SymbolStore } from "./symbol-store";

/** Concurrent users (msgType 98). */
export interface ConcurrentUsers {
  time: string;
  total: number;
  max: number;
  current: number;
}

/** Options of MarketData: the stores' options, and the schema table for a provider with its own field order. */
export interface MarketDataOptions extends ColumnStoreOptions {
  /**
   * How each msgType is read; default SCHEMA_TABLE. For a provider whose field positions differ, pass
   * `withProviderSchemas({...})` (see provider-schema.ts); checked at construction.
   */
  schemaTable?: ReadonlyMap<number, MessageLayout>;
}

/**
 * Everything the feed knows about the market, and the one entry point for frames: `handleFrame`.
 * Decodes, validates, applies to the right store, counts; never throws into the caller.
 *
 * High-rate data lives in typed-array stores (symbols, indices, ...); low-rate state in nanostores
 * atoms (server time, system parameters, industries, baskets, concurrent users) that React may read.
 */
export class MarketData {
  readonly strings = new StringTable();
  readonly symbols: SymbolStore;
  readonly indices: ColumnStore<IndexField>;
  readonly markets: ColumnStore<MarketField>;
  readonly bonds: ColumnStore<BondField>;
  readonly bondBoards: ColumnStore<BondBoardField>;
  readonly putThrough: ColumnStore<PutThroughField>;
  readonly minuteCharts: SeriesStore;
  readonly priceLevels: SeriesStore;
  readonly indexCharts: SeriesStore;
  readonly closeHistory: SeriesStore;
  readonly foreignHistory: SeriesStore;
  readonly indexStatistics: SeriesStore;
  readonly indexForeignHistory: SeriesStore;

  /** Server clock, Unix ms (msgType 1). */
  readonly $serverTime: WritableAtom<number> = atom(0);
  readonly $systemParams: WritableAtom<SystemParams | null> = atom(null);
  readonly $industries: WritableAtom<readonly Industry[]> = atom([]);
  /** Basket members per index code (msgType 9). */
  readonly $baskets: WritableAtom<Readonly<Record<string, readonly string[]>>> = atom({});
  readonly $concurrent: WritableAtom<ConcurrentUsers | null> = atom(null);
  /** The trading date of the market records (the latest of their tradingDate, YYYYMMDD); "" before any. */
  readonly $tradingDate: WritableAtom<string> = atom("");

  readonly stats = new FeedStats();

  /** Frames are read by the protocol's one reader; this class only applies what it read. */
  private readonly reader: FrameReader;
  private readonly schemaTable: ReadonlyMap<number, MessageLayout>;
  private readonly storeByType = new Map<number, ColumnStore | SeriesStore>();
  private readonly newDayListeners = new Set<(date: string) => void>();
  /** Stores whose resynchronisation ends when this update type arrives. */
  private readonly resetEndsOn = new Map<number, ColumnStore[]>();

  constructor(marketOptions: MarketDataOptions = {}) {
    const { schemaTable = SCHEMA_TABLE, ...options } = marketOptions;
    if (schemaTable !== SCHEMA_TABLE) checkSchemaTable(schemaTable);
    this.schemaTable = schemaTable;
    this.reader = new FrameReader(schemaTable);
    const s = this.strings;
    this.symbols = new SymbolStore({ capacity: 2048, maxRows: STORE_LIMITS.maxSymbolRows, ...options }, s);
    this.indices = new ColumnStore(INDEX_SCHEMA, { capacity: 64, ...options }, s);
    this.markets = new ColumnStore(MARKET_SCHEMA, { capacity: 16, ...options }, s);
    this.bonds = new ColumnStore(BOND_SCHEMA, { capacity: 1024, ...options }, s);
    this.bondBoards = new ColumnStore(BOND_BOARD_SCHEMA, { capacity: 16, ...options }, s);
    this.putThrough = new ColumnStore(PUT_THROUGH_SCHEMA, { capacity: 256, ...options }, s);
    this.minuteCharts = new SeriesStore(MINUTE_CHART_SCHEMA, s);
    this.priceLevels = new SeriesStore(PRICE_LEVEL_SCHEMA, s);
    this.indexCharts = new SeriesStore(INDEX_CHART_SCHEMA, s);
    this.closeHistory = new SeriesStore(CLOSE_HISTORY_SCHEMA, s);
    this.foreignHistory = new SeriesStore(FOREIGN_HISTORY_SCHEMA, s);
    this.indexStatistics = new SeriesStore(INDEX_STATISTIC_SCHEMA, s);
    this.indexForeignHistory = new SeriesStore(INDEX_FOREIGN_HISTORY_SCHEMA, s);
    const byType: [number, ColumnStore | SeriesStore][] = [
      [MsgType.SYMBOL_SNAPSHOT, this.symbols],
      [MsgType.SYMBOL_UPDATE, this.symbols],
      [MsgType.INDEX_SNAPSHOT, this.indices],
      [MsgType.INDEX_UPDATE, this.indices],
      [MsgType.MARKET_SNAPSHOT, this.markets],
      [MsgType.MARKET_UPDATE, this.markets],
      [MsgType.BOND_SNAPSHOT, this.bonds],
      [MsgType.BOND_UPDATE, this.bonds],
      [MsgType.BOND_BOARD, this.bondBoards],
      [MsgType.PUT_THROUGH, this.putThrough],
      [MsgType.MINUTE_CHART, this.minuteCharts],
      [MsgType.PRICE_LEVEL_CHART, this.priceLevels],
      [MsgType.INDEX_CHART, this.indexCharts],
      [MsgType.CLOSE_HISTORY, this.closeHistory],
      [MsgType.FOREIGN_HISTORY, this.foreignHistory],
      [MsgType.INDEX_STATISTIC_CHART, this.indexStatistics],
      [MsgType.INDEX_FOREIGN_HISTORY, this.indexForeignHistory],
    ];
    for (const [type, store] of byType) this.storeByType.set(type, store);
    this.resetEndsOn.set(MsgType.SYMBOL_UPDATE, [this.symbols, this.putThrough, this.bondBoards]);
    this.resetEndsOn.set(MsgType.INDEX_UPDATE, [this.indices]);
    this.resetEndsOn.set(MsgType.MARKET_UPDATE, [this.markets]);
    this.resetEndsOn.set(MsgType.BOND_UPDATE, [this.bonds]);
  }

  /**
   * Starts a resynchronisation after a (re)connect: rows that the coming snapshots do not mention are
   * hidden when the first update of their kind arrives (the server sends an update, possibly empty,
   * right after each snapshot), and series are cleared to be refilled.
   */
  beginResync(): void {
    for (const stores of this.resetEndsOn.values()) for (const store of stores) store.beginReset();
    for (const store of this.storeByType.values()) if (store instanceof SeriesStore) store.clear();
  }

  /**
   * Called when the market records move to another trading date on a live stream (not while a snapshot
   * resynchronises them): a board open overnight. FeedClient listens and takes a fresh snapshot, after
   * `startNewDay()`. Returns the unsubscribe function.
   */
  onNewTradingDay(listener: (date: string) => void): () => void {
    this.newDayListeners.add(listener);
    return () => this.newDayListeners.delete(listener);
  }

  /**
   * Forgets the last trading day's own records before the new day's snapshot: its put-through deals
   * (keyed by deal ids that never come back, so hiding them would keep them in memory) and its series.
   */
  startNewDay(): void {
    this.putThrough.clear();
    for (const store of this.storeByType.values()) if (store instanceof SeriesStore) store.clear();
  }

  /**
   * Records, points and texts dropped because a store was at one of its STORE_LIMITS (a provider that
   * invents codes, texts or chart points without end). 0 for any real feed; cold path (loops the stores).
   */
  limitDrops(): number {
    let drops = this.strings.rejected;
    for (const store of new Set(this.storeByType.values())) {
      drops += store instanceof SeriesStore ? store.droppedPoints : store.droppedRecords;
    }
    return drops;
  }

  /**
   * What each store holds, for memory checks (the board-day soak prints it to show what a trading day
   * adds): rows of the column stores, series and points of the series stores, interned texts. Cold path.
   */
  storeSizes(): Record<string, number> {
    const sizes: Record<string, number> = { strings: this.strings.size };
    for (const store of new Set(this.storeByType.values())) {
      if (store instanceof SeriesStore) {
        let points = 0;
        for (const series of store.series.values()) points += series.length;
        sizes[`${store.schema.name}.series`] = store.series.size;
        sizes[`${store.schema.name}.points`] = points;
      } else {
        sizes[`${store.schema.name}.rows`] = store.rowCount;
      }
    }
    return sizes;
  }

  /** Bytes held by the frame reader's reusable buffers (memory checks: a huge frame is not kept). */
  decodeBufferBytes(): number {
    return this.reader.bufferBytes;
  }

  /**
   * A new connection is open: how its binary messages are read (the encoding of the WebSocket
   * subprotocol the provider chose; the binary encoding's string table starts empty).
   */
  startConnection(encoding: FrameEncoding): void {
    this.reader.startConnection(encoding);
  }

  /** Decodes and applies one WebSocket frame. Returns false (and counts it) when the frame was dropped. */
  handleFrame(frame: string | Uint8Array): boolean {
    this.stats.bytes += frame.length;
    return this.applyRead(this.reader.read(frame));
  }

  /** Applies an already decoded envelope (a worker may decode; tests may skip the wire). */
  handleEnvelope(envelope: Envelope): boolean {
    return this.applyRead(this.reader.readEnvelope(envelope));
  }

  /** Applies what the reader read last. */
  private applyRead(kind: FrameKind): boolean {
    const reader = this.reader;
    switch (kind) {
      case FrameKind.TIME:
        this.$serverTime.set(reader.time);
        return this.accept(1);
      case FrameKind.JSON:
        return this.handleJson(reader.msgType, reader.message);
      case FrameKind.RECORDS:
        this.applyRecords(reader.msgType, reader.reset, reader.parsed);
        return this.accept(reader.parsed.recordCount);
      case FrameKind.CONTROL:
        return true;
      default:
        return this.reject(reader.error);
    }
  }

  /**
   * Applies records parsed elsewhere (the feed worker decodes and parses; see feed-worker/), laid out in
   * the store's field order. Returns false (and counts it) when `msgType` is not a records type of this
   * table or the records do not fit its schema (field count, a keyed schema's keys).
   */
  applyParsed(msgType: number, parsed: ParsedRecords): boolean {
    const layout = this.schemaTable.get(msgType);
    if (layout === undefined) return this.reject(DecodeError.UNKNOWN_MSG_TYPE);
    if (layout.kind !== "records") return this.reject(DecodeError.BAD_ENVELOPE);
    const schema = isProviderSchema(layout.schema) ? layout.schema.storeSchema : layout.schema;
    const fieldCount = schema.fields.length;
    if (parsed.fieldCount !== fieldCount) return this.reject(DecodeError.WRONG_FIELD_COUNT);
    if (schema.keyed) {
      for (let r = 0; r < parsed.recordCount; r++) {
        if (parsed.state[r * fieldCount] !== Slot.STRING) return this.reject(DecodeError.MISSING_KEY);
      }
    }
    parsed.schema = schema;
    this.applyRecords(msgType, layout.reset, parsed);
    return this.accept(parsed.recordCount);
  }

  private applyRecords(msgType: number, reset: boolean, parsed: ParsedRecords): void {
    const store = this.storeByType.get(msgType);
    if (store instanceof SeriesStore) {
      store.apply(parsed);
    } else if (store !== undefined) {
      store.apply(parsed, reset);
      const ending = this.resetEndsOn.get(msgType);
      if (ending !== undefined) for (const s of ending) s.endReset();
      if (store === this.markets) this.checkTradingDate();
    } else if (msgType === MsgType.BASKET) {
      const next: Record<string, readonly string[]> = { ...this.$baskets.get() };
      for (let r = 0; r < parsed.recordCount; r++) {
        const list = parsed.stringAt(r, 1);
        const indexCode = parsed.stringAt(r, 0);
        if (indexCode === "__proto__") continue; // never a real index; would poison the object
        next[indexCode] = list === "" ? [] : list.split(",");
      }
      this.$baskets.set(next);
    } else if (msgType === MsgType.CONCURRENT_USERS && parsed.recordCount > 0) {
      // An empty position is "unchanged": keep the previous value, never read a stale scratch slot.
      const previous = this.$concurrent.get();
      const num = (f: number, old: number | undefined) =>
        parsed.state[f] === Slot.NUMBER ? parsed.numbers[f] : (old ?? Number.NaN);
      this.$concurrent.set({
        time: parsed.state[0] === Slot.STRING ? parsed.stringAt(0, 0) : (previous?.time ?? ""),
        total: num(1, previous?.total),
        max: num(2, previous?.max),
        current: num(3, previous?.current),
      });
    }
  }

  /** After a market message: adopts a new trading date; on a live stream, announces the new day. */
  private checkTradingDate(): void {
    const markets = this.markets;
    const field = MARKET_SCHEMA.index.tradingDate;
    let latest = "";
    for (let row = 0; row < markets.rowCount; row++) {
      if (markets.present[row] === 0) continue;
      const date = markets.str(field, row);
      if (date > latest) latest = date;
    }
    const previous = this.$tradingDate.get();
    if (latest === "" || latest <= previous) return;
    this.$tradingDate.set(latest);
    if (previous !== "" && !markets.isResetting)
      for (const listener of this.newDayListeners) listener(latest);
  }

  private handleJson(msgType: number, message: unknown): boolean {
    let value = message;
    if (typeof value === "string") {
      try {
        value = JSON.parse(value);
      } catch {
        return this.reject(DecodeError.NOT_JSON);
      }
    }
    if (msgType === MsgType.SYSTEM_PARAMS) {
      const params = parseSystemParams(value);
      if (params === null) return this.reject(DecodeError.BAD_ENVELOPE);
      this.$systemParams.set(params);
      return this.accept(1);
    }
    const industries = parseIndustries(value);
    if (industries === null) return this.reject(DecodeError.BAD_ENVELOPE);
    this.$industries.set(industries);
    return this.accept(industries.length);
  }

  private accept(records: number): boolean {
    this.stats.frames++;
    this.stats.records += records;
    this.stats.lastFrameAt = Date.now();
    return true;
  }

  private reject(error: DecodeError): boolean {
    this.stats.badFrames++;
    this.stats.badByReason[error]++;
    return false;
  }
}

export type { ReadableAtom };
