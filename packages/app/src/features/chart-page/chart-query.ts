import type { Language } from "../../shared/i18n/i18n";

/**
 * The chart page's address (spec 7: "the chart iframe is a page on the provider's chart address with
 * query symbol, language, p_username"). Our popups add two optional parameters a provider's page would
 * ignore: `type` (ST or IDX, default ST: which chart call to make) and `peers` (the linked symbols the
 * page lists, comma separated; `IDX:VN30` or `ST:FPT` names another kind than the page's own).
 */
export type ChartKind = "stock" | "index";

export interface LinkedSymbol {
  kind: ChartKind;
  code: string;
}

export interface ChartQuery {
  symbol: string;
  kind: ChartKind;
  language: Language;
  /** The signed-in user (login build), "" otherwise. Shown, never sent anywhere. */
  username: string;
  peers: LinkedSymbol[];
}

const LANGUAGES: readonly Language[] = ["vi", "en", "zh", "kr"];
const CODE = /^[A-Z0-9_.-]{1,32}$/;
/** More would not fit the list beside the chart. */
export const MAX_PEERS = 12;

function kindOf(type: string | null, fallback: ChartKind): ChartKind {
  const upper = (type ?? "").toUpperCase();
  return upper === "IDX" ? "index" : upper === "ST" ? "stock" : fallback;
}

function parsePeers(text: string, kind: ChartKind, symbol: string): LinkedSymbol[] {
  const peers: LinkedSymbol[] = [];
  for (const token of text.split(",")) {
    const [first, second] = token.trim().toUpperCase().split(":");
    const peer = second === undefined ? { kind, code: first } : { kind: kindOf(first, kind), code: second };
    if (!CODE.test(peer.code) || (peer.code === symbol && peer.kind === kind)) continue;
    if (peers.some((p) => p.code === peer.code && p.kind === peer.kind)) continue;
    peers.push(peer);
    if (peers.length === MAX_PEERS) break;
  }
  return peers;
}

/** Reads the page's query; null when the symbol is missing or not a code. Bad optional values fall back. */
export function parseChartQuery(search: string): ChartQuery | null {
  const params = new URLSearchParams(search);
  const symbol = (params.get("symbol") ?? "").trim().toUpperCase();
  if (!CODE.test(symbol)) return null;
  const kind = kindOf(params.get("type"), "stock");
  const language = (params.get("language") ?? "").trim().toLowerCase();
  return {
    symbol,
    kind,
    language: LANGUAGES.includes(language as Language) ? (language as Language) : "vi",
    username: (params.get("p_username") ?? "").trim().slice(0, 64),
    peers: parsePeers(params.get("peers") ?? "", kind, symbol),
  };
}

/** The page's own address for another symbol (the list's links when the page is not in a frame). */
export function chartQueryString(query: ChartQuery, target: LinkedSymbol): string {
  const params = new URLSearchParams({
    symbol: target.code,
    type: target.kind === "index" ? "IDX" : "ST",
    language: query.language,
    p_username: query.username,
  });
  return `?${params.toString()}`;
}

/**
 * The origin of the page that frames this one, where the switch message goes and the only origin whose
 * messages count: the browser's `ancestorOrigins` when it has them, else our own origin (the reference
 * server serves the popups and this page from one origin). Null when the page is not in a frame.
 */
export function parentOrigin(
  inFrame: boolean,
  ancestorOrigins: ArrayLike<string> | undefined,
  ownOrigin: string,
): string | null {
  if (!inFrame) return null;
  const first = ancestorOrigins !== undefined && ancestorOrigins.length > 0 ? ancestorOrigins[0] : "";
  return first !== "" && first !== "null" ? first : ownOrigin;
}
