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
  "theme.colourBlind": [
    "Bảng màu cho người mù màu",
    "Colour-blind-safe palette",
    "色盲友好配色",
    "색각 이상자용 색상",
  ],
  "theme.toColourBlind": [
    "Tăng xanh lam, giảm cam, kèm ký hiệu ▲ ▼",
    "Up in blue, down in orange, with ▲ ▼ markers",
    "上涨蓝色、下跌橙色，并带 ▲ ▼ 标记",
    "상승 파랑, 하락 주황, ▲ ▼ 표시 포함",
  ],
  "theme.toStandard": [
    "Trở lại màu tăng xanh lá, giảm đỏ",
    "Back to green up and red down",
    "恢复绿涨红跌",
    "상승 초록, 하락 빨강으로 되돌리기",
  ],
};
