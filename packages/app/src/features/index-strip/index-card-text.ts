import {
  formatCompact,
  formatNumber,
  formatPercent,
  type Language,
  PRICE_COLOR_NAME,
  type PriceColorName,
  priceColor,
  sessionStatusKey,
} from "@vnboard/feed";
import type { IndexCardValues } from "./index-card-values";

/** Shown for a value the feed has not given (a missing index or field): never "NaN", never blank. */
export const MISSING = "--";

/** The texts and colour classes of one card; one object per card, refilled in place. */
export interface IndexCardText {
  name: string;
  value: string;
  change: string;
  percent: string;
  volume: string;
  tradedValue: string;
  up: string;
  upCeil: string;
  noChange: string;
  down: string;
  downFloor: string;
  /** Status code (spec 4) and its translated text. */
  statusCode: string;
  status: string;
  low: string;
  high: string;
  /** Colour class of value, change and percent: the index against its reference (priorIndex). */
  color: PriceColorName;
  lowColor: PriceColorName;
  highColor: PriceColorName;
}

export function emptyIndexCardText(): IndexCardText {
  return {
    name: "",
    value: MISSING,
    change: MISSING,
    percent: MISSING,
    volume: MISSING,
    tradedValue: MISSING,
    up: MISSING,
    upCeil: MISSING,
    noChange: MISSING,
    down: MISSING,
    downFloor: MISSING,
    statusCode: "",
    status: "",
    low: MISSING,
    high: MISSING,
    color: "none",
    lowColor: "none",
    highColor: "none",
  };
}

const orMissing = (text: string) => (text === "" ? MISSING : text);

/** "+1.23" for a rise, "-1.23" for a fall, "0.00" unchanged: the sign is part of what a trader reads. */
export function formatSignedPoints(points: number): string {
  const text = formatNumber(points, 2);
  return text !== "" && points > 0 && text !== "0.00" ? `+${text}` : orMissing(text);
}

export function formatSignedPercent(percent: number): string {
  const text = formatPercent(percent);
  return text !== "" && percent > 0 && text !== "0.00%" ? `+${text}` : orMissing(text);
}

/** Colour of an index level against the reference: the board's rules with no ceiling or floor. */
export function indexColor(level: number, prior: number): PriceColorName {
  return PRICE_COLOR_NAME[priceColor(level, prior, 0, 0)];
}

/**
 * Formats a card's values for `language`: index points to 2 decimals, volume (shares) and value (dong)
 * in the language's compact units (spec 9: N/K, Tr/M, Tỷ/B), counts whole, the session status through
 * `translate` (spec 4 codes; an empty code shows nothing).
 */
export function formatIndexCard(
  values: IndexCardValues,
  code: string,
  language: Language,
  translate: (key: string) => string,
  out: IndexCardText,
): IndexCardText {
  out.name = values.indexName !== "" ? values.indexName : code;
  out.value = orMissing(formatNumber(values.currentIndex, 2));
  out.change = formatSignedPoints(values.changeIndex);
  out.percent = formatSignedPercent(values.pctChangeIndex);
  out.volume = orMissing(formatCompact(values.totalTradedQtty, language));
  out.tradedValue = orMissing(formatCompact(values.totalTradedValue, language));
  out.up = orMissing(formatNumber(values.up));
  out.upCeil = orMissing(formatNumber(values.upCeil));
  out.noChange = orMissing(formatNumber(values.noChange));
  out.down = orMissing(formatNumber(values.down));
  out.downFloor = orMissing(formatNumber(values.downFloor));
  out.statusCode = values.status;
  out.status = values.status === "" ? "" : translate(sessionStatusKey(values.status, values.market));
  out.low = orMissing(formatNumber(values.lowestIndex, 2));
  out.high = orMissing(formatNumber(values.highestIndex, 2));
  out.color = indexColor(values.currentIndex, values.priorIndex);
  out.lowColor = indexColor(values.lowestIndex, values.priorIndex);
  out.highColor = indexColor(values.highestIndex, values.priorIndex);
  return out;
}
