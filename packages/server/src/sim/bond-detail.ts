/**
 * The bond popup's data (GET /api/cbts/get-detail-stock, docs/api.md): the private bond's information
 * and its daily put-through rows between two dates, newest first, today's row from the live desk.
 * REST shape: numeric type codes, remaining term in days, null where there was no such figure.
 */
import type { TradingCalendar } from "./clock";
import { compactDate, isoDate } from "./dates";
import { type BondHistoryRow, bondHistoryRow } from "./history";
import type { BondState } from "./put-through";
import { bondRecord } from "./records";
import type { TradingDay } from "./trading-day";

type Row = Record<string, string | number | null>;

export interface BondDetail {
  stockBondInfo: Row;
  stockBondHist: BondHistoryRow[];
}

/** At most this many daily rows per answer. */
const MAX_ROWS = 400;

function todayRow(b: BondState, date: string): Row {
  return {
    TradingDate: compactDate(date),
    pt_MatchPriceByLargestQtty: b.matchPrice,
    pt_BestBidPrice: b.bestBid,
    pt_TotalBidQtty: b.totalBidQty,
    pt_BestOfferPrice: b.bestOffer,
    pt_TotalOfferQtty: b.totalOfferQty,
    pt_MaxPrice: b.maxPrice,
    pt_MaxQtty: b.maxQty,
    pt_MinPrice: b.minPrice,
    pt_MinQtty: b.minQty,
    pt_TotalTradedQtty: b.totalQty,
    pt_TotalTradedValue: b.totalValue,
  };
}

function nullIfZero(r: Row): Row {
  for (const k of Object.keys(r)) if (k.startsWith("pt_") && r[k] === 0) r[k] = null;
  return r;
}

/** `from` and `to` are YYYYMMDD; empty means today. */
export function bondDetail(
  day: TradingDay,
  b: BondState,
  calendar: TradingCalendar,
  seed: number,
  from: string,
  to: string,
): BondDetail {
  const today = day.options.date;
  // YYYY-MM-DD strings compare in date order: clip the range to [issue date, today].
  const asked = [isoDate(from || compactDate(today)), isoDate(to || compactDate(today))];
  const start = [asked[0], isoDate(b.bond.issueDate)].sort()[1];
  const end = [asked[1], today].sort()[0];
  const rows: BondHistoryRow[] = [];
  let d = end;
  while (d >= start && rows.length < MAX_ROWS) {
    if (d === today) rows.push(todayRow(b, d));
    else if (calendar.isTradingDay(d)) rows.push(bondHistoryRow(seed, b.bond, d));
    d = calendar.previous(d);
  }
  const info: Row = { ...bondRecord(day, b) };
  info.interestrate_Type = Number(info.interestrate_Type);
  info.interest_Payment_Type = Number(info.interest_Payment_Type);
  info.periodRemain = Math.max(
    0,
    Math.round((Date.parse(isoDate(b.bond.maturityDate)) - Date.parse(today)) / 86_400_000),
  );
  return { stockBondInfo: nullIfZero(info), stockBondHist: rows.map(nullIfZero) };
}
