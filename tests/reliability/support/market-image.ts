/**
 * "Do these two MarketData show the same market?" Every column of every store, every series point and
 * every low-rate atom, compared byte for byte (typed arrays through their bytes: NaN cells included).
 * Used after bad frames: a store fed the same good frames as a reference must equal it exactly, or a
 * bad frame wrote something before it was rejected.
 */
import type { ColumnStore } from "../../../packages/feed/src/store/column-store";
import type { MarketData } from "../../../packages/feed/src/store/market-data";
import type { SeriesStore } from "../../../packages/feed/src/store/series-store";
import { SymbolStore } from "../../../packages/feed/src/store/symbol-store";

type Typed = Float64Array | Int32Array | Int8Array | Uint8Array;

function sameBytes(a: Typed, b: Typed): boolean {
  if (a.byteLength !== b.byteLength) return false;
  return (
    Buffer.compare(
      Buffer.from(a.buffer, a.byteOffset, a.byteLength),
      Buffer.from(b.buffer, b.byteOffset, b.byteLength),
    ) === 0
  );
}

function columnsDiffer(name: string, a: readonly Typed[], b: readonly Typed[]): string | null {
  for (let f = 0; f < a.length; f++) if (!sameBytes(a[f], b[f])) return `${name}[${f}]`;
  return null;
}

function columnStoreDiff(name: string, a: ColumnStore, b: ColumnStore): string | null {
  if (a.rowCount !== b.rowCount) return `${name}.rowCount ${a.rowCount} != ${b.rowCount}`;
  if (a.version !== b.version) return `${name}.version ${a.version} != ${b.version}`;
  if (a.structureVersion !== b.structureVersion) return `${name}.structureVersion`;
  for (let row = 0; row < a.rowCount; row++) if (a.keyOf(row) !== b.keyOf(row)) return `${name}.key ${row}`;
  if (!sameBytes(a.present, b.present)) return `${name}.present`;
  if (!sameBytes(a.restyledAt, b.restyledAt)) return `${name}.restyledAt`;
  const diff =
    columnsDiffer(`${name}.numbers`, a.numbers, b.numbers) ??
    columnsDiffer(`${name}.changedAt`, a.changedAt, b.changedAt) ??
    columnsDiffer(`${name}.direction`, a.direction, b.direction);
  if (diff !== null) return diff;
  // Text cells hold interned ids; the two tables intern in the same order, but compare the text.
  for (let f = 0; f < a.ids.length; f++) {
    const ia = a.ids[f];
    const ib = b.ids[f];
    for (let row = 0; row < ia.length; row++) {
      if (a.strings.get(ia[row]) !== b.strings.get(ib[row])) return `${name}.text[${f}] row ${row}`;
    }
  }
  if (a instanceof SymbolStore && b instanceof SymbolStore)
    return columnsDiffer(`${name}.colors`, a.colors, b.colors);
  return null;
}

function seriesStoreDiff(name: string, a: SeriesStore, b: SeriesStore): string | null {
  if (a.version !== b.version) return `${name}.version`;
  if (a.series.size !== b.series.size) return `${name}.size`;
  for (const [key, sa] of a.series) {
    const sb = b.series.get(key);
    if (sb === undefined || sa.length !== sb.length || sa.version !== sb.version) return `${name}[${key}]`;
    for (let c = 0; c < sa.columns.length; c++) {
      if (!sameBytes(sa.columns[c].subarray(0, sa.length), sb.columns[c].subarray(0, sb.length)))
        return `${name}[${key}].column ${c}`;
    }
  }
  return null;
}

/** The first difference between two markets, or null when they show the same thing. */
export function marketDiff(a: MarketData, b: MarketData): string | null {
  const columnStores: [string, ColumnStore, ColumnStore][] = [
    ["symbols", a.symbols, b.symbols],
    ["indices", a.indices, b.indices],
    ["markets", a.markets, b.markets],
    ["bonds", a.bonds, b.bonds],
    ["bondBoards", a.bondBoards, b.bondBoards],
    ["putThrough", a.putThrough, b.putThrough],
  ];
  for (const [name, sa, sb] of columnStores) {
    const diff = columnStoreDiff(name, sa, sb);
    if (diff !== null) return diff;
  }
  const seriesStores: [string, SeriesStore, SeriesStore][] = [
    ["minuteCharts", a.minuteCharts, b.minuteCharts],
    ["priceLevels", a.priceLevels, b.priceLevels],
    ["indexCharts", a.indexCharts, b.indexCharts],
    ["closeHistory", a.closeHistory, b.closeHistory],
    ["foreignHistory", a.foreignHistory, b.foreignHistory],
    ["indexStatistics", a.indexStatistics, b.indexStatistics],
    ["indexForeignHistory", a.indexForeignHistory, b.indexForeignHistory],
  ];
  for (const [name, sa, sb] of seriesStores) {
    const diff = seriesStoreDiff(name, sa, sb);
    if (diff !== null) return diff;
  }
  const atoms: [string, unknown, unknown][] = [
    ["serverTime", a.$serverTime.get(), b.$serverTime.get()],
    ["systemParams", a.$systemParams.get(), b.$systemParams.get()],
    ["industries", a.$industries.get(), b.$industries.get()],
    ["baskets", a.$baskets.get(), b.$baskets.get()],
    ["concurrent", a.$concurrent.get(), b.$concurrent.get()],
  ];
  for (const [name, va, vb] of atoms) if (JSON.stringify(va) !== JSON.stringify(vb)) return name;
  return null;
}
