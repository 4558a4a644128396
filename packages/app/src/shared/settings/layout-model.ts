import {
  COLUMN_TOGGLES,
  type ColumnToggle,
  EXTRA_COLUMN_TOGGLES,
  type ExtraColumnToggle,
} from "@vnboard/board-canvas";
import type { SortConfig } from "@vnboard/feed";
import { VIEW_MODES, type ViewMode } from "./board-settings";

/**
 * Saved layouts (issue 20): named board layouts per board kind, saved and switched from the column menu,
 * exported to and imported from a JSON file. Pure rules over plain data; the stored list and the board's
 * settings are `saved-layouts.ts`.
 *
 * A layout holds what a user can arrange on a board: the columns shown (the column menu's toggles and the
 * extra columns), the display toggles (change in percent, total as value), the sort and the view (table
 * detail or total, or cards). The board draws its columns in a fixed order and fixed widths: when it
 * gains reordering or resizing, the file's version goes up and those join the layout.
 */

/** The board kinds with their own layouts (their columns differ). */
export const LAYOUT_KINDS = ["board", "oddLot", "coveredWarrant"] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

/** The kind of a live board from its route's flags. */
export function layoutKindOf(oddLot: boolean, coveredWarrants: boolean): LayoutKind {
  return oddLot ? "oddLot" : coveredWarrants ? "coveredWarrant" : "board";
}

/** The arrangement a layout restores. */
export interface LayoutSettings {
  /** Column-menu toggles turned off. */
  hidden: ColumnToggle[];
  /** Extra columns turned on. */
  extras: ExtraColumnToggle[];
  /** The change column shows percent. */
  percent: boolean;
  /** The total column shows value. */
  value: boolean;
  sort: SortConfig | null;
  view: ViewMode;
}

export interface BoardLayout extends LayoutSettings {
  name: string;
  kind: LayoutKind;
}

export const MAX_LAYOUTS = 100;
export const MAX_NAME_LENGTH = 40;
/** A layouts file larger than this is refused unread (100 layouts take about 30 KB). */
export const MAX_FILE_BYTES = 256 * 1024;
export const LAYOUT_FILE_FORMAT = "vnboard-layouts";
export const LAYOUT_FILE_VERSION = 1;

/** A name as stored: trimmed, inner spaces collapsed; null when empty, too long or holding control characters. */
export function layoutName(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const name = raw.trim().replace(/\s+/g, " ");
  if (name === "" || name.length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The items of `v` when it is an array of distinct members of `allowed`, else null. */
function subsetOf<T extends string>(v: unknown, allowed: readonly T[]): T[] | null {
  if (!Array.isArray(v) || v.length > allowed.length) return null;
  if (!v.every((item) => (allowed as readonly unknown[]).includes(item))) return null;
  return new Set(v).size === v.length ? (v as T[]) : null;
}

function sortOf(v: unknown): SortConfig | null | undefined {
  if (v === null) return null;
  if (!isObject(v)) return undefined;
  const { column, type, dataType } = v;
  if (typeof column !== "string" || !/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(column)) return undefined;
  if (type !== "asc" && type !== "desc") return undefined;
  if (dataType !== "text" && dataType !== "number") return undefined;
  return { column, type, dataType };
}

/** A layout read from storage or a file, keeping only the known fields; null when anything is wrong. */
export function readLayout(v: unknown): BoardLayout | null {
  if (!isObject(v)) return null;
  const name = layoutName(v.name);
  const kind = (LAYOUT_KINDS as readonly unknown[]).includes(v.kind) ? (v.kind as LayoutKind) : null;
  const hidden = subsetOf(v.hidden, COLUMN_TOGGLES);
  const extras = subsetOf(v.extras, EXTRA_COLUMN_TOGGLES);
  const sort = sortOf(v.sort);
  const view = (VIEW_MODES as readonly unknown[]).includes(v.view) ? (v.view as ViewMode) : null;
  if (name === null || kind === null || hidden === null || extras === null) return null;
  if (typeof v.percent !== "boolean" || typeof v.value !== "boolean" || sort === undefined || view === null)
    return null;
  return { name, kind, hidden, extras, percent: v.percent, value: v.value, sort, view };
}

/** Whether a stored value is a list of valid layouts (what the browser's storage may hold). */
export function isLayoutList(v: unknown): v is BoardLayout[] {
  return Array.isArray(v) && v.length <= MAX_LAYOUTS && v.every((item) => readLayout(item) !== null);
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
const sameSlot = (a: BoardLayout, kind: LayoutKind, name: string) =>
  a.kind === kind && sameName(a.name, name);

/** The layouts of one board kind, in the order they were saved. */
export function layoutsOf(list: readonly BoardLayout[], kind: LayoutKind): BoardLayout[] {
  return list.filter((layout) => layout.kind === kind);
}

/** Whether two arrangements show the same board (toggle lists compared as sets). */
export function sameSettings(a: LayoutSettings, b: LayoutSettings): boolean {
  const sameSet = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((item) => y.includes(item));
  const sameSort =
    a.sort === null || b.sort === null
      ? a.sort === b.sort
      : a.sort.column === b.sort.column && a.sort.type === b.sort.type;
  return (
    sameSet(a.hidden, b.hidden) &&
    sameSet(a.extras, b.extras) &&
    a.percent === b.percent &&
    a.value === b.value &&
    a.view === b.view &&
    sameSort
  );
}

export type SaveResult =
  | { ok: true; list: BoardLayout[]; replaced: boolean }
  | { ok: false; problem: "badName" | "tooMany" };

/** Saves `settings` as `name` for `kind`: a layout of that name (any case) is replaced in place. */
export function saveLayout(
  list: readonly BoardLayout[],
  kind: LayoutKind,
  rawName: string,
  settings: LayoutSettings,
): SaveResult {
  const name = layoutName(rawName);
  if (name === null) return { ok: false, problem: "badName" };
  const layout: BoardLayout = {
    name,
    kind,
    hidden: [...settings.hidden],
    extras: [...settings.extras],
    percent: settings.percent,
    value: settings.value,
    sort: settings.sort === null ? null : { ...settings.sort },
    view: settings.view,
  };
  const at = list.findIndex((item) => sameSlot(item, kind, name));
  if (at >= 0) return { ok: true, list: list.map((item, i) => (i === at ? layout : item)), replaced: true };
  if (list.length >= MAX_LAYOUTS) return { ok: false, problem: "tooMany" };
  return { ok: true, list: [...list, layout], replaced: false };
}

/** The list without the layout `name` of `kind` (unchanged when there is none). */
export function deleteLayout(list: readonly BoardLayout[], kind: LayoutKind, name: string): BoardLayout[] {
  return list.filter((item) => !sameSlot(item, kind, name));
}

/**
 * `base` with the layouts of `extra` whose kind and name it lacks added at the end, up to MAX_LAYOUTS (a
 * signed-in user's account list and the layouts this browser has that the account does not).
 */
export function withMissing(base: readonly BoardLayout[], extra: readonly BoardLayout[]): BoardLayout[] {
  const out = [...base];
  for (const layout of extra) {
    if (out.length >= MAX_LAYOUTS) break;
    if (!out.some((item) => sameSlot(item, layout.kind, layout.name))) out.push(layout);
  }
  return out;
}

/** The layouts file's document: a format marker, a version and the layouts. */
export function layoutDocument(list: readonly BoardLayout[]) {
  return { format: LAYOUT_FILE_FORMAT, version: LAYOUT_FILE_VERSION, layouts: [...list] };
}

/** The layouts file's text: a format marker, a version and the layouts, indented for a reader. */
export function layoutFileText(list: readonly BoardLayout[]): string {
  return `${JSON.stringify(layoutDocument(list), null, 2)}\n`;
}

/** Why a file was refused; each has a message in the four languages (layout strings). */
export type ImportProblem =
  | "tooLarge"
  | "notJson"
  | "notLayoutFile"
  | "newerVersion"
  | "badLayout"
  | "tooMany";

export type ParseResult =
  | { ok: true; layouts: BoardLayout[] }
  | { ok: false; problem: ImportProblem /** 1-based position of the first bad layout. */; at?: number };

/** Reads a layouts file. All or nothing: one bad layout refuses the whole file. */
export function parseLayoutFile(text: string): ParseResult {
  if (text.length > MAX_FILE_BYTES) return { ok: false, problem: "tooLarge" };
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, problem: "notJson" };
  }
  if (!isObject(data) || data.format !== LAYOUT_FILE_FORMAT || !Array.isArray(data.layouts))
    return { ok: false, problem: "notLayoutFile" };
  if (typeof data.version !== "number" || !Number.isInteger(data.version) || data.version < 1)
    return { ok: false, problem: "notLayoutFile" };
  if (data.version > LAYOUT_FILE_VERSION) return { ok: false, problem: "newerVersion" };
  if (data.layouts.length > MAX_LAYOUTS) return { ok: false, problem: "tooMany" };
  const layouts: BoardLayout[] = [];
  for (const [i, item] of data.layouts.entries()) {
    const layout = readLayout(item);
    if (layout === null) return { ok: false, problem: "badLayout", at: i + 1 };
    layouts.push(layout);
  }
  return { ok: true, layouts };
}

export type MergeResult =
  | { ok: true; list: BoardLayout[]; added: number; replaced: number }
  | { ok: false; problem: "tooMany" };

/**
 * The imported layouts merged into the list: one with the name and kind of a saved layout replaces it in
 * place, the others are added at the end. Nothing is dropped: a merge over MAX_LAYOUTS is refused whole.
 */
export function mergeLayouts(list: readonly BoardLayout[], incoming: readonly BoardLayout[]): MergeResult {
  const out = [...list];
  let added = 0;
  let replaced = 0;
  for (const layout of incoming) {
    const at = out.findIndex((item) => sameSlot(item, layout.kind, layout.name));
    if (at >= 0) {
      out[at] = layout;
      replaced++;
    } else {
      out.push(layout);
      added++;
    }
  }
  if (out.length > MAX_LAYOUTS) return { ok: false, problem: "tooMany" };
  return { ok: true, list: out, added, replaced };
}
