import {
  codeOf,
  MalformedMessage,
  marketOfExchange,
  numberOf,
  objectOf,
  putChange,
  putNumber,
  putText,
  textOf,
} from "../field-values";
import type { MapResult, SourcePatch, SourceRow } from "../source-sink";
import { SSI_SESSIONS, type SsiKind, ssiKind, ssiTimeKey, ssiTradingStatus } from "./ssi-fields";

/**
 * Maps the content of SSI FastConnect stream messages (the `Broadcast` argument: `{DataType, Content}`,
 * Content being the JSON text of one record) to our records. Field names and meanings are those of the
 * FCData specification, sections 3.1 (F), 3.2 (X, X-QUOTE, X-TRADE), 3.3 (R), 3.4 (MI), 3.5 (B).
 * Keeps, per symbol and kind, the time of the last applied message, and drops an older one that arrives
 * late (out of order) so that it cannot overwrite newer values.
 */
export class SsiMapper {
  private readonly lastTime = new Map<string, number>();

  /** Throws MalformedMessage for anything that is not a well-formed message. */
  map(argument: unknown): MapResult {
    const envelope = objectOf(typeof argument === "string" ? parseJson(argument) : argument, "message");
    const dataType = textOf(envelope.DataType ?? envelope.datatype);
    if (dataType === undefined) throw new MalformedMessage("message has no DataType");
    const kind = ssiKind(dataType);
    if (kind === undefined) return { kind: "ignored" };
    const rawContent = envelope.Content ?? envelope.content;
    const content = objectOf(typeof rawContent === "string" ? parseJson(rawContent) : rawContent, "Content");
    if (kind === "bar") return { kind: "ignored" };
    const code = codeOf(kind === "index" ? content.IndexId : content.Symbol, dataType);
    const time = ssiTimeKey(content.TradingDate, content.Time ?? content.TradingTime);
    if (time !== undefined) {
      const key = `${kind}:${code}`;
      const last = this.lastTime.get(key);
      if (last !== undefined && time < last) return { kind: "outOfOrder" };
      this.lastTime.set(key, time);
    }
    return { kind: "patch", patch: mapContent(kind, code, content) };
  }
}

function mapContent(kind: SsiKind, code: string, c: Record<string, unknown>): SourcePatch {
  switch (kind) {
    case "index":
      return { indices: [indexRow(code, c)] };
    case "foreign":
      return { symbols: [foreignRow(code, c)] };
    case "status":
      return { symbols: [statusRow(code, c)] };
    case "oddLot":
      return { symbols: [oddLotRow(code, c)] };
    default:
      return { symbols: [priceRow(code, c)] };
  }
}

/** X, X-QUOTE, X-TRADE (section 3.2). Prices in dong for stocks, in index points for derivatives. */
function priceRow(code: string, c: Record<string, unknown>): SourceRow {
  const row: SourceRow = { code };
  const market = marketOfExchange(c.MarketId) ?? marketOfExchange(c.Exchange);
  if (market !== undefined) row.marketCode = market;
  putNumber(row, "ceilPrice", c.Ceiling);
  putNumber(row, "floorPrice", c.Floor);
  putNumber(row, "refPrice", c.RefPrice);
  putNumber(row, "openPrice", c.Open);
  putNumber(row, "closePrice", c.Close);
  putNumber(row, "highestPrice", c.High);
  putNumber(row, "lowestPrice", c.Low);
  putNumber(row, "avgPrice", c.AvgPrice ?? c.Avg);
  putNumber(row, "priorClosePrice", c.PriorVal);
  putNumber(row, "matchPrice", c.LastPrice);
  putNumber(row, "matchQtty", c.LastVol);
  putNumber(row, "changePrice", c.Change);
  putNumber(row, "pctChangePrice", c.RatioChange);
  putNumber(row, "totalTradedQtty", c.TotalVol);
  putNumber(row, "totalTradedValue", c.TotalVal);
  // The call auction's estimated matching price: shown by the board during ATO and ATC.
  putNumber(row, "auctionPrice", c.EstMatchedPrice);
  for (let level = 1; level <= 10; level++) {
    putNumber(row, `bidPrice${level}`, c[`BidPrice${level}`]);
    putNumber(row, `bidQtty${level}`, c[`BidVol${level}`]);
    putNumber(row, `offerPrice${level}`, c[`AskPrice${level}`]);
    putNumber(row, `offerQtty${level}`, c[`AskVol${level}`]);
  }
  putSession(row, c);
  putChange(row, "matchPrice", numberOf(c.RefPrice), "changePrice", "pctChangePrice");
  return row;
}

/** The odd-lot board's messages carry the X fields; they go to the Odd twins (three levels). */
function oddLotRow(code: string, c: Record<string, unknown>): SourceRow {
  const row: SourceRow = { code };
  putNumber(row, "matchPriceOdd", c.LastPrice);
  putNumber(row, "matchQttyOdd", c.LastVol);
  putNumber(row, "totalTradedQttyOdd", c.TotalVol);
  putNumber(row, "totalTradedValueOdd", c.TotalVal);
  putNumber(row, "changePriceOdd", c.Change);
  putNumber(row, "pctChangePriceOdd", c.RatioChange);
  for (let level = 1; level <= 3; level++) {
    putNumber(row, `bidPriceOdd${level}`, c[`BidPrice${level}`]);
    putNumber(row, `bidQttyOdd${level}`, c[`BidVol${level}`]);
    putNumber(row, `offerPriceOdd${level}`, c[`AskPrice${level}`]);
    putNumber(row, `offerQttyOdd${level}`, c[`AskVol${level}`]);
  }
  putChange(row, "matchPriceOdd", numberOf(c.RefPrice), "changePriceOdd", "pctChangePriceOdd");
  return row;
}

/** R (section 3.3): foreign buy/sell so far today and the room left. */
function foreignRow(code: string, c: Record<string, unknown>): SourceRow {
  const row: SourceRow = { code };
  putNumber(row, "buyForeignQtty", c.FBuyVol ?? c.BuyVol);
  putNumber(row, "sellForeignQtty", c.FSellVol ?? c.SellVol);
  putNumber(row, "buyForeignValue", c.FBuyVal ?? c.BuyVal);
  putNumber(row, "sellForeignValue", c.FSellVal ?? c.SellVal);
  putNumber(row, "remainForeignQtty", c.CurrentRoom);
  const buy = row.buyForeignQtty;
  const sell = row.sellForeignQtty;
  if (typeof buy === "number" && typeof sell === "number") row.subForeignQtty = buy - sell;
  const buyValue = row.buyForeignValue;
  const sellValue = row.sellForeignValue;
  if (typeof buyValue === "number" && typeof sellValue === "number")
    row.subForeignValue = buyValue - sellValue;
  return row;
}

/** F (section 3.1): the symbol's session and trading status (a halted symbol says H). */
function statusRow(code: string, c: Record<string, unknown>): SourceRow {
  const row: SourceRow = { code };
  const market = marketOfExchange(c.MarketId) ?? marketOfExchange(c.Exchange);
  if (market !== undefined) row.marketCode = market;
  putSession(row, c);
  return row;
}

function putSession(row: SourceRow, c: Record<string, unknown>): void {
  const session = textOf(c.TradingSession);
  if (session !== undefined && SSI_SESSIONS[session.toUpperCase()] !== undefined)
    row.tradeSessionCode = SSI_SESSIONS[session.toUpperCase()];
  const status = textOf(c.TradingStatus);
  if (status !== undefined) row.securityTradingStatus = ssiTradingStatus(status);
}

/** MI (section 3.4): index value, breadth and totals (normal, put-through, all). */
function indexRow(indexCode: string, c: Record<string, unknown>): SourceRow {
  const row: SourceRow = { indexCode };
  putText(row, "indexName", c.IndexName);
  const market = marketOfExchange(c.Exchange) ?? marketOfExchange(c.MarketId);
  if (market !== undefined) row.typeIndex = market;
  putText(row, "marketName", c.Exchange);
  putNumber(row, "currentIndex", c.IndexValue);
  putNumber(row, "priorIndex", c.PriorIndexValue);
  putNumber(row, "changeIndex", c.Change);
  putNumber(row, "pctChangeIndex", c.RatioChange);
  putNumber(row, "totalTradedQttyNM", c.TotalQtty);
  putNumber(row, "totalTradedValueNM", c.TotalValue);
  putNumber(row, "totalTradedQttyPT", c.TotalQttyPt ?? c.TotalQttyPT);
  putNumber(row, "totalTradedValuePT", c.TotalValuePt ?? c.TotalValuePT);
  putNumber(row, "totalTradedQtty", c.AllQty);
  putNumber(row, "totalTradedValue", c.AllValue);
  putNumber(row, "up", c.Advances);
  putNumber(row, "noChange", c.NoChanges ?? c.Nochanges);
  putNumber(row, "down", c.Declines);
  putNumber(row, "upCeil", c.Ceilings);
  putNumber(row, "downFloor", c.Floors);
  const session = textOf(c.TradingSession);
  if (session !== undefined && SSI_SESSIONS[session.toUpperCase()] !== undefined)
    row.status = SSI_SESSIONS[session.toUpperCase()];
  return row;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedMessage("not JSON");
  }
}
