import type { LabelTable } from "../i18n/label-table";

/** Strings of the pop-out windows (issue 20), in vi, en, zh, kr. */
export const POPOUT_STRINGS: LabelTable = {
  "popout.open": ["Mở trong cửa sổ riêng", "Open in its own window", "在单独窗口中打开", "새 창에서 열기"],
};
