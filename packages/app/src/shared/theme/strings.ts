import type { LabelTable } from "../i18n/label-table";

/** Strings of the theme switch in the header, in vi, en, zh, kr. */
export const THEME_STRINGS: LabelTable = {
  "theme.light": ["Giao diện sáng", "Light theme", "浅色主题", "밝은 테마"],
  "theme.toLight": [
    "Chuyển sang giao diện sáng",
    "Switch to the light theme",
    "切换到浅色主题",
    "밝은 테마로 전환",
  ],
  "theme.toDark": [
    "Chuyển sang giao diện tối",
    "Switch to the dark theme",
    "切换到深色主题",
    "어두운 테마로 전환",
  ],
};
