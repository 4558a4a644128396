/**
 * One security's day: its order books (normal and odd lot), the day's statistics, foreign room,
 * futures open interest, and the series kept for REST and charts. Fills land here; `record()` renders
 * the SYMBOL_SCHEMA fields (prices back in dong or index points) that snapshots and updates are made of.
 */
import { MarketCode, SecurityType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { BUY, boardLot, FUTURES_MULTIPLIER, limitsUnits, priceScale, type Side } from "./exchange-rules";
import type { IndexState } from "./index-calculator";
import { OrderBook } from "./order-book";
import { dailyVolatility, marketBeta } from "./price-model";
import { QUOTE_LEVELS, type QuoteActivity } from "./quote-activity";
import { MinuteCandles, PriceLevels, TickLog } from "./series";
import type { Instrument } from "./universe";

/** A field value by SYMBOL_SCHEMA position; undefined = not carried by this kind of symbol. */
export type Val = string | number | undefined;

const F = SYMBOL_SCHEMA.index;
const at = (name: string, levels: number): number[] =>
  Array.from({ length: levels }, (_, k) => (F as Record<string, number>)[`${name}${k + 1}`]);
const BID_PRICE = at("bidPrice", 10);
const BID_QTY = at("bidQtty", 10);
const ASK_PRICE = at("offerPrice", 10);
const ASK_QTY = at("offerQtty", 10);
const ODD_BID_PRICE = at("bidPriceOdd", 3);
const ODD_BID_QTY = at("bidQttyOdd", 3);
const ODD_ASK_PRICE = at("offerPriceOdd", 3);
const ODD_ASK_QTY = at("offerQttyOdd", 3);

/** Tick side codes kept in the TickLog. */
export const AUCTION_SIDE = 2;

export class SymbolState {
  readonly scale: number;
  readonly lot: number;
  /** Kind and constants the order flow asks for on every order (kept as fields: they are hot). */
  readonly isWarrant: boolean;
  readonly isFuture: boolean;
  readonly dailyVol: number;
  readonly beta: number;
  /** Share of the flow from foreign investors. */
  readonly foreignShare: number;
  /** Dong per (unit x share): 1 for prices in dong, 10,000 for futures (0.1 point x 100,000 dong). */
  readonly valueFactor: number;
  readonly ref: number;
  readonly ceil: number;
  readonly floor: number;
  readonly book = new OrderBook();
  readonly odd: OrderBook | null;
  readonly ticks = new TickLog();
  readonly candles = new MinuteCandles();
  readonly levels = new PriceLevels();

  /** Log deviation of the fair value from the reference (own moves). */
  idio = 0;
  lastWalkMs = 0;

  open = 0;
  high = 0;
  low = 0;
  last = 0;
  lastQty = 0;
  inCall = false;
  indicative = 0;
  indicativeQty = 0;
  qtyNM = 0;
  valueNM = 0;
  ptQty = 0;
  ptValue = 0;
  activeBuy = 0;
  activeSell = 0;
  foreignBuyQty = 0;
  foreignSellQty = 0;
  foreignBuyValue = 0;
  foreignSellValue = 0;
  room: number;
  oddLast = 0;
  oddLastQty = 0;
  oddQty = 0;
  oddValue = 0;
  openInterest: number;
  readonly priorOpenInterest: number;
  /** Order-flow weight, mean order size in lots, expected orders of the day and quote spread (ticks). */
  eventWeight = 0;
  meanLots = 1;
  expectedOrders = 0;
  quoteSteps = 2;
  /** Small orders coming and going at the best levels (quote-activity.ts); null on names without flow. */
  quotes: QuoteActivity | null = null;
  /** The quotes' epoch at the last batch: a new one means the best levels' quantities changed. */
  quoteEpoch = -1;
  /** Covered warrants on this symbol (their market maker requotes when it moves). */
  readonly warrants: SymbolState[] = [];
  /** The price moved since the warrants were last requoted (trading-day.ts). */
  moved = false;
  /** Indices that hold this symbol, with its position in each basket (told of every trade). */
  readonly memberships: { index: IndexState; k: number }[] = [];
  /** Underlying price shown on CW and futures rows (dong / points). */
  underlyingPrice = 0;
  /** Total traded quantity at the previous batch, for changeTotalTradedQtty. */
  private qtyAtLastBatch = 0;

  dirty = true;
  /** Field values last sent to clients (by schema position), and a scratch array for the next ones. */
  sent: Val[] | null = null;
  scratch: Val[] = [];
  /** Minute candles already sent (the last one is re-sent while it forms), and ticks at the last batch. */
  emittedCandles = 0;
  ticksAtBatch = 0;

  /** Set by the order flow before each submit: who is the aggressor, and when. */
  aggressor: number = BUY;
  nowMs = 0;
  minute = 0;

  constructor(
    readonly inst: Instrument,
    readonly underlying: SymbolState | null,
    readonly index: number,
  ) {
    this.scale = priceScale(inst);
    this.isWarrant = inst.securityType === SecurityType.COVERED_WARRANT;
    this.isFuture = inst.securityType === SecurityType.FUTURE;
    this.dailyVol = dailyVolatility(inst);
    this.beta = marketBeta(inst);
    this.foreignShare = inst.indexCodes.includes("VN30") ? 0.18 : 0.06;
    this.lot = boardLot(inst);
    this.valueFactor = inst.securityType === SecurityType.FUTURE ? FUTURES_MULTIPLIER / this.scale : 1;
    this.ref = Math.round(inst.refPrice * this.scale);
    const limits = limitsUnits(inst, this.ref, underlying?.inst);
    this.ceil = limits.ceiling;
    this.floor = limits.floor;
    // Odd lots (1-99 shares) trade on their own board on all three stock exchanges.
    const oddLotBoard =
      inst.securityType === SecurityType.STOCK &&
      (inst.marketCode === MarketCode.HSX ||
        inst.marketCode === MarketCode.HNX ||
        inst.marketCode === MarketCode.UPCOM);
    this.odd = oddLotBoard ? new OrderBook() : null;
    // Foreigners already hold part of their allowance; the rest is the room shown on the board.
    const held = 0.2 + ((inst.code.charCodeAt(0) * 7 + inst.code.charCodeAt(1) * 3) % 70) / 100;
    this.room = Math.max(0, Math.floor(inst.shares * inst.foreignRoom * (1 - Math.min(held, 0.95))));
    this.openInterest = inst.securityType === SecurityType.FUTURE ? inst.shares : 0;
    this.priorOpenInterest = this.openInterest;
  }

  /**
   * Price the board shows as the current one: the last match (0 before any). A call auction's projected
   * price is never shown in its place: it goes in auctionPrice (the index and the up/down counts follow
   * trades only, so VNINDEX does not move during ATO before the uncross).
   */
  boardPrice(): number {
    return this.last;
  }

  /** Current price for indices and colours: the last match, or the reference before any match. */
  currentPrice(): number {
    return this.last > 0 ? this.last : this.ref;
  }

  /** A normal-board match (continuous or uncross). Bound once so that it can be handed to the book. */
  readonly fill = (price: number, qty: number, buyForeign: boolean, sellForeign: boolean): void => {
    const before = this.currentPrice();
    if (this.open === 0) this.open = price;
    if (price > this.high) this.high = price;
    if (this.low === 0 || price < this.low) this.low = price;
    this.last = price;
    this.lastQty = qty;
    this.qtyNM += qty;
    const value = price * qty * this.valueFactor;
    this.valueNM += value;
    if (this.aggressor === BUY) this.activeBuy += qty;
    else if (this.aggressor !== AUCTION_SIDE) this.activeSell += qty;
    if (buyForeign) {
      this.foreignBuyQty += qty;
      this.foreignBuyValue += value;
      this.room = Math.max(0, this.room - qty);
    }
    if (sellForeign) {
      this.foreignSellQty += qty;
      this.foreignSellValue += value;
      this.room += qty;
    }
    if (this.isFuture) {
      // Each trade opens, closes or transfers positions; a cheap deterministic mix keeps OI plausible.
      const k = (this.ticks.count * 2654435761) >>> 30;
      this.openInterest = Math.max(0, this.openInterest + (k === 0 ? qty : k === 1 ? -qty : 0));
    }
    this.ticks.push(this.nowMs, price, qty, this.qtyNM + this.ptQty, this.aggressor);
    this.candles.add(this.minute, price, qty);
    this.levels.add(price, qty);
    for (const m of this.memberships) m.index.memberTraded(m.k, before, price, this.minute);
    this.dirty = true;
  };

  /** An odd-lot match (the odd-lot board): its own statistics only. */
  readonly fillOdd = (price: number, qty: number, _buyForeign: boolean, _sellForeign: boolean): void => {
    this.oddLast = price;
    this.oddLastQty = qty;
    this.oddQty += qty;
    this.oddValue += price * qty;
    // Odd lots are left out of the foreign buy/sell figures, so they must not move the room either:
    // the room shown stays equal to the opening room minus the foreign net buying on the board.
    this.dirty = true;
  };

  /** A put-through deal on this symbol. Bonds (put-through only) show it as their match price too. */
  putThrough(price: number, qty: number): void {
    this.ptQty += qty;
    this.ptValue += price * qty * this.valueFactor;
    if (this.inst.securityType === SecurityType.BOND) {
      this.last = price;
      this.lastQty = qty;
      if (this.open === 0) this.open = price;
      if (price > this.high) this.high = price;
      if (this.low === 0 || price < this.low) this.low = price;
    }
    this.dirty = true;
  }

  /** Side of an order: kept as a number for the tick log. */
  setAggressor(side: Side | typeof AUCTION_SIDE, nowMs: number, minute: number): void {
    this.aggressor = side;
    this.nowMs = nowMs;
    this.minute = minute;
  }

  private p(units: number): number {
    return this.scale === 1 ? units : Math.round(units) / this.scale;
  }

  /**
   * Writes the price, volume, ladder, foreign, derivative and odd-lot fields into `v`, indexed by
   * SYMBOL_SCHEMA position (identity fields are the caller's). Positional arrays rather than objects:
   * this runs for every changed symbol of every batch, and objects with a hundred keys cost ten times more.
   * `quoteMs` is the instant (ms since local midnight) whose small quotes show at the best levels, or
   * -1 outside continuous trading (none then).
   */
  write(v: Val[], batchEnd: boolean, quoteMs = -1): void {
    const board = this.boardPrice();
    const change = board > 0 ? board - this.ref : 0;
    // The day's matched volume, as the exchanges' boards show it (spec 2.3.1 "total matched volume") and
    // the SSI and DNSE adapters map it: put-through deals are counted apart (ptTradedQtty), as an
    // index's NM and PT totals are.
    const total = this.qtyNM;
    v[F.refPrice] = this.p(this.ref);
    v[F.ceilPrice] = this.p(this.ceil);
    v[F.floorPrice] = this.p(this.floor);
    v[F.openPrice] = this.p(this.open);
    v[F.closePrice] = this.p(this.last);
    v[F.priorClosePrice] = this.p(this.ref);
    v[F.highestPrice] = this.p(this.high);
    v[F.lowestPrice] = this.p(this.low);
    v[F.avgPrice] =
      this.qtyNM > 0 ? Math.round((this.valueNM / this.valueFactor / this.qtyNM) * 10) / 10 / this.scale : 0;
    v[F.matchPrice] = this.p(board);
    v[F.matchQtty] = this.lastQty;
    v[F.auctionPrice] = this.inCall ? this.p(this.indicative) : 0;
    v[F.auctionQtty] = this.inCall ? this.indicativeQty : 0;
    v[F.changePrice] = this.p(change);
    v[F.pctChangePrice] = board > 0 ? Math.round((change / this.ref) * 10000) / 100 : 0;
    v[F.totalTradedQtty] = total;
    v[F.totalTradedValue] = this.valueNM;
    v[F.totalTradedQttyNM] = this.qtyNM;
    v[F.totalTradedValueNM] = this.valueNM;
    v[F.ptTradedQtty] = this.ptQty;
    v[F.ptTradedValue] = this.ptValue;
    v[F.changeTotalTradedQtty] = total - this.qtyAtLastBatch;
    v[F.totalBuyQtty] = this.activeBuy;
    v[F.totalSellQtty] = this.activeSell;
    v[F.buyForeignQtty] = this.foreignBuyQty;
    v[F.sellForeignQtty] = this.foreignSellQty;
    v[F.subForeignQtty] = this.foreignBuyQty - this.foreignSellQty;
    v[F.buyForeignValue] = this.foreignBuyValue;
    v[F.sellForeignValue] = this.foreignSellValue;
    v[F.subForeignValue] = this.foreignBuyValue - this.foreignSellValue;
    v[F.remainForeignQtty] = this.room;
    this.writeBook(v, quoteMs);
    this.writeDerivative(v);
    if (this.odd) this.writeOddLot(v, this.odd);
    if (batchEnd) this.qtyAtLastBatch = total;
  }

  /** The ten price levels each side, with the small quotes of `quoteMs` at the best ones, and their totals. */
  private writeBook(v: Val[], quoteMs: number): void {
    const bids = this.book.bids;
    const asks = this.book.asks;
    const quotes = quoteMs >= 0 ? this.quotes : null;
    let totalBid = this.book.totalBid;
    let totalAsk = this.book.totalAsk;
    for (let k = 0; k < 10; k++) {
      const bid = bids[k];
      const ask = asks[k];
      const bidExtra = bid && quotes && k < QUOTE_LEVELS ? quotes.extra(0, k, quoteMs) : 0;
      const askExtra = ask && quotes && k < QUOTE_LEVELS ? quotes.extra(1, k, quoteMs) : 0;
      totalBid += bidExtra;
      totalAsk += askExtra;
      v[BID_PRICE[k]] = bid ? this.p(bid.price) : 0;
      v[BID_QTY[k]] = bid ? bid.total + bidExtra : 0;
      v[ASK_PRICE[k]] = ask ? this.p(ask.price) : 0;
      v[ASK_QTY[k]] = ask ? ask.total + askExtra : 0;
    }
    v[F.totalBidQtty] = totalBid;
    v[F.totalOfferQtty] = totalAsk;
  }

  /** Underlying price (futures and covered warrants), open interest and basis (futures). */
  private writeDerivative(v: Val[]): void {
    const type = this.inst.securityType;
    if (type === SecurityType.FUTURE || type === SecurityType.COVERED_WARRANT) {
      v[F.underlyingPrice] = this.underlyingPrice;
      v[F.underlyingPriceCS] = this.underlyingPrice;
    }
    if (type === SecurityType.FUTURE) {
      v[F.openInterest] = this.openInterest;
      v[F.openInterestChange] = this.openInterest - this.priorOpenInterest;
      v[F.basis] =
        this.underlyingPrice > 0
          ? Math.round((this.p(this.currentPrice()) - this.underlyingPrice) * 100) / 100
          : 0;
    }
  }

  /** The odd-lot board's match and three levels each side. */
  private writeOddLot(v: Val[], odd: OrderBook): void {
    const oddChange = this.oddLast > 0 ? this.oddLast - this.ref : 0;
    v[F.matchPriceOdd] = this.oddLast;
    v[F.matchQttyOdd] = this.oddLastQty;
    v[F.changePriceOdd] = oddChange;
    v[F.pctChangePriceOdd] = this.oddLast > 0 ? Math.round((oddChange / this.ref) * 10000) / 100 : 0;
    v[F.totalTradedQttyOdd] = this.oddQty;
    v[F.totalTradedValueOdd] = this.oddValue;
    for (let k = 0; k < 3; k++) {
      const bid = odd.bids[k];
      const ask = odd.asks[k];
      v[ODD_BID_PRICE[k]] = bid ? bid.price : 0;
      v[ODD_BID_QTY[k]] = bid ? bid.total : 0;
      v[ODD_ASK_PRICE[k]] = ask ? ask.price : 0;
      v[ODD_ASK_QTY[k]] = ask ? ask.total : 0;
    }
  }
}
