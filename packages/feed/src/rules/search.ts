/**
 * Symbol search (spec sections 2.2, 2.4 and 5): a case-insensitive substring of the code, sorted by the
 * match position then alphabetically by code. Runs on a keystroke over ~2,000 codes, not per tick, so it
 * may allocate its result.
 */

interface Hit<T> {
  item: T;
  position: number;
  code: string;
}

function byPositionThenCode<T>(a: Hit<T>, b: Hit<T>): number {
  if (a.position !== b.position) return a.position - b.position;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/**
 * Items whose code contains the query, ignoring case: "VN" finds VNM (position 0) before ACVN
 * (position 2). A blank query finds nothing (spec 5: an empty entry selects nothing).
 */
export function matchCodes<T>(
  items: readonly T[],
  query: string,
  getCode: (item: T) => string,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  const q = query.trim().toUpperCase();
  if (q === "" || !(limit > 0)) return [];
  const hits: Hit<T>[] = [];
  for (const item of items) {
    const code = getCode(item).toUpperCase();
    const position = code.indexOf(q);
    if (position >= 0) hits.push({ item, position, code });
  }
  hits.sort(byPositionThenCode);
  const n = Math.min(hits.length, limit);
  const out: T[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = hits[i].item;
  return out;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Vietnamese text without diacritics, for accent-insensitive name search: "Đầu tư" -> "Dau tu".
 * Decomposes (NFD) and drops the combining marks; đ/Đ are letters of their own, not d plus a mark, so
 * they are mapped explicitly.
 */
export function foldDiacritics(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").replace(/đ/g, "d").replace(/Đ/g, "D");
}

/** Folded and lower-cased, the form both sides of a name comparison take. */
export function foldForSearch(text: string): string {
  return foldDiacritics(text).toLowerCase();
}

/**
 * The header search (spec 2.2: suggestions show code, exchange and name): code matches first, in
 * matchCodes order, then items whose name contains the query ignoring case and diacritics ("ngan hang"
 * finds "Ngân hàng ..."), sorted by the name match position then by code. Each item appears once.
 */
export function matchCodesAndNames<T>(
  items: readonly T[],
  query: string,
  getCode: (item: T) => string,
  getName: (item: T) => string,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  const byCode = matchCodes(items, query, getCode, limit);
  const folded = foldForSearch(query.trim());
  if (folded === "" || byCode.length >= limit) return byCode;
  const taken = new Set<T>(byCode);
  const hits: Hit<T>[] = [];
  for (const item of items) {
    if (taken.has(item)) continue;
    const position = foldForSearch(getName(item)).indexOf(folded);
    if (position >= 0) hits.push({ item, position, code: getCode(item).toUpperCase() });
  }
  hits.sort(byPositionThenCode);
  for (let i = 0; i < hits.length && byCode.length < limit; i++) byCode.push(hits[i].item);
  return byCode;
}
