/**
 * Display formats of the board (spec sections 5 and 9): prices in thousands of dong, volumes in lots of
 * 10 shares, compact units per language, percentages to 2 decimals, empty text for invalid values.
 *
 * One Intl.NumberFormat per (locale, decimals), created on first use and kept: creating one costs far
 * more than formatting with it (STYLE.md habit 5). Lookups go through a Map and an array, so a call
 * allocates only its result string.
 *
 * Digits use the board's convention in every language: "," groups thousands and "." marks decimals
 * ("25.35", "1,234,500"), as Vietnamese price boards do; vi-VN's own "." grouping would make a price of
 * 25.35 read as 25,350.
 */
import type { Language } from "./language";

/** Footer: the price unit is 1,000 dong (spec section 1). */
export const PRICE_UNIT = 1000;
/** Footer: the volume unit is 10 shares (spec section 1). */
export const VOLUME_UNIT = 10;
/** The locale whose digits every language displays (see above). */
export const BOARD_NUMBER_LOCALE = "en-US";

const MAX_DECIMALS = 20;
const formatters = new Map<string, Intl.NumberFormat[]>();

/** The cached formatter of a locale with a fixed number of decimals (0..20). */
export function getNumberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const d = decimals > 0 ? (decimals < MAX_DECIMALS ? Math.floor(decimals) : MAX_DECIMALS) : 0;
  let byDecimals = formatters.get(locale);
  if (byDecimals === undefined) {
    byDecimals = [];
    formatters.set(locale, byDecimals);
  }
  let format = byDecimals[d];
  if (format === undefined) {
    // signDisplay "negative": a value that rounds to zero prints "0.00", never "-0.00".
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: d,
      maximumFractionDigits: d,
      signDisplay: "negative",
    });
    byDecimals[d] = format;
  }
  return format;
}

/** A number the board can show; everything else (NaN, infinities, non-numbers) displays as "". */
export function isDisplayable(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** Generic number with grouping and fixed decimals; "" for invalid values and, when asked, for zero. */
export function formatNumber(value: number | null | undefined, decimals = 0, zeroAsEmpty = false): string {
  if (!isDisplayable(value) || (zeroAsEmpty && value === 0)) return "";
  return getNumberFormat(BOARD_NUMBER_LOCALE, decimals).format(value);
}

/** A price in dong shown in thousands: 25350 -> "25.35" (spec section 9). */
export function formatPrice(dong: number | null | undefined, decimals = 2, zeroAsEmpty = false): string {
  if (!isDisplayable(dong) || (zeroAsEmpty && dong === 0)) return "";
  return getNumberFormat(BOARD_NUMBER_LOCALE, decimals).format(dong / PRICE_UNIT);
}

/** Derivative prices are index points, shown as they are with 1 decimal: 1301.5 -> "1,301.5". */
export function formatDerivativePrice(points: number | null | undefined, zeroAsEmpty = false): string {
  return formatNumber(points, 1, zeroAsEmpty);
}

/** A volume in shares shown in lots of 10, rounded to a whole lot: 1234500 -> "123,450". */
export function formatVolume(shares: number | null | undefined, zeroAsEmpty = false): string {
  if (!isDisplayable(shares) || (zeroAsEmpty && shares === 0)) return "";
  return getNumberFormat(BOARD_NUMBER_LOCALE, 0).format(shares / VOLUME_UNIT);
}

/** A percentage (in percent points, as pctChangePrice) to 2 decimals with a % sign: 1.234 -> "1.23%". */
export function formatPercent(percent: number | null | undefined, zeroAsEmpty = false): string {
  if (!isDisplayable(percent) || (zeroAsEmpty && percent === 0)) return "";
  return `${getNumberFormat(BOARD_NUMBER_LOCALE, 2).format(percent)}%`;
}

/*
 * Compact units per language, ascending. vi and en follow the spec (N / Tr / Tỷ, K / M / B). Chinese and
 * Korean readers count in myriads, so zh uses 万 (1e4) and 亿 (1e8) and kr uses 만 and 억, the units
 * their financial press prints, rather than literal translations of thousand/million/billion.
 * Vietnamese units are words, so they take a space ("1.23 Tỷ"); the others attach ("1.23B", "1.23亿").
 */
const UNITS_THOUSANDS = [1e3, 1e6, 1e9] as const;
const UNITS_MYRIADS = [1e4, 1e8] as const;
const SUFFIX_VI = [" N", " Tr", " Tỷ"] as const;
const SUFFIX_EN = ["K", "M", "B"] as const;
const SUFFIX_ZH = ["万", "亿"] as const;
const SUFFIX_KR = ["만", "억"] as const;

/**
 * A large value in the language's units with fixed decimals: 1234567 -> "1.23M" (en), "1.23 Tr" (vi),
 * "123.46万" (zh). Values below the smallest unit print whole with grouping. A value that would round up
 * to the next unit's size moves to it (999,999 -> "1.00M", not "1,000.00K").
 */
export function formatCompact(
  value: number | null | undefined,
  lang: Language,
  decimals = 2,
  zeroAsEmpty = false,
): string {
  if (!isDisplayable(value) || (zeroAsEmpty && value === 0)) return "";
  const myriads = lang === "zh" || lang === "kr";
  const units: readonly number[] = myriads ? UNITS_MYRIADS : UNITS_THOUSANDS;
  const suffixes: readonly string[] =
    lang === "vi" ? SUFFIX_VI : lang === "zh" ? SUFFIX_ZH : lang === "kr" ? SUFFIX_KR : SUFFIX_EN;
  const abs = Math.abs(value);
  let i = units.length - 1;
  while (i >= 0 && abs < units[i]) i--;
  if (i < 0) {
    // Below the smallest unit, unless it rounds up to it.
    if (Math.round(abs) < units[0]) return getNumberFormat(BOARD_NUMBER_LOCALE, 0).format(value);
    i = 0;
  }
  if (i < units.length - 1) {
    const factor = 10 ** decimals;
    if (Math.round((abs / units[i]) * factor) / factor >= units[i + 1] / units[i]) i++;
  }
  return getNumberFormat(BOARD_NUMBER_LOCALE, decimals).format(value / units[i]) + suffixes[i];
}
