import type { RecordValues } from "@vnboard/feed/protocol";

/**
 * What the feed gateway needs from a market: the simulator, a replay and a relay all provide it.
 * Records use the field names of the feed package's schemas (SYMBOL_SCHEMA, INDEX_SCHEMA, ...), so that
 * `encodeRecords(schema, records)` turns them into wire text.
 */

/** The state a new client receives after its initial subscriptions, per message type. */
export interface MarketSnapshot {
  /** msgType 99: system parameters object (spec section 3). */
  systemParams: Record<string, unknown>;
  /** msgType 11: industries `[{code, name, names: {vi,en,zh,kr}, symbolList: string[]}]`. */
  industries: unknown[];
  /** msgType 9: basket members per index code. */
  baskets: Record<string, string[]>;
  /** msgType 4: every symbol, every field. */
  symbols: RecordValues[];
  /** msgType 5: every index. */
  indices: RecordValues[];
  /** msgType 17: every market. */
  markets: RecordValues[];
  /** msgType 19: every private bond (TPRL). */
  bonds: RecordValues[];
  /** msgType 24: private-bond boards, ALLMARKET included. */
  bondBoards: RecordValues[];
  /** msgType 15: the day's put-through orders and deals so far. */
  putThrough: RecordValues[];
  /**
   * msgType 7: every symbol's price levels of the day so far (matched quantity per price), so that a
   * price-step chart opened late, or after a reconnect, shows the whole day. Small next to the symbols:
   * at 14:00 the simulator's 1,932 symbols have ~9,700 levels, 49 KB encoded against 632 KB for the rest
   * of the snapshot.
   */
  priceLevels: RecordValues[];
}

/**
 * Changes since the previous batch, per message type. Symbol/index/market/bond updates carry the key
 * and only the fields that changed. Series carry new or replaced points.
 */
export interface MarketBatch {
  /** Server clock, Unix ms (msgType 1). */
  time: number;
  /**
   * The batch's sequence number when the source numbers them (a cluster's ingest: the same number on
   * every gateway); the gateway numbers the others itself. Consecutive batches have consecutive numbers.
   */
  seq?: number;
  /** Wall clock (Unix ms) when the source produced the batch (a cluster: when ingest published it). */
  producedAt?: number;
  symbols: RecordValues[];
  indices: RecordValues[];
  markets: RecordValues[];
  bonds: RecordValues[];
  bondBoards: RecordValues[];
  putThrough: RecordValues[];
  /** msgType 6, keyed by code. */
  minuteCharts: RecordValues[];
  /** msgType 7, keyed by code. */
  priceLevels: RecordValues[];
  /** msgType 8, keyed by indexCode. */
  indexCharts: RecordValues[];
  /** msgType 14, keyed by indexCode. */
  indexStatistics: RecordValues[];
}

/** A batch with no change at `time` (a source fills its lists; a quiet tick sends it as it is). */
export function emptyBatch(time: number): MarketBatch {
  return {
    time,
    symbols: [],
    indices: [],
    markets: [],
    bonds: [],
    bondBoards: [],
    putThrough: [],
    minuteCharts: [],
    priceLevels: [],
    indexCharts: [],
    indexStatistics: [],
  };
}

export interface MarketSource {
  /** Everything a new client needs to draw the board. */
  snapshot(): MarketSnapshot;
  /** Series a client gets when it subscribes to an index (msgTypes 8, 14, 16), whole. */
  indexSeries(indexCode: string): {
    indexCharts: RecordValues[];
    indexStatistics: RecordValues[];
    indexForeignHistory: RecordValues[];
  };
  /**
   * A symbol's daily close history (msgType 12) and foreign trading history (msgType 13), oldest first,
   * sent to a client that asks for them (`{"msgType":12|13,"code":"VNM"}`). Sources without history
   * (a relay of a provider that never sent it) may leave this out.
   */
  symbolHistory?(code: string): { closeHistory: RecordValues[]; foreignHistory: RecordValues[] } | null;
  /**
   * The sequence number of the last batch emitted, for sources that number their batches (`MarketBatch.seq`):
   * a cluster gateway's market starts at a checkpoint's number, not at 0.
   */
  readonly sequence?: number;
  /**
   * Names the run whose batches `sequence` numbers (a cluster's ingest run). Numbers from another run
   * say nothing about this one: a client that resumes from another run gets a snapshot.
   */
  readonly run?: string;
  /**
   * The market's clock (Unix ms) when the source keeps its own (a replay: paused, it stands still);
   * otherwise the gateway takes the last batch's time advanced by the wall clock.
   */
  marketTime?(): number;
  /** Registers the batch listener; the source calls it each time it has advanced. Returns unsubscribe. */
  onBatch(listener: (batch: MarketBatch) => void): () => void;
  start(): void;
  stop(): void;
}
