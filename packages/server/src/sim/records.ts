/**
 * Wire records of the simulated market, with the field names of the feed package's schemas
 * (SYMBOL_SCHEMA, INDEX_SCHEMA, MARKET_SCHEMA, BOND_SCHEMA, BOND_BOARD_SCHEMA, series schemas), and the
 * diff that turns a full record into an update carrying the key and only the fields that changed.
 */
import { MARKET_DISPLAY_NAME, MarketCode, SecurityType, SYMBOL_SCHEMA } from "@vnboard/feed";
import type { RecordValues } from "@vnboard/feed/protocol";
import { compactDate, isoDate, yearsBetween } from "./dates";
import type { IndexPoint, IndexState } from "./index-calculator";
import type { BondState, PutThroughDesk } from "./put-through";
import type { SymbolState, Val } from "./symbol-state";
import type { TradingDay } from "./trading-day";

type Rec = Record<string, string | number>;

/** Vietnamese and English text of the session statuses the simulator shows. */
const STATUS_TEXT: Readonly<Record<string, readonly [string, string]>> = {
  "01": ["Chờ mở cửa", "Pre-open"],
  "10": ["Phiên ATO", "ATO"],
  "30": ["Khớp lệnh liên tục", "Continuous"],
  "03": ["Nghỉ trưa", "Break"],
  "40": ["Phiên ATC", "ATC"],
  "60": ["Thỏa thuận", "Put-through"],
  "90": ["Đóng cửa", "Closed"],
};

/** Board codes of the exchanges, as Vietnamese feeds number them. */
const FLOOR_CODE: Readonly<Record<string, string>> = {
  [MarketCode.HSX]: "10",
  [MarketCode.HNX]: "02",
  [MarketCode.UPCOM]: "04",
  [MarketCode.DERIVATIVE]: "03",
  [MarketCode.BOND]: "05",
  [MarketCode.TPRL]: "06",
};

/** Exchange names for index and market records. */
const EXCHANGE_NAME: Readonly<Record<string, string>> = {
  [MarketCode.HSX]: "HOSE",
  [MarketCode.HNX]: "HNX",
  [MarketCode.UPCOM]: "UPCOM",
  [MarketCode.DERIVATIVE]: "Derivative",
  [MarketCode.BOND]: "Bond",
  [MarketCode.TPRL]: "TPRL",
};

/** The changed fields of `full` against `previous`, with the key; null when nothing changed. */
export function diffRecord(key: string, full: Rec, previous: Rec | null): Rec | null {
  if (!previous) return full;
  const out: Rec = { [key]: full[key] };
  let changed = false;
  for (const k in full) {
    if (full[k] !== previous[k]) {
      out[k] = full[k];
      changed = true;
    }
  }
  return changed ? out : null;
}

const SF = SYMBOL_SCHEMA.index;
const SYMBOL_FIELDS = SYMBOL_SCHEMA.fields;
const identityCache = new WeakMap<SymbolState, [number, Val][]>();

/** The identity fields of a symbol that never change during the day, by schema position. */
function identityOf(s: SymbolState): [number, Val][] {
  let cached = identityCache.get(s);
  if (cached) return cached;
  const inst = s.inst;
  // A few stocks carry a corporate-action status (spec "Referencestatus": dividends, rights, a meeting),
  // deterministic per code. Only shares have corporate actions: a future, a warrant or a bond never
  // does (the futures' codes, 41I1...0, all hashed to a cash dividend and showed the asterisk).
  const h =
    inst.securityType === SecurityType.STOCK
      ? (inst.code.charCodeAt(0) * 31 + inst.code.charCodeAt(inst.code.length - 1) * 17) % 97
      : -1;
  cached = [
    [SF.code, inst.code],
    [SF.symbolName, inst.name],
    [SF.marketCode, inst.marketCode],
    [SF.marketName, MARKET_DISPLAY_NAME[inst.marketCode]],
    [SF.marketNameEn, MARKET_DISPLAY_NAME[inst.marketCode]],
    [SF.securityType, inst.securityType],
    [SF.underlying, inst.underlying ?? ""],
    [SF.referenceStatus, h === 3 ? "1" : h === 7 ? "2" : h === 11 ? "11" : "0"],
    [SF.floorCode, FLOOR_CODE[inst.marketCode] ?? ""],
    [SF.indexCodes, inst.indexCodes.join(",")],
    [SF.issuer, inst.issuer ?? ""],
    [SF.issuerName, inst.issuerName ?? ""],
    [SF.lastTradingDate, inst.lastTradingDate ?? ""],
    [SF.securityTradingStatus, "0"],
    [SF.exercisePrice, inst.exercisePrice ?? 0],
    [SF.exerciseRatio, inst.exerciseRatio ?? 0],
  ];
  identityCache.set(s, cached);
  return cached;
}

/** Every field of a symbol, by SYMBOL_SCHEMA position, into `v`. */
export function writeSymbol(day: TradingDay, s: SymbolState, v: Val[], batchEnd: boolean): void {
  for (const [i, value] of identityOf(s)) v[i] = value;
  const phase = day.phase(s.inst.marketCode);
  v[SF.tradeSessionCode] = phase.status;
  s.write(v, batchEnd, phase.match === "continuous" ? day.now - day.midnight : -1);
}

/** A full symbol record (snapshot, REST). */
export function symbolRecord(day: TradingDay, s: SymbolState, batchEnd: boolean): Rec {
  const v: Val[] = [];
  writeSymbol(day, s, v, batchEnd);
  const out: Rec = {};
  for (let i = 0; i < SYMBOL_FIELDS.length; i++)
    if (v[i] !== undefined) out[SYMBOL_FIELDS[i]] = v[i] as string | number;
  return out;
}

/** The update from `previous` to `current` (key plus changed fields), or null when nothing changed. */
export function symbolUpdate(current: Val[], previous: Val[] | null): Rec | null {
  const out: Rec = { code: current[SF.code] as string };
  let changed = false;
  for (let i = 1; i < SYMBOL_FIELDS.length; i++) {
    const value = current[i];
    if (value !== undefined && (previous === null || value !== previous[i])) {
      out[SYMBOL_FIELDS[i]] = value;
      changed = true;
    }
  }
  return changed ? out : null;
}

export function indexRecord(day: TradingDay, idx: IndexState): Rec {
  const status = day.phase(idx.def.market).status;
  const text = STATUS_TEXT[status] ?? ["", ""];
  return {
    indexCode: idx.def.code,
    indexName: idx.def.name,
    typeIndex: idx.def.market,
    marketName: EXCHANGE_NAME[idx.def.market],
    status,
    statusStr: text[0],
    statusStrEn: text[1],
    priorIndex: idx.prior,
    openIndex: idx.open,
    closeIndex: idx.value,
    currentIndex: idx.value,
    changeIndex: idx.change(),
    pctChangeIndex: idx.pctChange(),
    lowestIndex: idx.low,
    highestIndex: idx.high,
    priceRatioChange: idx.pctChange(),
    ...idx.totals,
  };
}

export function marketRecords(day: TradingDay): Rec[] {
  const out: Rec[] = [];
  const date = compactDate(day.options.date);
  for (const market of Object.keys(FLOOR_CODE)) {
    const r: Rec = {
      marketCode: market,
      marketName: EXCHANGE_NAME[market],
      marketNameEn: MARKET_DISPLAY_NAME[market as MarketCode],
      tradingDate: date,
      tradingSessionId: day.phase(market).status,
      stockUp: 0,
      stockNoChange: 0,
      stockDown: 0,
      totalTradedQtty: 0,
      totalTradedValue: 0,
      totalTradedQttyPT: 0,
      totalTradedValuePT: 0,
    };
    out.push(r);
  }
  const byCode = new Map(out.map((r) => [r.marketCode as string, r]));
  for (const s of day.symbols) {
    const r = byCode.get(s.inst.marketCode)!;
    const p = s.boardPrice();
    if (p === 0 || p === s.ref) (r.stockNoChange as number)++;
    else if (p > s.ref) (r.stockUp as number)++;
    else (r.stockDown as number)++;
    (r.totalTradedQtty as number) += s.qtyNM + s.ptQty;
    (r.totalTradedValue as number) += s.valueNM + s.ptValue;
    (r.totalTradedQttyPT as number) += s.ptQty;
    (r.totalTradedValuePT as number) += s.ptValue;
  }
  const tprl = byCode.get(MarketCode.TPRL)!;
  const t = day.putThrough.totals();
  tprl.totalTradedQtty = tprl.totalTradedQttyPT = t.qty;
  tprl.totalTradedValue = tprl.totalTradedValuePT = t.value;
  return out;
}

export function bondRecord(day: TradingDay, b: BondState): Rec {
  const bond = b.bond;
  const status = day.phase(MarketCode.TPRL).status;
  const months = Math.max(0, Math.round(yearsBetween(day.options.date, isoDate(bond.maturityDate)) * 12));
  return {
    code: bond.code,
    issuer: bond.issuer,
    boardCode: "TPRL",
    securityTradingStatus: "0",
    tradingSessionId: status,
    tradSesStatus: status,
    bond_Feature: bond.feature,
    tsdb: bond.secured ? "Y" : "N",
    issueDate: bond.issueDate,
    maturitDate: bond.maturityDate,
    interestrate_Type: bond.rateType,
    interest_Payment_Type: bond.paymentType,
    parvalue: bond.parValue,
    totalListingQtty: bond.listedQty,
    interest_Rate: bond.interestRate,
    periodRemain: months,
    pt_BestBidPrice: b.bestBid,
    pt_BestBidQtty: b.bestBidQty,
    pt_BestOfferPrice: b.bestOffer,
    pt_BestOfferQtty: b.bestOfferQty,
    pt_TotalBidQtty: b.totalBidQty,
    pt_TotalOfferQtty: b.totalOfferQty,
    pt_MatchPrice: b.matchPrice,
    pt_MatchQtty: b.matchQty,
    pt_MaxPrice: b.maxPrice,
    pt_MaxQtty: b.maxQty,
    pt_MinPrice: b.minPrice,
    pt_MinQtty: b.minQty,
    pt_TotalTradedQtty: b.totalQty,
    pt_TotalTradedValue: b.totalValue,
    totalValueTraded: b.totalValue,
    totalVolumeTraded: b.totalQty,
  };
}

export function bondBoardRecords(day: TradingDay, desk: PutThroughDesk): Rec[] {
  const status = day.phase(MarketCode.TPRL).status;
  const t = desk.totals();
  const base = {
    marketcode: MarketCode.TPRL,
    boardStatus: status === "90" || status === "01" ? "C" : "O",
    tradingSessionId: status,
    tradSesStatus: status,
    tradingDate: compactDate(day.options.date),
    totalReposQtty: 0,
    totalReposValue: 0,
    ptBidValue: t.bidValue,
    ptOfferValue: t.offerValue,
  };
  return [
    { boardCode: "TPRL", ...base, totalTradedQtty: t.qty, totalTradedValue: t.value },
    { boardCode: "ALLMARKET", ...base, totalPtTradedQtty: t.qty, totalPtTradedValue: t.value },
  ];
}

/** Unix seconds of a local minute of the day. */
export function minuteSeconds(day: TradingDay, minute: number): number {
  return (day.midnight + minute * 60_000) / 1000;
}

export function indexChartRecord(day: TradingDay, code: string, p: IndexPoint, prior: number): RecordValues {
  return {
    indexCode: code,
    time: minuteSeconds(day, p.minute),
    value: p.value,
    quantity: p.volume,
    priceRatioChange: Math.round(((p.value - prior) / prior) * 10000) / 100,
    isTemp: "N",
  };
}

export function indexStatisticRecord(day: TradingDay, code: string, p: IndexPoint): RecordValues {
  return {
    indexCode: code,
    time: minuteSeconds(day, p.minute),
    open: p.open,
    close: p.value,
    lowest: p.low,
    highest: p.high,
    volume: p.volume,
  };
}

export function minuteCandleRecord(day: TradingDay, s: SymbolState, i: number): RecordValues {
  const c = s.candles;
  const k = s.scale;
  return {
    code: s.inst.code,
    time: minuteSeconds(day, c.minute[i]),
    openPrice: c.open[i] / k,
    closePrice: c.close[i] / k,
    lowestPrice: c.low[i] / k,
    highestPrice: c.high[i] / k,
    volume: c.volume[i],
  };
}

/** A symbol's price levels of the day (msgType 7: matched quantity per price), ascending by price. */
export function priceLevelRecords(s: SymbolState): RecordValues[] {
  const prices = [...s.levels.volume.keys()].sort((a, b) => a - b);
  const code = s.inst.code;
  return prices.map((price) => ({ code, price: price / s.scale, quantity: s.levels.volume.get(price)! }));
}
