/**
 * What a provider adapter hands to the market: records with the field names of the feed's schemas
 * (SYMBOL_SCHEMA, INDEX_SCHEMA, MARKET_SCHEMA), keyed by `code` / `indexCode` / `marketCode`, carrying only
 * the fields the provider sent (a field the provider does not send stays absent, so the board shows it
 * blank), plus index baskets.
 */
export type SourceRow = Record<string, string | number>;

export interface SourcePatch {
  symbols?: SourceRow[];
  indices?: SourceRow[];
  markets?: SourceRow[];
  /** Index code -> member symbol codes (msgType 9). */
  baskets?: Record<string, string[]>;
}

/** Where an adapter reports what it receives and how its connection fares. */
export interface SourceSink {
  /** Records mapped from one provider message (or one REST answer). */
  apply(patch: SourcePatch): void;
  /** A message that could not be read or mapped: counted and dropped. */
  malformed(reason: string): void;
  /** A message that arrived later than a newer one of the same kind and symbol: dropped. */
  outOfOrder(): void;
  /** A message of a kind the adapter does not map (bars, control messages it does not need). */
  ignored(): void;
  /** The stream is open and subscribed. */
  connected(): void;
  /** The stream closed; `gap` when it closed unexpectedly (updates may have been missed). */
  disconnected(gap: boolean): void;
  /** A new access token was obtained (first login or renewal). */
  tokenRenewed(): void;
}

/** One provider's connection: logs in, subscribes, maps every message to records, reconnects. */
export interface ProviderAdapter {
  /** Short name for logs and health (`ssi`, `dnse`). */
  readonly name: string;
  start(sink: SourceSink): void;
  stop(): void;
}

/** What a mapper made of one provider message. */
export type MapResult = { kind: "patch"; patch: SourcePatch } | { kind: "outOfOrder" } | { kind: "ignored" };
