import { type ColumnStore, type SortConfig, sortRowsByNumber, sortRowsByText } from "@vnboard/feed";
import { mergeOrder, moveCode } from "./manual-order";

/** What RowOrder reads of the board's store (any ColumnStore); a narrow type so tests may pass a fake. */
export type RowOrderStore = Pick<
  ColumnStore<string>,
  "rowOf" | "present" | "numbers" | "ids" | "str" | "schema" | "rowCount" | "structureVersion" | "version"
>;

/** What is persisted per path (Pinning). */
export interface RowOrderState {
  pinned: string[];
  /** The order the user dragged the rows into, or null for the board's own order. */
  manual: string[] | null;
}

const NO_SORT = -1;
/** Sort on the row's key (the symbol or bond code, field 0 of a keyed schema). */
const CODE_SORT = -2;

/**
 * The display order of one board's rows, for the renderer: `rows[0..count)` are store rows, top first.
 *
 * Order, top to bottom: pinned codes in pin order, unsorted; then the rest, either sorted by the
 * current SortConfig (ties by code, the feed's sort) or in the user's dragged order, or in the board's own
 * order (the code list the app gives: a basket, an exchange, favourites...). Codes the store does not
 * have, or has hidden after a resync, are skipped; the order is rebuilt when `store.structureVersion`
 * moves (`sync`). User actions (pin, move, sort, state) rebuild at once: they are rare and O(n).
 *
 * Live ticks do not reorder rows by themselves: the board's scheduler calls `resortIfNeeded` at most every
 * GRID_SYNC_MS (grids sync changed rows every 100 ms), which re-sorts in place, allocation-free,
 * only when a sort key actually changed.
 */
export class RowOrder {
  /** Store rows in display order; valid up to `count`. Replaced (grown) only on a rebuild. */
  rows: Int32Array = new Int32Array(16);
  count = 0;
  /** Rows [0, pinnedCount) are pinned. */
  pinnedCount = 0;
  /** Bumped on every change of `rows`, so the renderer knows a relayout (not a tick) is due. */
  orderVersion = 0;

  private readonly store: RowOrderStore;
  private source: readonly string[] = [];
  private sourceSet: ReadonlySet<string> = new Set();
  private pinned: string[] = [];
  private manual: string[] | null = null;
  private sort: SortConfig | null = null;
  private sortField = NO_SORT;
  private builtStructure = -1;
  private sortedVersion = -1;
  /** `rows.subarray(pinnedCount)`: the sortable part, viewed without copying (made on rebuild). */
  private body: Int32Array = this.rows;
  /** Code per store row (tie-break and code sort); filled on rebuild. */
  private readonly rowCodes: string[] = [];
  /** Text key per store row when sorting on a text column other than the code. */
  private readonly textKeys: string[] = [];
  /** Sort key per body position at the last sort, to tell whether a resort can change anything. */
  private sortedKeys = new Float64Array(16);
  private previous = new Int32Array(16);
  private seen = new Uint8Array(16);

  constructor(store: RowOrderStore, codes: readonly string[] = []) {
    this.store = store;
    this.setCodes(codes);
  }

  /** The board's own code list (board properties: basket, exchange, industry, favourites...). */
  setCodes(codes: readonly string[]): void {
    this.source = codes.slice();
    this.sourceSet = new Set(codes);
    this.rebuild();
  }

  /** The board's own code list, as given. */
  get codes(): readonly string[] {
    return this.source;
  }

  get sortConfig(): SortConfig | null {
    return this.sort;
  }

  /**
   * Sorts the unpinned rows by `config.column`: "code" as text; a store field by its type (numbers with
   * no value last, text by code unit). An unknown column (an old persisted config) leaves rows unsorted
   * and `sortConfig` null.
   * null returns to the dragged or the board's order.
   */
  setSort(config: SortConfig | null): void {
    const index = this.store.schema.index as Readonly<Record<string, number>>;
    // Own names only: a persisted "toString" must not find Object.prototype's.
    const f = config === null || !Object.hasOwn(index, config.column) ? undefined : index[config.column];
    this.sort = f === undefined ? null : config;
    this.sortField = f === undefined ? NO_SORT : f === 0 && this.store.schema.keyed ? CODE_SORT : f;
    this.rebuild();
  }

  isPinned(code: string): boolean {
    return this.pinned.includes(code);
  }

  /** Pins `code` below the already pinned ones; false when it was pinned already. */
  pin(code: string): boolean {
    if (this.pinned.includes(code)) return false;
    this.pinned.push(code);
    this.rebuild();
    return true;
  }

  /** Unpins `code`; it returns to its place in the sorted, dragged or board order. */
  unpin(code: string): boolean {
    const i = this.pinned.indexOf(code);
    if (i < 0) return false;
    this.pinned.splice(i, 1);
    this.rebuild();
    return true;
  }

  /** Spec 4: "a symbol is added to pinned top rows; clicking again unpins". Returns the new state. */
  togglePin(code: string): boolean {
    if (this.unpin(code)) return false;
    this.pin(code);
    return true;
  }

  /**
   * Drag and drop of the row at display index `fromIndex` onto `toIndex` ("dragging rows saves the
   * new order"). A row stays in its block: a pinned row moves among the pinned (their pin order), an
   * unpinned one among the unpinned, and a drop across the boundary lands at the block's edge. Dragging
   * a sorted board takes the order on screen as the new manual order and ends the sort, since the user
   * is arranging what they see. Returns false when nothing moved.
   */
  move(fromIndex: number, toIndex: number): boolean {
    if (fromIndex < 0 || fromIndex >= this.count || toIndex < 0 || toIndex >= this.count) return false;
    const inPinned = fromIndex < this.pinnedCount;
    const lo = inPinned ? 0 : this.pinnedCount;
    const hi = inPinned ? this.pinnedCount - 1 : this.count - 1;
    const to = toIndex < lo ? lo : Math.min(toIndex, hi);
    if (to === fromIndex) return false;
    const moved = this.codeAt(fromIndex);
    const target = this.codeAt(to);
    if (inPinned) {
      moveCode(this.pinned, moved, target, to > fromIndex);
    } else {
      const base = mergeOrder(this.manual, this.source);
      // On a sorted board the order on screen becomes the manual order (codes not shown keep theirs).
      const list = this.sortField === NO_SORT ? base : mergeOrder(this.shownUnpinned(), base);
      moveCode(list, moved, target, to > fromIndex);
      this.manual = list;
      this.sort = null;
      this.sortField = NO_SORT;
    }
    this.rebuild();
    return true;
  }

  /** Persistable state (copies). */
  getState(): RowOrderState {
    return { pinned: this.pinned.slice(), manual: this.manual === null ? null : this.manual.slice() };
  }

  /** Restores persisted state (for the path being opened). */
  setState(state: RowOrderState): void {
    this.pinned = state.pinned.slice();
    this.manual = state.manual === null ? null : state.manual.slice();
    this.rebuild();
  }

  /** Forgets the dragged order (back to the board's order, or the sort). */
  clearManual(): void {
    this.manual = null;
    this.rebuild();
  }

  /** The code shown at display index `index` ("" outside). */
  codeAt(index: number): string {
    return index >= 0 && index < this.count ? this.rowCodes[this.rows[index]] : "";
  }

  /** Display index of `code`, or -1 (the searched symbol's row). */
  indexOf(code: string): number {
    const row = this.store.rowOf(code);
    if (row < 0) return -1;
    for (let i = 0; i < this.count; i++) if (this.rows[i] === row) return i;
    return -1;
  }

  /** Rebuilds when the store's rows appeared or disappeared; true when it did. Cheap to call per frame. */
  sync(): boolean {
    if (this.store.structureVersion === this.builtStructure) return false;
    this.rebuild();
    return true;
  }

  /**
   * Called by the scheduler at most every GRID_SYNC_MS: syncs the structure, then re-sorts when the sort
   * key of some unpinned row changed since the last sort. True when `rows` changed (a relayout is due);
   * a key change that leaves the order as it was returns false. No allocation.
   */
  resortIfNeeded(): boolean {
    if (this.sync()) return true;
    // The code of a row never changes, so neither does a code sort.
    if (this.sortField < 0 || this.store.version === this.sortedVersion) return false;
    this.sortedVersion = this.store.version;
    const n = this.count - this.pinnedCount;
    const body = this.body;
    let keyChanged = false;
    for (let i = 0; i < n; i++) {
      const now = this.keyOf(body[i]);
      const then = this.sortedKeys[i];
      if (now !== then && !(Number.isNaN(now) && Number.isNaN(then))) {
        keyChanged = true;
        break;
      }
    }
    if (!keyChanged) return false;
    const previous = this.previous;
    for (let i = 0; i < n; i++) previous[i] = body[i];
    this.applySort();
    for (let i = 0; i < n; i++) {
      if (previous[i] !== body[i]) {
        this.orderVersion++;
        return true;
      }
    }
    return false;
  }

  /** The unpinned codes in display order. */
  private shownUnpinned(): string[] {
    const out: string[] = [];
    for (let i = this.pinnedCount; i < this.count; i++) out.push(this.codeAt(i));
    return out;
  }

  /** The sort key of a row as a number: the value, or the interned id of a text field. */
  private keyOf(row: number): number {
    const f = this.sortField;
    return this.store.schema.isString[f] === 1 ? this.store.ids[f][row] : this.store.numbers[f][row];
  }

  private rebuild(): void {
    const store = this.store;
    const n = this.source.length;
    if (this.rows.length < n) {
      this.rows = new Int32Array(n);
      this.sortedKeys = new Float64Array(n);
      this.previous = new Int32Array(n);
    }
    if (this.seen.length < store.rowCount) this.seen = new Uint8Array(store.rowCount);
    else this.seen.fill(0);
    // Dense string arrays indexed by store row (no holes, so they stay fast elements).
    while (this.rowCodes.length < store.rowCount) this.rowCodes.push("");
    while (this.textKeys.length < store.rowCount) this.textKeys.push("");
    this.count = 0;
    for (const code of this.pinned) if (this.sourceSet.has(code)) this.add(code);
    this.pinnedCount = this.count;
    for (const code of this.manual ?? this.source) if (this.sourceSet.has(code)) this.add(code);
    // Board codes missing from the manual order (added to the basket since the drag) follow it.
    if (this.manual !== null) for (const code of this.source) this.add(code);
    this.body = this.rows.subarray(this.pinnedCount);
    this.builtStructure = store.structureVersion;
    if (this.sortField !== NO_SORT) this.applySort();
    this.orderVersion++;
  }

  /** Appends the row of `code` when the store shows it and it is not in the order yet. */
  private add(code: string): void {
    const row = this.store.rowOf(code);
    if (row < 0 || this.store.present[row] !== 1 || this.seen[row] === 1) return;
    this.seen[row] = 1;
    this.rowCodes[row] = code;
    this.rows[this.count++] = row;
  }

  /** Sorts the body in place with the feed's allocation-free sorts and records the keys it sorted on. */
  private applySort(): void {
    const dir = this.sort === null ? "asc" : this.sort.type;
    const n = this.count - this.pinnedCount;
    const f = this.sortField;
    const store = this.store;
    const body = this.body;
    if (f === CODE_SORT) {
      sortRowsByText(body, this.rowCodes, this.rowCodes, dir, n);
    } else if (store.schema.isString[f] === 1) {
      const keys = this.textKeys;
      for (let i = 0; i < n; i++) keys[body[i]] = store.str(f, body[i]);
      sortRowsByText(body, keys, this.rowCodes, dir, n);
    } else {
      sortRowsByNumber(body, store.numbers[f], this.rowCodes, dir, n);
    }
    if (f >= 0) for (let i = 0; i < n; i++) this.sortedKeys[i] = this.keyOf(body[i]);
    this.sortedVersion = store.version;
  }
}
