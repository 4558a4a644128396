import { CodeSuggestForm } from "../search/CodeSuggestForm";
import type { SearchItem } from "../search/code-search";

export type { SearchItem } from "../search/code-search";

/**
 * The small code search in a popup header (spec 2.5: the code can be swapped through a search): the
 * shared code search over `items` (every symbol, or every index), read when the box gains focus.
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
  return (
    <CodeSuggestForm
      items={items}
      name="popup-search"
      label={label}
      className="popup-search"
      noDrag
      onPick={onPick}
    />
  );
}
