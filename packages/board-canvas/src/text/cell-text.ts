import type { CellKind } from "../columns/column-def";
import { writeFixed, writeText } from "./number-writer";

/** Units for compact values per language (N/K thousand, Tr/M million, Tỷ/B billion). */
export interface CompactUnits {
  thousand: string;
  million: string;
  billion: string;
}

/** Thousand, million and billion suffixes of compact values, per language. */
export const COMPACT_UNITS: Readonly<Record<string, CompactUnits>> = {
  vi: { thousand: " N", million: " Tr", billion: " Tỷ" },
  en: { thousand: " K", million: " M", billion: " B" },
  // Chinese and Korean boards count in 10^4 and 10^8; we keep the 10^3 steps of the spec and use the
  // nearest local words, so that the column reads the same magnitude in every language.
  zh: { thousand: " 千", million: " 百万", billion: " 十亿" },
  kr: { thousand: " 천", million: " 백만", billion: " 십억" },
};

/** How numbers become cell text: price scale and decimals, and the compact units. */
export interface CellTextOptions {
  /** Prices are stored in dong and shown in thousands; derivatives in points (scale 1). */
  priceScale: number;
  priceDecimals: number;
  units: CompactUnits;
}

/** Prices in thousands of dong with 2 decimals, Vietnamese compact units. */
export const DEFAULT_CELL_TEXT_OPTIONS: CellTextOptions = {
  priceScale: 1000,
  priceDecimals: 2,
  units: COMPACT_UNITS.vi,
};

const PERCENT = 37;
const RATIO_SUFFIX = ":1";
const SLASH = 47;

/**
 * Writes the display text of a numeric cell into `out` and returns its length. Empty (0) for values
 * the spec shows as blank: missing (NaN), and zero or negative prices and zero volumes.
 */
export function writeNumberCell(
  out: Uint16Array,
  kind: CellKind,
  value: number,
  options: CellTextOptions,
): number {
  if (Number.isNaN(value)) return 0;
  switch (kind) {
    case "price":
      return value > 0 ? writeFixed(out, 0, value / options.priceScale, options.priceDecimals) : 0;
    case "change":
      return writeFixed(out, 0, value / options.priceScale, options.priceDecimals);
    case "percent": {
      const end = writeFixed(out, 0, value, 2);
      out[end] = PERCENT;
      return end + 1;
    }
    case "volume":
      // Volume unit is 10 shares (spec footer).
      return value !== 0 ? writeFixed(out, 0, Math.round(value / 10), 0) : 0;
    case "value":
      return value !== 0 ? writeCompact(out, value, options.units) : 0;
    case "count":
      // Contracts and bonds are counted one by one: no lot unit, blank when none (like a volume).
      return value !== 0 ? writeFixed(out, 0, value, 0) : 0;
    case "ratio":
      return value > 0
        ? writeText(out, writeFixed(out, 0, value, Number.isInteger(value) ? 0 : 2), RATIO_SUFFIX)
        : 0;
    default:
      return writeFixed(out, 0, value, 0);
  }
}

function writeCompact(out: Uint16Array, value: number, units: CompactUnits): number {
  const size = Math.abs(value);
  if (size >= 1e9) return writeText(out, writeFixed(out, 0, value / 1e9, 2), units.billion);
  if (size >= 1e6) return writeText(out, writeFixed(out, 0, value / 1e6, 2), units.million);
  if (size >= 1e3) return writeText(out, writeFixed(out, 0, value / 1e3, 2), units.thousand);
  return writeFixed(out, 0, value, 0);
}

/** Writes a YYYYMMDD or YYYY-MM-DD date as DD/MM/YYYY; other text as it is. */
export function writeDateText(out: Uint16Array, text: string): number {
  const compact = text.length === 8;
  if (!compact && !(text.length === 10 && text.charCodeAt(4) === 45 && text.charCodeAt(7) === 45))
    return writeText(out, 0, text);
  const month = compact ? 4 : 5;
  const day = compact ? 6 : 8;
  out[0] = text.charCodeAt(day);
  out[1] = text.charCodeAt(day + 1);
  out[2] = SLASH;
  out[3] = text.charCodeAt(month);
  out[4] = text.charCodeAt(month + 1);
  out[5] = SLASH;
  for (let i = 0; i < 4; i++) out[6 + i] = text.charCodeAt(i);
  return 10;
}
