import type { RecordValues } from "@vnboard/feed/protocol";
import type { MarketBatch, MarketSnapshot, MarketSource } from "../market/market-source";
import type { SnapshotHead } from "./snapshot-frames";

type RowKind = "symbols" | "indices" | "markets" | "bonds" | "bondBoards" | "putThrough";

/** Key field of each kind of row, and whether an update replaces the row (put-through) or merges into it. */
const ROW_KINDS: readonly { kind: RowKind; key: string; replace: boolean }[] = [
  { kind: "symbols", key: "code", replace: false },
  { kind: "indices", key: "indexCode", replace: false },
  { kind: "markets", key: "marketCode", replace: false },
  { kind: "bonds", key: "code", replace: false },
  { kind: "bondBoards", key: "boardCode", replace: false },
  { kind: "putThrough", key: "ticks", replace: true },
];

/**
 * Fields that say what changed in the last batch (not a state): a snapshot carries them as 0. A client
 * that stayed connected holds the last batch's value; one that joins starts from nothing changed.
 */
const PER_BATCH_FIELDS: Partial<Record<RowKind, readonly string[]>> = {
  symbols: ["changeTotalTradedQtty"],
};

/** Past this many ms backwards, the market restarted (a replay looping, the demo day starting again). */
const CLOCK_JUMP_BACK_MS = 60_000;
const VIETNAM_OFFSET_MS = 7 * 3600_000;

/**
 * The snapshot kept current as batches apply, as a client that never disconnected holds it (snapshot,
 * then every update merged by key: the protocol's own rule), so that a joining client does not make the
 * source build the whole market again: the simulator's `snapshot()` alone holds the loop 80-300 ms at
 * 14:00. Each row's encoded text is kept until the row changes (`texts`), so a new snapshot re-encodes
 * only the rows changed since the last one. Taken again from the source when the market's day changes
 * or its clock goes back (a replay looping).
 */
export class SnapshotMirror {
  /** Encoded wire text of each row that has not changed since it was encoded. */
  readonly texts = new Map<RecordValues, string>();
  private base: Pick<MarketSnapshot, "systemParams" | "industries" | "baskets"> | null = null;
  private rows = new Map<RowKind, Map<string, RecordValues>>();
  /** Matched quantity per price, per symbol (msgType 7). */
  private levels = new Map<string, Map<number, number>>();
  private lastTime = 0;

  constructor(private readonly source: MarketSource) {}

  /** The market as of the last batch (taken from the source on first use and after a restart). */
  snapshot(): MarketSnapshot {
    if (this.base === null) this.reset();
    this.clearPerBatchFields();
    const list = (kind: RowKind) => [...(this.rows.get(kind)?.values() ?? [])];
    const priceLevels: RecordValues[] = [];
    for (const [code, levels] of this.levels) {
      for (const price of [...levels.keys()].sort((a, b) => a - b))
        priceLevels.push({ code, price, quantity: levels.get(price) });
    }
    return {
      ...this.base!,
      symbols: list("symbols"),
      indices: list("indices"),
      markets: list("markets"),
      bonds: list("bonds"),
      bondBoards: list("bondBoards"),
      putThrough: list("putThrough"),
      priceLevels,
    };
  }

  /**
   * The head of the snapshot with only the symbols `first` names (docs/protocol.md "Snapshot order"):
   * symbol codes, basket index codes (their basket's symbols, in basket order), and any other name as a
   * market code (STO: every symbol of HOSE). Null when no name matched a symbol: the client then gets
   * the whole snapshot only.
   */
  head(first: readonly string[]): SnapshotHead | null {
    if (this.base === null) this.reset();
    this.clearPerBatchFields();
    const symbols = this.rows.get("symbols")!;
    const picked = new Set<RecordValues>();
    const marketCodes = new Set<unknown>();
    for (const name of first) {
      const row = symbols.get(name);
      const basket = this.base!.baskets[name];
      if (row !== undefined) picked.add(row);
      else if (basket !== undefined) {
        for (const code of basket) {
          const member = symbols.get(code);
          if (member !== undefined) picked.add(member);
        }
      } else marketCodes.add(name);
    }
    if (marketCodes.size > 0)
      for (const row of symbols.values()) if (marketCodes.has(row.marketCode)) picked.add(row);
    if (picked.size === 0) return null;
    return {
      ...this.base!,
      markets: [...this.rows.get("markets")!.values()],
      indices: [...this.rows.get("indices")!.values()],
      symbols: [...picked],
    };
  }

  /** Merges a batch into the rows (nothing while the mirror has not been taken yet). */
  apply(batch: MarketBatch): void {
    const restarted =
      batch.time < this.lastTime - CLOCK_JUMP_BACK_MS || vietnamDay(batch.time) !== vietnamDay(this.lastTime);
    const first = this.lastTime === 0;
    this.lastTime = batch.time;
    if (this.base === null) return;
    if (restarted && !first) {
      this.base = null; // taken again from the source when next needed
      return;
    }
    for (const { kind, key, replace } of ROW_KINDS) {
      const rows = this.rows.get(kind)!;
      for (const record of batch[kind]) {
        const id = String(record[key]);
        const row = rows.get(id);
        if (row !== undefined) this.texts.delete(row);
        if (row === undefined || replace) rows.set(id, { ...record });
        else Object.assign(row, record);
      }
    }
    for (const record of batch.priceLevels) this.keepLevel(record);
  }

  private clearPerBatchFields(): void {
    for (const [kind, fields] of Object.entries(PER_BATCH_FIELDS) as [RowKind, readonly string[]][]) {
      for (const row of this.rows.get(kind)!.values()) {
        for (const field of fields) {
          if (row[field] === undefined || row[field] === 0) continue;
          (row as Record<string, unknown>)[field] = 0;
          this.texts.delete(row);
        }
      }
    }
  }

  private reset(): void {
    const snapshot = this.source.snapshot();
    this.base = {
      systemParams: snapshot.systemParams,
      industries: snapshot.industries,
      baskets: snapshot.baskets,
    };
    this.texts.clear();
    this.rows = new Map();
    for (const { kind, key } of ROW_KINDS) {
      const rows = new Map<string, RecordValues>();
      for (const record of snapshot[kind]) rows.set(String(record[key]), { ...record });
      this.rows.set(kind, rows);
    }
    this.levels = new Map();
    for (const record of snapshot.priceLevels) this.keepLevel(record);
  }

  private keepLevel(record: RecordValues): void {
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
}

function vietnamDay(ms: number): number {
  return Math.floor((ms + VIETNAM_OFFSET_MS) / 86_400_000);
}
