import { useStore } from "@nanostores/react";
import { type KeyboardEvent, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { $starredCodes } from "../../../shared/favourites/starred";
import { market } from "../../../shared/feed/market";
import { $englishNames } from "../../../shared/search/english-names";
import { selectIndex, selectSymbol } from "../../../shared/state/selection";
import { allEntries, scopeRows } from "./search-source";
import { resolveEntry, type SearchEntry, searchEntries, suggestedEntries } from "./side-search";

type Choice = { kind: SearchEntry["kind"]; code: string };

function select(choice: Choice): void {
  if (choice.kind === "index") selectIndex(choice.code);
  else selectSymbol(choice.code);
}

/**
 * The side search's state (spec 2.4, 5): the typed text, whether the list is open, the highlighted
 * item, and the list's items: matches of the text, or with no text the suggestions (top 5 of the current
 * board plus favourites). Arrow keys move the highlight, Enter selects it or else the exact code or raw
 * text, Escape clears; a choice selects the symbol or index and empties the box.
 */
export function useSideSearch() {
  const { pathname } = useLocation();
  const favourites = useStore($starredCodes);
  const names = useStore($englishNames);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Entries are read from the stores when the list opens, the text changes or the English names
  // arrive, never per tick.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open`, `text` and `names` are the triggers
  const entries = useMemo(() => allEntries(market), [open, text, names]);
  const items = useMemo(() => {
    if (!open) return [];
    if (text.trim() === "") {
      const byCode = new Map(entries.filter((e) => e.kind === "symbol").map((e) => [e.code, e]));
      return suggestedEntries(scopeRows(market, pathname), favourites, (code) => byCode.get(code));
    }
    return searchEntries(entries, text);
  }, [open, text, entries, pathname, favourites]);

  const choose = (choice: Choice | null) => {
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

  const typeText = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(-1);
  };
  return { text, open, setOpen, active, items, choose, onKeyDown, typeText };
}
