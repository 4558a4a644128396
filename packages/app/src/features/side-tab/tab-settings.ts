import { atom } from "nanostores";
import { persistedAtom } from "../../shared/settings/persisted-atom";
import {
  afterAutoShowChange,
  afterSelection,
  DEFAULT_TAB_MODE,
  isTabMode,
  type TabChild,
  type TabMode,
  type TabView,
} from "./tab-rules";

/** Spec 3 browser-stored items: "tab mode" (key as the brief names it). */
export const TAB_MODE_KEY = "tabMode";
export const TAB_HIDDEN_KEY = "sideTabHidden";
export const TAB_AUTO_SHOW_KEY = "sideTabAutoShow";

const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

export const $tabMode = persistedAtom<TabMode>(TAB_MODE_KEY, DEFAULT_TAB_MODE, isTabMode);
/** Hidden until the first selection: in FLOAT mode an open tab covers part of the board. */
export const $tabHidden = persistedAtom<boolean>(TAB_HIDDEN_KEY, true, isBoolean);
export const $autoShow = persistedAtom<boolean>(TAB_AUTO_SHOW_KEY, true, isBoolean);
/** Which child shows; not stored: a reload starts on INFO. */
export const $tabChild = atom<TabChild>("INFO");

function currentView(): TabView {
  return { hidden: $tabHidden.get(), child: $tabChild.get(), autoShow: $autoShow.get() };
}

function applyView(view: TabView): void {
  if ($tabHidden.get() !== view.hidden) $tabHidden.set(view.hidden);
  if ($tabChild.get() !== view.child) $tabChild.set(view.child);
  if ($autoShow.get() !== view.autoShow) $autoShow.set(view.autoShow);
}

/** Called on every selection (spec 4). */
export function revealForSelection(): void {
  applyView(afterSelection(currentView()));
}

export function setAutoShow(on: boolean): void {
  applyView(afterAutoShowChange(currentView(), on));
}

export function setTabHidden(hidden: boolean): void {
  $tabHidden.set(hidden);
}
