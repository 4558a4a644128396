/**
 * Axis labels of the popup charts: "nice" price steps (1, 2, 2.5 or 5 times a power of ten) and time
 * labels in Vietnam time (UTC+7, no daylight saving), HH:mm for intraday and DD/MM for daily candles.
 */

const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

/** A step near range / count rounded up to a nice number. */
export function niceStep(range: number, count: number): number {
  if (!(range > 0) || !(count > 0)) return 0;
  const raw = range / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const step of NICE_STEPS) if (step * power >= raw) return step * power;
  return 10 * power;
}

/** Tick values inside [min, max], multiples of a nice step, about `count` of them. */
export function priceTicks(min: number, max: number, count = 5): number[] {
  const step = niceStep(max - min, count);
  if (step === 0) return Number.isFinite(min) ? [min] : [];
  const out: number[] = [];
  // Ticks are k * step, rounded to the step's own decimals, so 0.1 steps never print 0.30000000000000004.
  const decimals = Math.max(0, 1 - Math.floor(Math.log10(step)));
  const first = Math.ceil(min / step - 1e-9);
  for (let k = first; k * step <= max + step * 1e-9 && out.length <= 50; k++) {
    out.push(Number((k * step).toFixed(decimals)));
  }
  return out;
}

/** Vietnam's offset from UTC; it has no daylight saving. */
const VN_OFFSET_MS = 7 * 3600 * 1000;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** HH:mm in Vietnam time of an epoch ms. */
export function formatHourMinute(ms: number): string {
  const d = new Date(ms + VN_OFFSET_MS);
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}

/** DD/MM in Vietnam time of an epoch ms. */
export function formatDayMonth(ms: number): string {
  const d = new Date(ms + VN_OFFSET_MS);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}`;
}

/**
 * Which candles get a time label: about one per `minSpacing` px of plot, evenly spaced, always the
 * first. Returns candle indices.
 */
export function timeLabelIndices(count: number, plotWidth: number, minSpacing = 70): number[] {
  if (!(count > 0) || !(plotWidth > 0)) return [];
  const maxLabels = Math.max(1, Math.floor(plotWidth / minSpacing));
  const every = Math.max(1, Math.ceil(count / maxLabels));
  const out: number[] = [];
  for (let i = 0; i < count; i += every) out.push(i);
  return out;
}
