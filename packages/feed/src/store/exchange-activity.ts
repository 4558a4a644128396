import { MarketCode } from "../model/market-codes";
import { INDEX_SCHEMA } from "../protocol/schemas/index-schema";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import type { MarketData } from "./market-data";

/** The exchanges whose data freshness the board watches: the three stock exchanges. */
export const WATCHED_EXCHANGES: readonly string[] = [MarketCode.HSX, MarketCode.HNX, MarketCode.UPCOM];

/** Index records name their exchange in words (`marketName`); the names providers use for each. */
const INDEX_EXCHANGE: Readonly<Record<string, string>> = {
  HOSE: MarketCode.HSX,
  HSX: MarketCode.HSX,
  HNX: MarketCode.HNX,
  UPCOM: MarketCode.UPCOM,
};

/**
 * How long ago (ms) a record of each watched exchange last arrived: any of its symbols (by their
 * `marketCode`) or its indices (by their `marketName`); Infinity when none ever did. Written into `out`
 * (exchange code -> ms), which is returned. Cold path: it loops every row, for a once-a-second check.
 */
export function exchangeQuietMs(
  market: MarketData,
  out: Map<string, number> = new Map(),
): Map<string, number> {
  const latest = new Map<string, number>();
  const symbols = market.symbols;
  const marketCode = symbols.ids[SYMBOL_SCHEMA.index.marketCode];
  for (let row = 0; row < symbols.rowCount; row++) {
    const at = symbols.receivedAt[row];
    if (at === 0 || symbols.present[row] === 0) continue;
    const code = symbols.strings.get(marketCode[row]);
    if (at > (latest.get(code) ?? 0)) latest.set(code, at);
  }
  const indices = market.indices;
  const marketName = indices.ids[INDEX_SCHEMA.index.marketName];
  for (let row = 0; row < indices.rowCount; row++) {
    const at = indices.receivedAt[row];
    if (at === 0 || indices.present[row] === 0) continue;
    const code = INDEX_EXCHANGE[indices.strings.get(marketName[row]).toUpperCase()];
    if (code !== undefined && at > (latest.get(code) ?? 0)) latest.set(code, at);
  }
  // Both stores share the MarketData's clock.
  const now = symbols.time();
  for (const code of WATCHED_EXCHANGES) {
    const at = latest.get(code);
    out.set(code, at === undefined ? Number.POSITIVE_INFINITY : Math.max(0, now - at));
  }
  return out;
}
