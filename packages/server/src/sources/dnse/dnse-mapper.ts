import type { MarketCode } from "@vnboard/feed";
import { codeOf, MalformedMessage, numberOf, objectOf, putChange, putNumber, textOf } from "../field-values";
import type { MapResult, SourcePatch, SourceRow } from "../source-sink";
import {
  dnseMarket,
  dnseSecurityType,
  dnseTradingStatus,
  GROSS_AMOUNT_SCALE,
  isOddLotBoard,
  priceScale,
} from "./dnse-fields";

/**
 * Maps DNSE open market data messages (JSON, told apart by `T` as in DNSE's Python SDK: sd security
 * definition, t trade, te trade extra, q quote, b OHLC, e expected price) to our records. Field names are
 * those of DNSE's market-data page. Keeps per symbol the market (to scale prices), the reference price
 * (to derive the change), the number of quote levels last shown (a level that disappears is cleared)
 * and the highest day volume seen (a trade with a lower one arrived out of order and is dropped).
 */
export class DnseMapper {
  private readonly markets = new Map<string, MarketCode>();
  private readonly refs = new Map<string, number>();
  private readonly levels = new Map<string, number>();
  private readonly volumes = new Map<string, number>();

  map(value: unknown): MapResult {
    const m = objectOf(value, "message");
    const type = textOf(m.T);
    if (type === undefined) throw new MalformedMessage("message has no T");
    switch (type) {
      case "sd":
        return this.patch({ symbols: [this.securityDefinition(m)] });
      case "t":
      case "te":
        return this.trade(m);
      case "q":
        return this.patch({ symbols: [this.quote(m)] });
      case "e":
        return this.patch({ symbols: [this.expectedPrice(m)] });
      case "b":
        return this.bar(m);
      default:
        return { kind: "ignored" };
    }
  }

  private patch(patch: SourcePatch): MapResult {
    return { kind: "patch", patch };
  }

  /** The symbol's code, remembering its market when the message names one. */
  private codeAndScale(m: Record<string, unknown>): { code: string; scale: number; market?: MarketCode } {
    const code = codeOf(m.symbol, "message");
    const market = dnseMarket(m.marketId) ?? this.markets.get(code);
    if (market !== undefined) this.markets.set(code, market);
    return { code, scale: priceScale(market), market };
  }

  private securityDefinition(m: Record<string, unknown>): SourceRow {
    const { code, scale, market } = this.codeAndScale(m);
    const row: SourceRow = { code };
    // A definition opens the symbol's day (DNSE sends it once each morning): day volumes start again.
    this.volumes.delete(`lot:${code}`);
    this.volumes.delete(`odd:${code}`);
    if (isOddLotBoard(m.boardId)) return row; // the odd-lot board repeats the same reference prices
    if (market !== undefined) row.marketCode = market;
    const type = dnseSecurityType(m.securityGroupId);
    if (type !== undefined) row.securityType = type;
    putNumber(row, "refPrice", m.basicPrice, scale);
    putNumber(row, "ceilPrice", m.ceilingPrice, scale);
    putNumber(row, "floorPrice", m.floorPrice, scale);
    putNumber(row, "openInterest", m.openInterestQuantity);
    const status = dnseTradingStatus(m.securityStatus);
    if (status !== undefined) row.securityTradingStatus = status;
    if (typeof row.refPrice === "number") this.refs.set(code, row.refPrice);
    return row;
  }

  private trade(m: Record<string, unknown>): MapResult {
    const { code, scale } = this.codeAndScale(m);
    const odd = isOddLotBoard(m.boardId);
    const total = numberOf(m.totalVolumeTraded);
    if (total !== undefined) {
      const key = `${odd ? "odd" : "lot"}:${code}`;
      const seen = this.volumes.get(key);
      if (seen !== undefined && total < seen) return { kind: "outOfOrder" };
      this.volumes.set(key, total);
    }
    const row: SourceRow = { code };
    const suffix = odd ? "Odd" : "";
    putNumber(row, `matchPrice${suffix}`, m.price, scale);
    putNumber(row, `matchQtty${suffix}`, m.quantity);
    putNumber(row, `totalTradedQtty${suffix}`, m.totalVolumeTraded);
    putNumber(row, `totalTradedValue${suffix}`, m.grossTradeAmount, GROSS_AMOUNT_SCALE);
    if (!odd) {
      putNumber(row, "highestPrice", m.highestPrice, scale);
      putNumber(row, "lowestPrice", m.lowestPrice, scale);
      putNumber(row, "openPrice", m.openPrice, scale);
      // Trade extra adds the day's average price (and the aggressor side, which the board does not show).
      putNumber(row, "avgPrice", m.avgPrice, scale);
    }
    putChange(
      row,
      `matchPrice${suffix}`,
      this.refs.get(code),
      `changePrice${suffix}`,
      `pctChangePrice${suffix}`,
    );
    return this.patch({ symbols: [row] });
  }

  /** Bid and offer ladders: 3 levels on HOSE, 10 on HNX and UPCoM, 3 shown for the odd-lot board. */
  private quote(m: Record<string, unknown>): SourceRow {
    const { code, scale } = this.codeAndScale(m);
    const odd = isOddLotBoard(m.boardId);
    const row: SourceRow = { code };
    const max = odd ? 3 : 10;
    const bids = ladder(m.bid, max);
    const offers = ladder(m.offer, max);
    const key = `${odd ? "odd" : "lot"}:${code}`;
    const shown = Math.max(bids.length, offers.length);
    const clearTo = Math.max(shown, this.levels.get(key) ?? 0);
    this.levels.set(key, shown);
    const name = (side: string, part: string, level: number) => `${side}${part}${odd ? "Odd" : ""}${level}`;
    for (let level = 1; level <= clearTo; level++) {
      const bid = bids[level - 1];
      const offer = offers[level - 1];
      row[name("bid", "Price", level)] = bid === undefined ? 0 : Math.round(bid.price * scale * 100) / 100;
      row[name("bid", "Qtty", level)] = bid?.quantity ?? 0;
      row[name("offer", "Price", level)] =
        offer === undefined ? 0 : Math.round(offer.price * scale * 100) / 100;
      row[name("offer", "Qtty", level)] = offer?.quantity ?? 0;
    }
    if (!odd) {
      putNumber(row, "totalBidQtty", m.totalBidQtty);
      putNumber(row, "totalOfferQtty", m.totalOfferQtty);
    }
    return row;
  }

  /** ATO / ATC: the expected matching price and volume, and the closing price once known. */
  private expectedPrice(m: Record<string, unknown>): SourceRow {
    const { code, scale } = this.codeAndScale(m);
    const row: SourceRow = { code };
    putNumber(row, "auctionPrice", m.expectedTradePrice, scale);
    putNumber(row, "auctionQtty", m.expectedTradeQuantity);
    putNumber(row, "closePrice", m.closePrice, scale);
    return row;
  }

  /** A day bar of an index is the index's value so far; other bars are charts the board does not take. */
  private bar(m: Record<string, unknown>): MapResult {
    if (m.type !== "INDEX" || m.resolution !== "1D") return { kind: "ignored" };
    const row: SourceRow = { indexCode: codeOf(m.symbol, "bar") };
    putNumber(row, "currentIndex", m.close);
    putNumber(row, "openIndex", m.open);
    putNumber(row, "highestIndex", m.high);
    putNumber(row, "lowestIndex", m.low);
    putNumber(row, "totalTradedQtty", m.volume);
    if (row.currentIndex === undefined) throw new MalformedMessage("index bar without close");
    return this.patch({ indices: [row] });
  }
}

/** `[{price, quantity}]` levels, best first, at most `max`; a malformed level ends the ladder. */
function ladder(value: unknown, max: number): { price: number; quantity: number }[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new MalformedMessage("quote side is not a list");
  const out: { price: number; quantity: number }[] = [];
  for (const level of value.slice(0, max)) {
    const price = numberOf((level as { price?: unknown } | null)?.price);
    const quantity = numberOf((level as { quantity?: unknown } | null)?.quantity);
    if (price === undefined || quantity === undefined)
      throw new MalformedMessage("quote level without price");
    out.push({ price, quantity });
  }
  return out;
}
