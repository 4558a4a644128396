import { useId, useMemo, useState } from "react";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { type BondItem, bondItems, bondSuggestions } from "./bond-codes";

/**
 * The bond-code search of the popup header (spec 2.5 and 4): suggestions appear while typing; the text
 * is upper-cased; Enter searches the typed code itself (an unknown one gets the popup's "not found"),
 * a click on a suggestion searches that code. A blank entry searches nothing (spec 5).
 */
export function BondSearch({ onSearch }: { onSearch: (code: string) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<readonly BondItem[]>([]);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const suggestions = useMemo(() => bondSuggestions(items, query), [items, query]);
  const search = (code: string) => {
    const wanted = code.trim().toUpperCase();
    if (wanted === "") return;
    setQuery("");
    setOpen(false);
    onSearch(wanted);
  };
  return (
    <form
      className="popup-search bond-search"
      data-no-drag=""
      onSubmit={(event) => {
        event.preventDefault();
        search(query);
      }}
    >
      <input
        name="bond-search"
        value={query}
        placeholder={t("bond.search")}
        aria-label={t("bond.search")}
        aria-controls={listId}
        aria-expanded={open && suggestions.length > 0}
        role="combobox"
        autoComplete="off"
        onFocus={() => {
          setItems(bondItems(market));
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value.toUpperCase());
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open && query !== "") {
            // The first Escape closes the suggestions; the next one closes the popup.
            event.stopPropagation();
            event.nativeEvent.stopImmediatePropagation();
            setOpen(false);
          }
        }}
      />
      {open && suggestions.length > 0 && (
        <div className="bond-suggestions" id={listId} role="listbox" aria-label={t("bond.search")}>
          {suggestions.map((item) => (
            <button
              key={item.code}
              type="button"
              role="option"
              aria-selected={false}
              data-code={item.code}
              // Keeps the input's focus until the click lands (a blur would close the list first).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => search(item.code)}
            >
              <b>{item.code}</b> {item.issuer}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
