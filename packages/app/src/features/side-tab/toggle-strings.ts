import type { LabelTable } from "../../shared/i18n/label-table";

/**
 * The side tab's toggle, drawn with the board's first paint, in vi, en, zh, kr; the panels' strings
 * (strings.ts) come with the panels' code.
 */
export const SIDE_TAB_TOGGLE_STRINGS: LabelTable = {
  "sideTab.label": ["Thanh thông tin bên phải", "Right-hand tab", "右侧面板", "오른쪽 탭"],
  "sideTab.show": ["Hiện thanh thông tin", "Show the side tab", "显示侧栏", "측면 탭 보이기"],
  "sideTab.hide": ["Ẩn thanh thông tin", "Hide the side tab", "隐藏侧栏", "측면 탭 숨기기"],
};
