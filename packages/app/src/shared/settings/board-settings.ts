import {
  COLUMN_TOGGLES,
  type ColumnToggle,
  EXTRA_COLUMN_TOGGLES,
  type ExtraColumnToggle,
} from "@vnboard/board-canvas";
import { SORT_MENU_OPTIONS, type SortConfig } from "@vnboard/feed";
import { persistedAtom } from "./persisted-atom";

/** View modes of spec 2.3 (the odd-lot variants come from the route). Default DETAIL (spec 9). */
export const VIEW_MODES = ["detail", "box", "total"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const $viewMode = persistedAtom<ViewMode>("viewMode", "detail", (v): v is ViewMode =>
  (VIEW_MODES as readonly unknown[]).includes(v),
);

/** Column-menu toggles that are off (spec 2.2: all shown by default). */
export const $hiddenColumns = persistedAtom<ColumnToggle[]>(
  "columnConfig",
  [],
  (v): v is ColumnToggle[] =>
    Array.isArray(v) && v.every((t) => (COLUMN_TOGGLES as readonly unknown[]).includes(t)),
);

/** Extra columns of spec 2.3.1 the user added from the column menu (none by default). */
export const $extraColumns = persistedAtom<ExtraColumnToggle[]>(
  "extraColumns",
  [],
  (v): v is ExtraColumnToggle[] =>
    Array.isArray(v) && v.every((t) => (EXTRA_COLUMN_TOGGLES as readonly unknown[]).includes(t)),
);

/** Spec 4 toggle: the change column shows percent instead of the change in price. */
export const $percentChange = persistedAtom<boolean>(
  "percentChange",
  false,
  (v): v is boolean => typeof v === "boolean",
);

/** Spec 4 toggle: the total column shows the matched value instead of the quantity. */
export const $totalValue = persistedAtom<boolean>(
  "totalValue",
  false,
  (v): v is boolean => typeof v === "boolean",
);

/**
 * The toggles hidden on the board: the 2.2 toggles the user turned off, and the extra columns the user
 * did not add.
 */
export function hiddenToggles(
  hidden: readonly ColumnToggle[],
  extras: readonly ExtraColumnToggle[],
): ReadonlySet<ColumnToggle> {
  const out = new Set<ColumnToggle>(hidden);
  for (const extra of EXTRA_COLUMN_TOGGLES) if (!extras.includes(extra)) out.add(extra);
  return out;
}

/** The sort chosen in the sort menu or by a header click; null keeps the board's own order. */
export const $sort = persistedAtom<SortConfig | null>(
  "sortConfig",
  null,
  (v): v is SortConfig | null =>
    v === null ||
    (typeof v === "object" &&
      typeof (v as SortConfig).column === "string" &&
      ((v as SortConfig).type === "asc" || (v as SortConfig).type === "desc")),
);

export { SORT_MENU_OPTIONS };

/** Spec 2.3: the price menu (menu bar and index strip) can be collapsed to give the board more rows. */
export const $menuCollapsed = persistedAtom<boolean>(
  "menuCollapsed",
  false,
  (v): v is boolean => typeof v === "boolean",
);

/** Spec 3: the tab name of the board last shown. */
export const $tabName = persistedAtom<string | null>(
  "tabName",
  null,
  (v): v is string | null => v === null || (typeof v === "string" && v.length <= 40),
);
