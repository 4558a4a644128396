import {
  $extraColumns,
  $hiddenColumns,
  $percentChange,
  $sort,
  $totalValue,
  $viewMode,
} from "./board-settings";
import {
  type BoardLayout,
  deleteLayout,
  isLayoutList,
  type LayoutKind,
  type LayoutSettings,
  type MergeResult,
  mergeLayouts,
  type ParseResult,
  parseLayoutFile,
  type SaveResult,
  saveLayout,
} from "./layout-model";
import { persistedAtom } from "./persisted-atom";

/**
 * The user's saved layouts, kept in the browser's storage (key `boardLayouts`); a stored list that does
 * not validate is ignored (persisted-atom.ts), never half read. Switching a layout sets the board's
 * settings, which every board reads and which are stored as before.
 */
export const $layouts = persistedAtom<BoardLayout[]>("boardLayouts", [], isLayoutList);

/** The board's arrangement now. */
export function currentSettings(): LayoutSettings {
  return {
    hidden: [...$hiddenColumns.get()],
    extras: [...$extraColumns.get()],
    percent: $percentChange.get(),
    value: $totalValue.get(),
    sort: $sort.get(),
    view: $viewMode.get(),
  };
}

/** Shows a layout: every board setting it holds at once. */
export function switchLayout(layout: LayoutSettings): void {
  $hiddenColumns.set([...layout.hidden]);
  $extraColumns.set([...layout.extras]);
  $percentChange.set(layout.percent);
  $totalValue.set(layout.value);
  $sort.set(layout.sort === null ? null : { ...layout.sort });
  $viewMode.set(layout.view);
}

/** Saves the board's arrangement now as `name` for boards of `kind` (replacing one of that name). */
export function saveCurrentLayout(kind: LayoutKind, name: string): SaveResult {
  const result = saveLayout($layouts.get(), kind, name, currentSettings());
  if (result.ok) $layouts.set(result.list);
  return result;
}

export function removeLayout(kind: LayoutKind, name: string): void {
  $layouts.set(deleteLayout($layouts.get(), kind, name));
}

/** Reads a layouts file and merges it in; a refused file changes nothing. */
export function importLayouts(text: string): ParseResult | MergeResult {
  const parsed = parseLayoutFile(text);
  if (!parsed.ok) return parsed;
  const merged = mergeLayouts($layouts.get(), parsed.layouts);
  if (merged.ok) $layouts.set(merged.list);
  return merged;
}
