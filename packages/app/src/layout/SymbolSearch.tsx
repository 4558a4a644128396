import { isMarketCode, MARKET_DISPLAY_NAME, matchCodesAndNames, SYMBOL_SCHEMA } from "@vnboard/feed";
import { useId, useMemo, useState } from "react";
import { market } from "../feed/market";
import { useTranslation } from "../i18n/use-translation";

const F = SYMBOL_SCHEMA.index;

interface Suggestion {
  code: string;
  market: string;
  name: string;
}

/**
 * The stock-code search of spec 2.2: suggestions (code, exchange, name) among the board's own codes,
 * matched on a case-insensitive substring of the code ordered by position then code, then on the name
 * without diacritics. Enter or a pick scrolls the board to the code (spec 4).
 */
export function SymbolSearch({
  codes,
  onPick,
}: {
  codes: readonly string[];
  onPick: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const listId = useId();
  const items = useMemo<Suggestion[]>(() => {
    const store = market.symbols;
    return codes.map((code) => {
      const row = store.rowOf(code);
      const marketCode = store.str(F.marketCode, row);
      const marketName = isMarketCode(marketCode) ? MARKET_DISPLAY_NAME[marketCode] : "";
      return { code, market: marketName, name: store.str(F.symbolName, row) };
    });
  }, [codes]);
  const suggestions = useMemo(
    () =>
      matchCodesAndNames(
        items,
        query,
        (s) => s.code,
        (s) => s.name,
        8,
      ),
    [items, query],
  );
  const pick = (code: string) => {
    onPick(code);
    setQuery("");
  };
  return (
    <form
      className="symbol-search"
      aria-label={t("search.placeholder")}
      onSubmit={(event) => {
        event.preventDefault();
        const exact = items.find((s) => s.code === query.trim().toUpperCase());
        const first = exact ?? suggestions[0];
        if (first !== undefined) pick(first.code);
      }}
    >
      <input
        name="symbol-search"
        list={listId}
        value={query}
        placeholder={t("search.placeholder")}
        aria-label={t("search.placeholder")}
        autoComplete="off"
        onChange={(event) => {
          const value = event.target.value;
          // A pick from the list arrives as the whole option value: "CODE - exchange - name".
          const chosen = items.find((s) => value === optionText(s));
          if (chosen !== undefined) pick(chosen.code);
          else setQuery(value);
        }}
      />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s.code} value={optionText(s)} />
        ))}
      </datalist>
    </form>
  );
}

function optionText(s: Suggestion): string {
  return `${s.code} - ${s.market} - ${s.name}`;
}
