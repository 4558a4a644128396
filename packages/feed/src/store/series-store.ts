import type { ParsedRecords } from "../protocol/parsed-records";
import type { RecordSchema } from "../protocol/record-schema";
import { STORE_LIMITS } from "./store-limits";
import { StringTable } from "./string-table";

/**
 * One series: columnar points ordered by their first value (time, date or price).
 * Text values (isTemp) are stored as interned ids in their column.
 */
export class Series {
  length = 0;
  /** Bumped on every change; charts redraw when it moved. */
  version = 0;
  columns: Float64Array[];

  constructor(columnCount: number, capacity = 64) {
    this.columns = Array.from({ length: columnCount }, () => new Float64Array(capacity));
  }

  /** Value of column `c` at point `i`. */
  at(c: number, i: number): number {
    return this.columns[c][i];
  }

  /**
   * Inserts a point in order of column 0, replacing a point with the same order value. Returns false
   * (nothing written) when the point is new and the series already holds `maxPoints`.
   */
  upsert(values: Float64Array, count: number, maxPoints: number = STORE_LIMITS.maxSeriesPoints): boolean {
    const order = this.columns[0];
    const key = values[0];
    let i = this.length;
    if (i > 0 && order[i - 1] >= key) {
      // Not an append: find the position (late, repeated or replaced point).
      let lo = 0;
      let hi = this.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (order[mid] < key) lo = mid + 1;
        else hi = mid;
      }
      i = lo;
      if (i < this.length && order[i] === key) {
        for (let c = 0; c < count; c++) if (!Number.isNaN(values[c])) this.columns[c][i] = values[c];
        this.version++;
        return true;
      }
    }
    if (this.length >= maxPoints) return false;
    if (this.length === order.length) this.grow();
    for (let c = 0; c < count; c++) {
      const column = this.columns[c];
      if (i < this.length) column.copyWithin(i + 1, i, this.length);
      column[i] = values[c];
    }
    this.length++;
    this.version++;
    return true;
  }

  clear(): void {
    this.length = 0;
    this.version++;
  }

  private grow(): void {
    this.columns = this.columns.map((column) => {
      const next = new Float64Array(column.length * 2);
      next.set(column);
      return next;
    });
  }
}

/**
 * Series keyed by symbol or index code (chart and history messages 6, 7, 8, 12, 13, 14, 16).
 * Column c of a series is schema field c + 1 (field 0 is the key).
 */
export class SeriesStore {
  readonly schema: RecordSchema;
  readonly strings: StringTable;
  readonly series = new Map<string, Series>();
  version = 0;
  /** Points dropped because their series was full or no new series could be added (STORE_LIMITS). */
  droppedPoints = 0;
  private readonly point: Float64Array;
  private readonly listeners = new Set<(key: string) => void>();

  constructor(
    schema: RecordSchema,
    strings = new StringTable(),
    private readonly limits: { maxSeries: number; maxSeriesPoints: number } = STORE_LIMITS,
  ) {
    this.schema = schema;
    this.strings = strings;
    this.point = new Float64Array(schema.fields.length - 1);
  }

  get(key: string): Series | undefined {
    return this.series.get(key);
  }

  /** Column index of a field name within a series. */
  column(name: string): number {
    const index = this.schema.fields.indexOf(name);
    if (index < 1) throw new Error(`${this.schema.name}: no series column ${name}`);
    return index - 1;
  }

  /** Called with the key of each series that changed; returns the unsubscribe function. */
  onChange(listener: (key: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  apply(parsed: ParsedRecords): void {
    const fieldCount = this.schema.fields.length;
    let lastKey = "";
    for (let r = 0; r < parsed.recordCount; ) {
      const key = this.keyAt(parsed, r);
      // A run of records of one series arriving newest-first (history pages, some providers' charts)
      // is applied oldest-first: each point then appends instead of shifting every point after it,
      // which made 200k newest-first points a multi-second O(n^2) freeze.
      let end = r + 1;
      while (end < parsed.recordCount && this.keyAt(parsed, end) === key) end++;
      const descending =
        end - r > 1 && parsed.numbers[(r + 1) * fieldCount + 1] < parsed.numbers[r * fieldCount + 1];
      for (let k = 0; k < end - r; k++) this.applyPoint(parsed, key, descending ? end - 1 - k : r + k);
      if (key !== lastKey) {
        for (const listener of this.listeners) listener(key);
        lastKey = key;
      }
      r = end;
    }
    this.version++;
  }

  /** The series key of record r (interned: repeated keys allocate nothing). */
  private keyAt(parsed: ParsedRecords, r: number): string {
    const base = r * this.schema.fields.length;
    return this.strings.get(this.strings.internRange(parsed.text, parsed.starts[base], parsed.ends[base]));
  }

  private applyPoint(parsed: ParsedRecords, key: string, r: number): void {
    const fieldCount = this.schema.fields.length;
    const base = r * fieldCount;
    let series = this.series.get(key);
    if (series === undefined) {
      // An empty key is a text the full string table refused: nothing to file the point under.
      if (key === "" || this.series.size >= this.limits.maxSeries) {
        this.droppedPoints++;
        return;
      }
      series = new Series(fieldCount - 1);
      this.series.set(key, series);
    }
    for (let f = 1; f < fieldCount; f++) {
      const slot = base + f;
      const s = parsed.state[slot];
      this.point[f - 1] =
        s === 1
          ? parsed.numbers[slot]
          : s === 2
            ? this.strings.internRange(parsed.text, parsed.starts[slot], parsed.ends[slot])
            : Number.NaN;
    }
    if (Number.isNaN(this.point[0])) return;
    if (!series.upsert(this.point, fieldCount - 1, this.limits.maxSeriesPoints)) this.droppedPoints++;
  }

  clear(): void {
    for (const series of this.series.values()) series.clear();
    this.version++;
  }
}
