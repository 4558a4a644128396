import { matchCodesAndNames } from "@vnboard/feed";
import { useId, useMemo, useState } from "react";

export interface SearchItem {
  code: string;
  name: string;
  market: string;
}

const LIMIT = 8;

/**
 * The small code search in a popup header (spec 2.5: the code can be swapped through a search).
 * Matching is the board's (code substring by position then code, then the name without diacritics);
 * Enter picks the exact code, else the first suggestion; a blank entry picks nothing (spec 5).
 */
export function CodeSearch({
  items,
  label,
  onPick,
}: {
  items: () => readonly SearchItem[];
  label: string;
  onPick: (code: string) => void;
}) {
  const [query, setQuery] = useState("");
  const [all, setAll] = useState<readonly SearchItem[]>([]);
  const listId = useId();
  const suggestions = useMemo(
    () =>
      matchCodesAndNames(
        all,
        query,
        (s) => s.code,
        (s) => s.name,
        LIMIT,
      ),
    [all, query],
  );
  const pick = (code: string) => {
    setQuery("");
    onPick(code);
  };
  return (
    <form
      className="popup-search"
      data-no-drag=""
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = query.trim().toUpperCase();
        if (wanted === "") return;
        const exact = all.find((s) => s.code === wanted);
        const first = exact ?? suggestions[0];
        if (first !== undefined) pick(first.code);
      }}
    >
      <input
        name="popup-search"
        list={listId}
        value={query}
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        onFocus={() => setAll(items())}
        onChange={(event) => {
          const value = event.target.value;
          const chosen = all.find((s) => value === optionText(s));
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

function optionText(s: SearchItem): string {
  return s.market === "" ? `${s.code} - ${s.name}` : `${s.code} - ${s.market} - ${s.name}`;
}
