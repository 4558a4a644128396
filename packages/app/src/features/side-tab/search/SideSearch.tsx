import { useId } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { loadEnglishNames } from "../../../shared/search/english-names-loader";
import { ListboxOption } from "../../../shared/ui/ListboxOption";
import { useSideSearch } from "./use-side-search";

/**
 * The side tab's symbol/index search (spec 2.4): a combobox whose list shows matches of the typed text,
 * or with no text the suggestions (top 5 of the current board plus favourites). Arrow keys move through
 * the list, Enter selects the highlighted item or else the exact code or raw text, Escape clears.
 */
export function SideSearch() {
  const { t } = useTranslation();
  const id = useId();
  const { text, open, setOpen, active, items, choose, onKeyDown, typeText } = useSideSearch();
  const listId = `${id}-list`;
  const heading = text.trim() === "" ? t("sideTab.suggestions") : null;
  return (
    <div className="side-search">
      <input
        type="search"
        role="combobox"
        aria-label={t("sideTab.search")}
        placeholder={t("sideTab.search")}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        data-testid="side-search"
        onChange={(event) => typeText(event.target.value)}
        onFocus={() => {
          void loadEnglishNames();
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <div
          className="side-search-list"
          id={listId}
          role="listbox"
          aria-label={heading ?? t("sideTab.search")}
        >
          {heading !== null && <div className="side-search-heading">{heading}</div>}
          {items.length === 0 && <div className="side-search-empty">{t("sideTab.noMatch")}</div>}
          {items.map((item, i) => (
            <ListboxOption
              key={`${item.kind}:${item.code}`}
              id={`${id}-opt-${i}`}
              className="side-search-option"
              code={item.code}
              kind={item.kind}
              active={i === active}
              onPick={() => choose(item)}
            >
              <strong>{item.code}</strong>
              <span className="side-search-kind">
                {item.kind === "index" ? t("sideTab.kind.index") : item.market || t("sideTab.kind.symbol")}
              </span>
              <span className="side-search-name">{item.name}</span>
            </ListboxOption>
          ))}
        </div>
      )}
    </div>
  );
}
