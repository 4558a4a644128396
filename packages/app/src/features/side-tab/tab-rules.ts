/**
 * The right-hand tab's visibility rules (spec 2.4 and 4), as pure transitions so that they can be
 * tested without a page: selecting an item opens the tab on INFO unless auto-show is off and the tab is
 * hidden; turning auto-show off hides the tab.
 */

/** Spec 9: the right-tab mode defaults to FLOAT (over the board); DOCK takes its own width. */
export type TabMode = "FLOAT" | "DOCK";
/** Spec 2.4: the two children, Detail (INFO) and Order (ORDER). */
export type TabChild = "INFO" | "ORDER";

export const TAB_MODES: readonly TabMode[] = ["FLOAT", "DOCK"];
export const DEFAULT_TAB_MODE: TabMode = "FLOAT";

export interface TabView {
  hidden: boolean;
  child: TabChild;
  autoShow: boolean;
}

/** Spec 4: a selection opens the tab on INFO, except when auto-show is off and the tab is hidden. */
export function afterSelection(view: TabView): TabView {
  if (!view.autoShow && view.hidden) return view;
  return { ...view, hidden: false, child: "INFO" };
}

/** Spec 4: turning auto-show off hides the tab; turning it on changes nothing else. */
export function afterAutoShowChange(view: TabView, autoShow: boolean): TabView {
  return autoShow ? { ...view, autoShow } : { ...view, autoShow, hidden: true };
}

export function isTabMode(value: unknown): value is TabMode {
  return value === "FLOAT" || value === "DOCK";
}
