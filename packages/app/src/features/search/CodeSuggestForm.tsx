import { useId } from "react";
import "./search.css";
import { ListboxOption } from "../../shared/ui/ListboxOption";
import { optionText, type SearchItem } from "./code-search";
import { useCodeSuggest } from "./use-code-suggest";

/**
 * A code search box with its suggestion list, shared by the header's symbol search and the popups' code
 * search: a combobox with a listbox of the ranked suggestions (the app's own list, not a datalist: the
 * browser would filter a datalist's options again by its own substring rule, hiding "Sữa Việt Nam" from
 * "sua viet nam"). Enter picks the highlighted suggestion, else the exact code, else the first
 * suggestion; a click picks its code; blank text picks nothing. The box is cleared after a pick.
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
  const id = useId();
  const listId = `${id}-list`;
  const s = useCodeSuggest(items, onPick);
  return (
    <form
      className={`${className} code-suggest`}
      aria-label={labelledForm ? label : undefined}
      data-no-drag={noDrag ? "" : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        s.submit();
      }}
    >
      <input
        name={name}
        role="combobox"
        value={s.query}
        placeholder={label}
        aria-label={label}
        aria-expanded={s.shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={s.active >= 0 ? `${id}-opt-${s.active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        onFocus={s.focus}
        onBlur={s.close}
        onKeyDown={s.onKeyDown}
        onChange={(event) => s.type(event.target.value)}
      />
      {s.shown.length > 0 && (
        <div className="code-suggest-list" id={listId} role="listbox" aria-label={label}>
          {s.shown.map((item, i) => (
            <ListboxOption
              key={item.code}
              id={`${id}-opt-${i}`}
              className="code-suggest-option"
              code={item.code}
              title={item.nameEn}
              active={i === s.active}
              onPick={() => s.pick(item.code)}
            >
              {optionText(item)}
            </ListboxOption>
          ))}
        </div>
      )}
    </form>
  );
}
