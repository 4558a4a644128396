import type { RecordValues } from "@vnboard/feed/protocol";
import type { MarketBatch, MarketSnapshot, MarketSource } from "../market/market-source";
import { MarketState } from "./market-state";

/**
 * What a replay and a relay share: a market rebuilt from frames (MarketState) that answers snapshots
 * and index series, and the batch listeners. Subclasses feed frames in and decide when to emit.
 */
export abstract class StateBackedSource implements MarketSource {
  protected state = new MarketState();
  private readonly listeners = new Set<(batch: MarketBatch) => void>();

  snapshot(): MarketSnapshot {
    return this.state.snapshot();
  }

  indexSeries(indexCode: string): {
    indexCharts: RecordValues[];
    indexStatistics: RecordValues[];
    indexForeignHistory: RecordValues[];
  } {
    return this.state.indexSeries(indexCode);
  }

  onBatch(listener: (batch: MarketBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected emit(batch: MarketBatch): void {
    for (const listener of this.listeners) listener(batch);
  }

  abstract start(): void;
  abstract stop(): void;
}
