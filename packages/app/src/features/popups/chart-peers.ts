import type { Industry } from "@vnboard/feed";

/** The indices the chart page links to (those the feed knows), the header strip's plus HNX30. */
export const LINKED_INDICES = ["VNINDEX", "VN30", "VNXALL", "HNXINDEX", "HNX30", "HNXUPCOMINDEX"] as const;
/** Industry peers listed beside a stock's chart. */
const MAX_STOCK_PEERS = 8;

/**
 * The chart page's linked symbols (its `peers` query, features/chart-page/chart-query.ts): for a stock,
 * the other members of its industry (msgType 11) and the two main indices; for an index, the other main
 * indices. Codes of another kind than the page's own carry their type (`IDX:VN30`).
 */
export function chartPeers(
  kind: "stock" | "index",
  code: string,
  industries: readonly Industry[],
  hasIndex: (code: string) => boolean,
): string[] {
  const indices = LINKED_INDICES.filter((c) => c !== code && hasIndex(c));
  if (kind === "index") return indices;
  const industry = industries.find((i) => i.symbolList.includes(code));
  const members = [...(industry?.symbolList ?? [])].filter((c) => c !== code).sort();
  return [
    ...members.slice(0, MAX_STOCK_PEERS),
    ...indices.filter((c) => c === "VNINDEX" || c === "VN30").map((c) => `IDX:${c}`),
  ];
}
