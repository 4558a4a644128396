/**
 * Parser of the answer of GET api/derivative/get-chart: records separated by '|', fields by '*',
 * 'code*epochMs*price*underlying' (docs/api.md). The fourth field carries thousands commas
 * ("1,281.37"), so numbers are read after removing them. One malformed record makes the whole answer
 * untrusted: the caller rejects it rather than drawing a chart with holes it cannot explain.
 */

import type { DerivativeChartPoint } from "./types";

const RECORD_SEPARATOR = "|";
const FIELD_SEPARATOR = "*";

/** A decimal number, optionally with thousands commas; NaN for anything else (empty, letters, '1,2,,3'). */
export function parseGroupedNumber(text: string): number {
  const trimmed = text.trim();
  if (!/^[-+]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replaceAll(",", ""));
}

/** The points of the chart string, or null when any non-empty record is malformed. */
export function parseDerivativeChart(text: string): DerivativeChartPoint[] | null {
  const points: DerivativeChartPoint[] = [];
  for (const record of text.split(RECORD_SEPARATOR)) {
    // A trailing '|' or an empty answer yields empty records: no point, not an error.
    if (record.trim() === "") continue;
    const fields = record.split(FIELD_SEPARATOR);
    if (fields.length < 4) return null;
    const time = /^\d+$/.test(fields[1]!.trim()) ? Number(fields[1]) : Number.NaN;
    const value = parseGroupedNumber(fields[2]!);
    const secondValue = parseGroupedNumber(fields[3]!);
    if (!Number.isFinite(time) || !Number.isFinite(value) || !Number.isFinite(secondValue)) return null;
    points.push({ code: fields[0]!.trim(), time, value, secondValue });
  }
  return points;
}
