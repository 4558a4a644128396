import { useId, useMemo, useState } from "react";
import { enterPick, optionText, pickedOption, type SearchItem, suggestCodes } from "./code-search";

/**
 * A code search box with its suggestion list (a datalist: the browser's own keyboard list), shared by
 * the header's symbol search and the popups' code search. `items` is read when the box gains focus and
 * on each keystroke, never per render or per tick. Enter picks the exact code, else the first
 * suggestion; choosing a suggestion picks its code; blank text picks nothing. The box is cleared after
 * a pick.
 */
export function CodeSuggestForm({
  items,
  name,
  label,
  className,
  labelledForm = false,
  noDrag = false,
  onPick,
}: {
  items: () => readonly SearchItem[];
  /** The input's name (forms and tests find it by name). */
  name: string;
  /** Placeholder and accessible name. */
  label: string;
  className: string;
  /** The form itself carries the label too (the header's search is a landmark of the toolbar). */
  labelledForm?: boolean;
  /** Inside a draggable popup: pressing in the box must not start a drag. */
  noDrag?: boolean;
  onPick: (code: string) => void;
}) {
  const [query, setQuery] = useState("");
  const [all, setAll] = useState<readonly SearchItem[]>([]);
  const listId = useId();
  const suggestions = useMemo(() => suggestCodes(all, query), [all, query]);
  const pick = (code: string) => {
    setQuery("");
    onPick(code);
  };
  return (
    <form
      className={className}
      aria-label={labelledForm ? label : undefined}
      data-no-drag={noDrag ? "" : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const code = enterPick(all, suggestions, query);
        if (code !== null) pick(code);
      }}
    >
      <input
        name={name}
        list={listId}
        value={query}
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        onFocus={() => setAll(items())}
        onChange={(event) => {
          const value = event.target.value;
          const fresh = items();
          setAll(fresh);
          const chosen = pickedOption(fresh, value);
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
