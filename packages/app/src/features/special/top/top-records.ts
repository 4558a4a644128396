import type { RecordValues } from "@vnboard/feed/protocol";
import type { TopEntry } from "./top-snapshot";

/** A ranked entry as a TOP_SCHEMA record (share "" = no share: left empty, drawn blank). */
export function topRecord(entry: TopEntry): RecordValues {
  return {
    code: entry.code,
    symbol: entry.code,
    rank: entry.rank,
    matchPrice: entry.matchPrice,
    changePrice: entry.changePrice,
    pctChangePrice: entry.pctChangePrice,
    totalTradedQtty: entry.totalTradedQtty,
    totalTradedValue: entry.totalTradedValue,
    netForeignValue: entry.netForeignValue,
    share: entry.share === "" ? null : Number(entry.share),
  };
}
