/**
 * The industry popup's overview figures (spec 2.5, type IND): an industry has no index of its own in
 * the feed (msgType 11 gives code, name and symbolList), so its summary is computed from its members'
 * rows the way an index's is: counts up (of which at the ceiling), unchanged, down (of which at the
 * floor) and not yet traded, traded volume and value, the traded value of rising, unchanged and falling
 * members (the cash-flow distribution) and the net foreign value. Pure: the popup passes plain rows.
 */
import { PriceColor } from "@vnboard/feed";

export interface IndustryMember {
  /** PriceColor of the match price (ceiling, up, reference, down, floor, or none before a trade). */
  color: number;
  pctChangePrice: number;
  totalTradedQtty: number;
  totalTradedValue: number;
  buyForeignValue: number;
  sellForeignValue: number;
}

export interface IndustryStats {
  members: number;
  up: number;
  upCeil: number;
  unchanged: number;
  down: number;
  downFloor: number;
  /** No match yet today (no colour). */
  untraded: number;
  volume: number;
  value: number;
  valueUp: number;
  valueUnchanged: number;
  valueDown: number;
  foreignNetValue: number;
  /** Mean percent change of the traded members, NaN when none traded. */
  averagePct: number;
}

/** Missing (NaN) and negative figures count as 0 in totals. */
const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export function industryStats(members: readonly IndustryMember[]): IndustryStats {
  const s: IndustryStats = {
    members: members.length,
    up: 0,
    upCeil: 0,
    unchanged: 0,
    down: 0,
    downFloor: 0,
    untraded: 0,
    volume: 0,
    value: 0,
    valueUp: 0,
    valueUnchanged: 0,
    valueDown: 0,
    foreignNetValue: 0,
    averagePct: Number.NaN,
  };
  let pctSum = 0;
  let pctCount = 0;
  for (const m of members) {
    const value = amount(m.totalTradedValue);
    s.volume += amount(m.totalTradedQtty);
    s.value += value;
    s.foreignNetValue += amount(m.buyForeignValue) - amount(m.sellForeignValue);
    switch (m.color) {
      case PriceColor.CEILING:
        s.upCeil++;
        s.up++;
        s.valueUp += value;
        break;
      case PriceColor.UP:
        s.up++;
        s.valueUp += value;
        break;
      case PriceColor.REFERENCE:
        s.unchanged++;
        s.valueUnchanged += value;
        break;
      case PriceColor.FLOOR:
        s.downFloor++;
        s.down++;
        s.valueDown += value;
        break;
      case PriceColor.DOWN:
        s.down++;
        s.valueDown += value;
        break;
      default:
        s.untraded++;
        continue;
    }
    if (Number.isFinite(m.pctChangePrice)) {
      pctSum += m.pctChangePrice;
      pctCount++;
    }
  }
  if (pctCount > 0) s.averagePct = Math.round((pctSum / pctCount) * 100) / 100;
  return s;
}

/** Each part's share of the whole, in percent (0 when the whole is 0), for the breadth bar. */
export function shares(parts: readonly number[]): number[] {
  const total = parts.reduce((sum, p) => sum + amount(p), 0);
  return parts.map((p) => (total > 0 ? (amount(p) / total) * 100 : 0));
}
