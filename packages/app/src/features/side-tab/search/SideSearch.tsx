import { useStore } from "@nanostores/react";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { $starredCodes } from "../../../shared/favourites/starred";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { selectIndex, selectSymbol } from "../../../shared/state/selection";
import { allEntries, scopeRows } from "./search-source";
import { resolveEntry, type SearchEntry, searchEntries, suggestedEntries } from "./side-search";

function select(choice: { kind: SearchEntry["kind"]; code: string }): void {
  if (choice.kind === "index") selectIndex(choice.code);
  else selectSymbol(choice.code);
}

/**
 * The side tab's symbol/index search (spec 2.4): a combobox whose list shows matches of the typed text,
 * or with no text the suggestions (top 5 of the current board plus favourites). Arrow keys move through
 * the list, Enter selects the highlighted item or else the exact code or raw text, Escape clears.
 */
export function SideSearch() {
  const { t } = useTranslation();
  const id = useId();
  const { pathname } = useLocation();
  const favourites = useStore($starredCodes);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Entries are read from the stores when the list opens or the text changes, never per tick.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` and `text` are the refresh triggers
  const entries = useMemo(() => allEntries(market), [open, text]);
  const items = useMemo(() => {
    if (!open) return [];
    if (text.trim() === "") {
      const byCode = new Map(entries.filter((e) => e.kind === "symbol").map((e) => [e.code, e]));
      return suggestedEntries(scopeRows(market, pathname), favourites, (code) => byCode.get(code));
    }
    return searchEntries(entries, text);
  }, [open, text, entries, pathname, favourites]);

  const choose = (choice: { kind: SearchEntry["kind"]; code: string } | null) => {
    if (choice === null) return; // spec 5: an empty entry selects nothing
    select(choice);
    setText("");
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        setActive((i) => (items.length === 0 ? -1 : (i + 1) % items.length));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive((i) => (items.length === 0 ? -1 : i <= 0 ? items.length - 1 : i - 1));
        break;
      case "Enter":
        event.preventDefault();
        choose(active >= 0 && active < items.length ? items[active] : resolveEntry(entries, text));
        break;
      case "Escape":
        if (text !== "" || open) {
          event.preventDefault();
          event.stopPropagation();
        }
        setText("");
        setOpen(false);
        setActive(-1);
        break;
    }
  };

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
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
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
            <div
              key={`${item.kind}:${item.code}`}
              id={`${id}-opt-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={`side-search-option${i === active ? " is-active" : ""}`}
              data-code={item.code}
              data-kind={item.kind}
              // mousedown, not click: the input's blur would close the list before the click lands
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
            >
              <strong>{item.code}</strong>
              <span className="side-search-kind">
                {item.kind === "index" ? t("sideTab.kind.index") : item.market || t("sideTab.kind.symbol")}
              </span>
              <span className="side-search-name">{item.name}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
