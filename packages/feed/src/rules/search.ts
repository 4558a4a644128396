/**
 * Symbol search (spec sections 2.2, 2.4 and 5; issue 20's diacritic-insensitive search): the one ranked
 * matcher every search box of the app uses (the header's, the side tab's, the popups' and the bond
 * search). Code and names are compared folded: NFD, combining marks dropped, đ/Đ to d, lower case,
 * runs of white space collapsed. Runs on a keystroke over ~3,000 items, not per tick, so it may allocate.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const SPACES = /\s+/g;
/** Word separators of a folded name: "tong cong ty hang khong viet nam - ctcp" has no word "-". */
const NOT_ALNUM = /[^a-z0-9]+/;

/**
 * Vietnamese text without diacritics: "Đầu tư" -> "Dau tu". Decomposes (NFD) and drops the combining
 * marks; đ/Đ are letters of their own, not d plus a mark, so they are mapped explicitly.
 */
export function foldDiacritics(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").replace(/đ/g, "d").replace(/Đ/g, "D");
}

/** The form both sides of a comparison take: folded, lower case, trimmed, spaces collapsed. */
export function foldForSearch(text: string): string {
  return foldDiacritics(text).toLowerCase().replace(SPACES, " ").trim();
}

/**
 * How well an item matches, best first. A lower tier always ranks first; within a tier, the higher
 * traded volume, then the code alphabetically.
 */
export const MatchTier = {
  /** The code is the query ("vnm" finds VNM). */
  EXACT_CODE: 0,
  /** The code starts with the query ("vn" finds VNM, VN30F1M). */
  CODE_PREFIX: 1,
  /** Every query word starts a word of a name, in order ("sua viet" finds "Sữa Việt Nam"). */
  NAME_WORDS: 2,
  /** A name contains the query ("inamil" finds "Vinamilk"). */
  NAME_SUBSTRING: 3,
  /** The code contains the query ("nm" finds VNM). */
  CODE_SUBSTRING: 4,
} as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** Whether the query's words start words of the name, in order (each at or after the previous one). */
function wordsInOrder(nameWords: readonly string[], queryWords: readonly string[]): boolean {
  let at = 0;
  for (const word of queryWords) {
    while (at < nameWords.length && !nameWords[at].startsWith(word)) at++;
    if (at === nameWords.length) return false;
    at++;
  }
  return true;
}

/**
 * The tier of one item for a folded query (and its words), or -1 for no match. `names` are folded
 * already (foldForSearch): the caller folds each name once per search, not once per comparison.
 */
export function matchTier(
  code: string,
  names: readonly string[],
  query: string,
  words: readonly string[],
): number {
  if (query === "") return -1;
  if (code === query) return MatchTier.EXACT_CODE;
  if (code.startsWith(query)) return MatchTier.CODE_PREFIX;
  let tier = -1;
  for (const name of names) {
    if (name === "") continue;
    if (wordsInOrder(name.split(NOT_ALNUM), words)) return MatchTier.NAME_WORDS;
    if (name.includes(query)) tier = MatchTier.NAME_SUBSTRING;
  }
  if (tier >= 0) return tier;
  return code.includes(query) ? MatchTier.CODE_SUBSTRING : -1;
}

/** What the matcher reads of an item. */
export interface SearchKeys<T> {
  code: (item: T) => string;
  /** The item's names (Vietnamese, English, ...); none for a code-only search. */
  names?: (item: T) => readonly string[];
  /** The tie-break within a tier: higher first (the day's traded volume); none ties by code only. */
  volume?: (item: T) => number;
}

interface Hit<T> {
  item: T;
  tier: number;
  volume: number;
  /** Where the query starts in the code (0 for an exact code or a prefix; 0 for a name match). */
  position: number;
  code: string;
}

function byRank<T>(a: Hit<T>, b: Hit<T>): number {
  if (a.tier !== b.tier) return a.tier - b.tier;
  if (a.volume !== b.volume) return b.volume - a.volume;
  if (a.position !== b.position) return a.position - b.position;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/**
 * The items matching typed text, best first (MatchTier, then volume, then where the query starts in
 * the code, then code), at most `limit`. Without a `volume` key that is spec 2.4's order: by match
 * position, then by code.
 * A blank query finds nothing (spec 5: an empty entry selects nothing). Each item appears once.
 */
export function rankMatches<T>(
  items: readonly T[],
  query: string,
  keys: SearchKeys<T>,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  const q = foldForSearch(query);
  if (q === "" || !(limit > 0)) return [];
  const words = q.split(" ");
  const hits: Hit<T>[] = [];
  for (const item of items) {
    const code = keys.code(item);
    const names = keys.names === undefined ? [] : keys.names(item).map(foldForSearch);
    const tier = matchTier(code.toLowerCase(), names, q, words);
    if (tier < 0) continue;
    const volume = keys.volume?.(item) ?? 0;
    const position = tier === MatchTier.CODE_SUBSTRING ? code.toLowerCase().indexOf(q) : 0;
    hits.push({
      item,
      tier,
      volume: Number.isFinite(volume) ? volume : 0,
      position,
      code: code.toUpperCase(),
    });
  }
  hits.sort(byRank);
  const n = Math.min(hits.length, limit);
  const out: T[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = hits[i].item;
  return out;
}
