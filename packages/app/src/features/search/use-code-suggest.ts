import { useStore } from "@nanostores/react";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";
import { $englishNames } from "../../shared/search/english-names";
import { loadEnglishNames } from "../../shared/search/english-names-loader";
import { enterPick, type SearchItem, suggestCodes } from "./code-search";

/**
 * The state of a code search box: the typed text, the items (read from `items` on focus and on each
 * keystroke and when the English names arrive, never per render or per tick), the ranked suggestions, whether the list is open and the
 * highlighted suggestion. Arrow keys move the highlight; Enter picks it, else the exact code, else the
 * first suggestion; Escape closes an open list first (and stops there, so a popup stays open), then
 * clears. A pick empties the box.
 */
export function useCodeSuggest(items: () => readonly SearchItem[], onPick: (code: string) => void) {
  const [query, setQuery] = useState("");
  const [all, setAll] = useState<readonly SearchItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestCodes(all, query), [all, query]);
  // The English names arrive after the first focus: the open list is read again with them.
  const names = useStore($englishNames);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `names` is the trigger
  useEffect(() => {
    if (open) setAll(items());
  }, [names]);
  const shown = open ? suggestions : [];

  const pick = (code: string) => {
    setQuery("");
    setOpen(false);
    setActive(-1);
    onPick(code);
  };
  const submit = () => {
    const chosen =
      active >= 0 && active < shown.length ? shown[active].code : enterPick(all, suggestions, query);
    if (chosen !== null) pick(chosen);
  };
  const type = (value: string) => {
    setAll(items());
    setQuery(value);
    setOpen(true);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = shown.length;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (n === 0 ? -1 : (i + 1) % n));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => (n === 0 ? -1 : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === "Escape" && (n > 0 || query !== "")) {
      event.preventDefault();
      event.stopPropagation();
      if (n > 0) setOpen(false);
      else setQuery("");
      setActive(-1);
    }
  };
  const focus = () => {
    void loadEnglishNames();
    setAll(items());
    setOpen(true);
  };
  return { query, shown, active, pick, submit, type, onKeyDown, focus, close: () => setOpen(false) };
}
