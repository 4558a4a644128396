/**
 * Spec 4 and 5: a code typed to add to favourites, the summary list or the current list is upper-cased
 * (then the input is cleared); blank entries are ignored; a code that is not among the current
 * exchange's symbols is refused with a warning, except on the summary and favourites tabs, where any
 * known symbol is accepted. Where the list also shows bonds (the favourites boards), a private corporate
 * bond the feed knows is accepted too (spec 2.3 item 6: bonds are favourites like symbols).
 */
export type CodeEntry =
  | { ok: true; code: string }
  | { ok: false; reason: "blank" }
  | { ok: false; reason: "notOnExchange"; code: string }
  | { ok: false; reason: "unknown"; code: string }
  | { ok: false; reason: "duplicate"; code: string };

export function checkCodeEntry(
  input: string,
  context: {
    /** Codes of the current exchange; null on the summary and favourites tabs. */
    exchangeCodes: ReadonlySet<string> | null;
    /** Every symbol the feed knows. */
    knownCodes: ReadonlySet<string>;
    /** Bonds the feed knows, given only where the list shows bonds; a bond is not on any exchange board. */
    bondCodes?: ReadonlySet<string>;
    /** Codes already in the list. */
    current: readonly string[];
  },
): CodeEntry {
  const code = input.trim().toUpperCase();
  if (code === "") return { ok: false, reason: "blank" };
  if (context.exchangeCodes !== null && !context.exchangeCodes.has(code)) {
    return { ok: false, reason: "notOnExchange", code };
  }
  if (!context.knownCodes.has(code) && !context.bondCodes?.has(code))
    return { ok: false, reason: "unknown", code };
  if (context.current.includes(code)) return { ok: false, reason: "duplicate", code };
  return { ok: true, code };
}
