import { useStore } from "@nanostores/react";
import {
  $extraColumns,
  $hiddenColumns,
  $percentChange,
  $sort,
  $totalValue,
  $viewMode,
} from "../../shared/settings/board-settings";

/** The user's board settings (spec 2.3, 4), following their changes: view mode, columns, toggles, sort. */
export function useBoardSettings() {
  const view = useStore($viewMode);
  const hidden = useStore($hiddenColumns);
  const extras = useStore($extraColumns);
  const percent = useStore($percentChange);
  const value = useStore($totalValue);
  const sort = useStore($sort);
  return { view, hidden, extras, percent, value, sort };
}
