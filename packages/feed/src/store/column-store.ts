import type { ParsedRecords } from "../protocol/parsed-records";
import type { RecordSchema } from "../protocol/record-schema";
import { DirtySet } from "./dirty-set";
import { STORE_LIMITS } from "./store-limits";
import { StringTable } from "./string-table";

/** A row of a store: stable for the store's lifetime (rows are hidden, never moved or reused). */
export type RowIndex = number & { readonly __brand?: "RowIndex" };

const EMPTY_F64 = new Float64Array(0);
const EMPTY_I32 = new Int32Array(0);
const EMPTY_I8 = new Int8Array(0);

/** Default clock: the animation-frame time base in browsers, so that flash ages compare with it. */
const defaultNow: () => number =
  typeof performance !== "undefined" ? () => performance.now() : /* c8 ignore next */ () => Date.now();

/** Options of a store: initial row capacity (it grows up to `maxRows`) and the clock for change stamps. */
export interface ColumnStoreOptions {
  capacity?: number;
  /** Most rows (distinct keys) the store holds; records for new keys past it are dropped and counted. */
  maxRows?: number;
  /** Clock for change stamps (ms). Tests pass a fake; boards compare stamps with frame times. */
  now?: () => number;
}

/**
 * Columnar rows of one record schema: one typed array per numeric field (NaN = no value), one interned
 * id array per text field, a change time and a change direction per cell, per-row dirty tracking for
 * each consumer. A tick writes here and marks its row dirty; that is all it does (STYLE.md, habit 2).
 *
 * Snapshots replace whole rows (fields they leave empty become "no value"); updates patch (empty means
 * unchanged). After a reconnect, `beginReset()` then the new snapshot then `endReset()` hides rows the
 * new snapshot did not mention, so a delisted or renamed code never lingers.
 */
export class ColumnStore<Name extends string = string> {
  readonly schema: RecordSchema<Name>;
  readonly strings: StringTable;
  /** Numeric columns by field index (empty for text fields). */
  numbers: Float64Array[];
  /** Interned text ids by field index (empty for numeric fields). */
  ids: Int32Array[];
  /** Time (ms, `now()` clock) each cell last changed; 0 = never. */
  changedAt: Float64Array[];
  /** +1 when a number last went up, -1 down, 0 unknown. */
  direction: Int8Array[];
  /** Time a row last changed style without a value change (colour rules re-run), for full-row redraws. */
  restyledAt: Float64Array;
  /**
   * Time (ms, `now()` clock) a record for the row last arrived, changed values or not; 0 = never. How
   * fresh a row's data is (a feed that stalled while its exchange trades: data-staleness.ts).
   */
  receivedAt: Float64Array;
  /** 1 while the row exists in the feed's current view of the market. */
  present: Uint8Array;
  /** Rows ever created (present or hidden). */
  rowCount = 0;
  /** Bumped when rows appear or disappear, so that boards re-derive their row order. */
  structureVersion = 0;
  /** Bumped on every applied message; cheap "anything new?" check for low-rate readers. */
  version = 0;

  /** Records dropped because their key was new and the store was at `maxRows`. */
  droppedRecords = 0;

  protected readonly now: () => number;
  /** Fields changed by the record being applied (for derived-value hooks); reused. */
  protected readonly changedFields: Int32Array;
  protected changedCount = 0;

  private keys: StringTable;
  private readonly maxRows: number;
  private capacity: number;
  private readonly trackers: DirtySet[] = [];
  private readonly structureListeners = new Set<() => void>();
  private readonly changeListeners = new Set<() => void>();
  /**
   * The time the record being applied stamps its changes with (0 for a row's first values). A field, not
   * an argument: a double passed to a call the engine does not inline is boxed, one heap number per
   * record (the largest allocation of the page's feed path in a heap profile at 50,000 updates/s).
   */
  protected changeStamp = 0;
  private seenInReset: Uint8Array;
  private resetting = false;
  private resetsEnded = 0;

  constructor(schema: RecordSchema<Name>, options: ColumnStoreOptions = {}, strings = new StringTable()) {
    this.schema = schema;
    this.strings = strings;
    this.now = options.now ?? defaultNow;
    this.maxRows = Math.max(1, options.maxRows ?? STORE_LIMITS.maxRows);
    // Key ids are rows + 1 (id 0 is the empty key): one more id than rows.
    this.keys = new StringTable(this.maxRows + 1, Number.MAX_SAFE_INTEGER);
    this.capacity = Math.min(this.maxRows, Math.max(16, options.capacity ?? 256));
    const count = schema.fields.length;
    this.numbers = new Array(count);
    this.ids = new Array(count);
    this.changedAt = new Array(count);
    this.direction = new Array(count);
    for (let f = 0; f < count; f++) {
      const text = schema.isString[f] === 1;
      this.numbers[f] = text ? EMPTY_F64 : new Float64Array(this.capacity).fill(Number.NaN);
      this.ids[f] = text ? new Int32Array(this.capacity) : EMPTY_I32;
      this.changedAt[f] = new Float64Array(this.capacity);
      this.direction[f] = text ? EMPTY_I8 : new Int8Array(this.capacity);
    }
    this.restyledAt = new Float64Array(this.capacity);
    this.receivedAt = new Float64Array(this.capacity);
    this.present = new Uint8Array(this.capacity);
    this.seenInReset = new Uint8Array(this.capacity);
    this.changedFields = new Int32Array(count);
  }

  /** The store's clock now (ms): what `changedAt` and `receivedAt` are stamped with. */
  time(): number {
    return this.now();
  }

  /** Row of a key, or -1. */
  rowOf(key: string): RowIndex {
    const id = this.keys.findRange(key, 0, key.length);
    return id <= 0 ? -1 : id - 1;
  }

  /** The key (symbol code, index code, ...) of a row. */
  keyOf(row: RowIndex): string {
    return this.keys.get(row + 1);
  }

  /** Keys of the present rows, in arrival order (allocates; for cold paths). */
  presentKeys(): string[] {
    const out: string[] = [];
    for (let row = 0; row < this.rowCount; row++) if (this.present[row] === 1) out.push(this.keyOf(row));
    return out;
  }

  num(field: number, row: RowIndex): number {
    return row >= 0 && row < this.rowCount ? this.numbers[field][row] : Number.NaN;
  }

  str(field: number, row: RowIndex): string {
    return row >= 0 && row < this.rowCount ? this.strings.get(this.ids[field][row]) : "";
  }

  /** A per-consumer dirty set that receives every row changed from now on. */
  track(): DirtySet {
    const set = new DirtySet(this.capacity);
    this.trackers.push(set);
    return set;
  }

  untrack(set: DirtySet): void {
    const i = this.trackers.indexOf(set);
    if (i >= 0) this.trackers.splice(i, 1);
  }

  /** Called when rows appear or disappear; returns the unsubscribe function. */
  onStructureChange(listener: () => void): () => void {
    this.structureListeners.add(listener);
    return () => this.structureListeners.delete(listener);
  }

  /**
   * Called once per applied message that changed something (never per record), so that a board can
   * ask for an animation frame instead of polling one every frame. Returns the unsubscribe function.
   */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Starts a resynchronisation: rows the following snapshot does not mention are hidden at `endReset`. */
  beginReset(): void {
    this.resetting = true;
    this.seenInReset.fill(0);
  }

  /**
   * Ends a resynchronisation (the snapshot is complete). The structure listeners always hear it: the set
   * of rows is final now, which views that rank or count the whole market wait for (`isResetting`);
   * `structureVersion` moves only when rows were hidden.
   */
  endReset(): void {
    if (!this.resetting) return;
    this.resetting = false;
    this.resetsEnded++;
    const seen = this.seenInReset;
    let hidden = false;
    for (let row = 0; row < this.rowCount; row++) {
      if (this.present[row] === 1 && seen[row] === 0) {
        this.present[row] = 0;
        this.blankRow(row);
        this.markDirty(row);
        hidden = true;
      }
    }
    if (hidden) {
      this.structureChanged();
      this.changeListeners.forEach(call);
      return;
    }
    // Every row kept: the structure (its version) is as it was, but its listeners hear the end.
    this.structureListeners.forEach(call);
  }

  /**
   * Forgets every row and key (cold). For stores whose keys never come back, such as put-through deals
   * keyed by deal id: at a new trading day hiding yesterday's rows would keep them in memory for good.
   * Readers re-derive their rows on the structure change.
   */
  clear(): void {
    if (this.rowCount === 0) return;
    const rows = this.rowCount;
    this.keys = new StringTable(this.maxRows + 1, Number.MAX_SAFE_INTEGER);
    for (let f = 0; f < this.schema.fields.length; f++) {
      this.numbers[f].fill(Number.NaN, 0, rows);
      this.ids[f].fill(0, 0, rows);
      this.changedAt[f].fill(0, 0, rows);
      this.direction[f].fill(0, 0, rows);
    }
    this.restyledAt.fill(0, 0, rows);
    this.present.fill(0, 0, rows);
    this.seenInReset.fill(0, 0, rows);
    this.rowCount = 0;
    this.version++;
    this.structureChanged();
    this.changeListeners.forEach(call);
  }

  get isResetting(): boolean {
    return this.resetting;
  }

  /**
   * How many resynchronisations (snapshots) have ended. Above 0 and not `isResetting`, the rows are the
   * provider's whole list; a store filled without snapshots (`apply` alone) is never known to be whole.
   */
  get completedResets(): number {
    return this.resetsEnded;
  }

  /**
   * Applies a parsed message. `reset` (a snapshot) replaces each mentioned row whole.
   * The message was fully validated by the parser, so this cannot fail half-way.
   */
  apply(parsed: ParsedRecords, reset: boolean): void {
    const fieldCount = this.schema.fields.length;
    const text = parsed.text;
    const now = this.now();
    let structure = false;
    let changedAny = false;
    for (let r = 0; r < parsed.recordCount; r++) {
      const base = r * fieldCount;
      const before = this.rowCount;
      const row = this.keys.internRange(text, parsed.starts[base], parsed.ends[base]) - 1;
      if (row < 0) {
        // A new key past maxRows (an empty key cannot reach here: the parser rejects it as MISSING_KEY).
        this.droppedRecords++;
        continue;
      }
      const isNew = row >= before;
      if (isNew) this.addRow(row);
      this.receivedAt[row] = now;
      // A new (or returning) row's first values are not changes: stamp them 0 so nothing flashes on load.
      this.changeStamp = isNew || this.present[row] === 0 ? 0 : now;
      if (this.present[row] === 0) {
        this.present[row] = 1;
        structure = true;
      }
      // While resynchronising, any row the provider mentions is current (stores without a snapshot
      // type, put-through and bond boards, are refilled by plain records).
      if (this.resetting) this.seenInReset[row] = 1;
      this.changedCount = 0;
      if (reset) {
        // A snapshot replaces the row: every field, empty ones becoming "no value".
        for (let f = 1; f < fieldCount; f++) this.write(parsed, row, f, base + f);
      } else {
        // An update writes only the values it carries.
        const fields = parsed.valueFields;
        for (let v = parsed.valueStart[r], end = parsed.valueStart[r + 1]; v < end; v++) {
          const f = fields[v];
          if (f !== 0) this.write(parsed, row, f, base + f);
        }
      }
      if (this.changedCount > 0) {
        this.afterRowChanged(row);
        this.markDirty(row);
        changedAny = true;
      } else if (row >= before) {
        this.markDirty(row);
        changedAny = true;
      }
    }
    this.version++;
    if (structure) this.structureChanged();
    if (changedAny) this.changeListeners.forEach(call);
  }

  /** Writes one parsed slot into a cell, stamping (`changeStamp`) and recording it when the value changed. */
  private write(parsed: ParsedRecords, row: RowIndex, f: number, slot: number): void {
    const now = this.changeStamp;
    const s = parsed.state[slot];
    if (this.schema.isString[f] === 1) {
      const id = s === 2 ? this.strings.internRange(parsed.text, parsed.starts[slot], parsed.ends[slot]) : 0;
      const column = this.ids[f];
      if (column[row] !== id) {
        column[row] = id;
        this.changedAt[f][row] = now;
        this.changedFields[this.changedCount++] = f;
      }
      return;
    }
    const value = s === 1 ? parsed.numbers[slot] : Number.NaN;
    const column = this.numbers[f];
    const old = column[row];
    if (old !== value && !(Number.isNaN(old) && Number.isNaN(value))) {
      column[row] = value;
      this.changedAt[f][row] = now;
      this.direction[f][row] = value > old ? 1 : value < old ? -1 : 0;
      this.changedFields[this.changedCount++] = f;
    }
  }

  /**
   * Hook for derived values (colours); `changedFields[0..changedCount)` lists what changed, at
   * `changeStamp`.
   */
  protected afterRowChanged(_row: RowIndex): void {}

  /**
   * Empties a row the new snapshot left out. Its code may come back through an update, which writes only
   * the values it carries: without this the rest would be the old market's (a restarted provider's
   * board showed yesterday's volumes beside today's prices).
   */
  private blankRow(row: RowIndex): void {
    for (let f = 1; f < this.schema.fields.length; f++) {
      this.numbers[f][row] = Number.NaN;
      this.ids[f][row] = 0;
      this.changedAt[f][row] = 0;
      this.direction[f][row] = 0;
    }
    this.restyledAt[row] = 0;
    this.afterRowBlanked(row);
  }

  /** Hook for derived values of a row emptied by `blankRow`. */
  protected afterRowBlanked(_row: RowIndex): void {}

  protected markDirty(row: RowIndex): void {
    const trackers = this.trackers;
    for (let i = 0; i < trackers.length; i++) trackers[i].add(row);
  }

  private structureChanged(): void {
    this.structureVersion++;
    this.structureListeners.forEach(call);
  }

  private addRow(row: RowIndex): void {
    if (row >= this.capacity) this.grow(Math.min(this.maxRows, Math.max(row + 1, this.capacity * 2)));
    this.rowCount = row + 1;
  }

  protected grow(capacity: number): void {
    const count = this.schema.fields.length;
    for (let f = 0; f < count; f++) {
      if (this.schema.isString[f] === 1) {
        this.ids[f] = resized(this.ids[f], capacity, 0);
      } else {
        this.numbers[f] = resized(this.numbers[f], capacity, Number.NaN);
        this.direction[f] = resized(this.direction[f], capacity, 0);
      }
      this.changedAt[f] = resized(this.changedAt[f], capacity, 0);
    }
    this.restyledAt = resized(this.restyledAt, capacity, 0);
    this.receivedAt = resized(this.receivedAt, capacity, 0);
    this.present = resized(this.present, capacity, 0);
    this.seenInReset = resized(this.seenInReset, capacity, 0);
    this.capacity = capacity;
    this.onGrow(capacity);
  }

  /** Hook for subclasses with columns of their own. */
  protected onGrow(_capacity: number): void {}
}

/** Calls a listener; `Set.forEach` with it allocates no iterator, which `for...of` over a Set can. */
function call(listener: () => void): void {
  listener();
}

type TypedArray = Float64Array | Int32Array | Int8Array | Uint8Array;

function resized<T extends TypedArray>(array: T, capacity: number, fill: number): T {
  const next = new (array.constructor as new (n: number) => T)(capacity);
  if (fill !== 0) next.fill(fill);
  next.set(array as never);
  return next;
}
