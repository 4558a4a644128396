import { COLUMN_TOGGLES, type ColumnToggle } from "@vnboard/board-canvas";
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
