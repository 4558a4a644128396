import type { BoardTheme } from "@vnboard/board-canvas";

/**
 * The app's own surface colours (header, toolbar, menus, popups, side tab), which the board engine's
 * BoardTheme has no entries for: borders, panels, inputs, the accent and links. The dark values are the
 * exact colours the stylesheets wrote before the light theme existed, so the dark app is unchanged.
 */
export interface ChromeColours {
  /** Borders of the shell: menus, dialogs, toolbar buttons, the login form. */
  border: string;
  /** Borders of the side tab, the index cards and the suggestion lists. */
  line: string;
  /** Popup and panel backgrounds. */
  panel: string;
  /** Popup and panel borders. */
  panelBorder: string;
  /** Thin rules between rows of popup and side tab tables, and empty bar tracks. */
  rule: string;
  /** Rules between the side tab's figure rows. */
  sideRule: string;
  /** The chosen item of a menu. */
  selected: string;
  /** Text boxes. */
  inputBg: string;
  inputBorder: string;
  /** Pressed buttons, highlighted options (with white text). */
  accent: string;
  link: string;
}

export const DARK_CHROME: ChromeColours = {
  border: "#323844",
  line: "#363c46",
  panel: "#161a20",
  panelBorder: "#2f3642",
  rule: "#20252d",
  sideRule: "#20242b",
  selected: "#2a303a",
  inputBg: "#0d0f12",
  inputBorder: "#3a414c",
  accent: "#2f6fdf",
  link: "#6ea8ff",
};

export const LIGHT_CHROME: ChromeColours = {
  border: "#d0d7de",
  line: "#d0d7de",
  panel: "#f6f8fa",
  panelBorder: "#c8d1da",
  rule: "#e6eaef",
  sideRule: "#e6eaef",
  selected: "#dde4ee",
  inputBg: "#ffffff",
  inputBorder: "#b8c1cc",
  accent: "#2f6fdf",
  link: "#0b5cd5",
};

/** Relative lightness of a #rrggbb colour, 0 (black) to 1 (white); 0 for anything else. */
function lightness(colour: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(colour);
  if (m === null) return 0;
  const [r, g, b] = [m[1], m[2], m[3]].map((hex) => Number.parseInt(hex, 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The surface colours that go with a board theme: the light ones on a light background. */
export function chromeColours(theme: BoardTheme): ChromeColours {
  return lightness(theme.background) > 0.5 ? LIGHT_CHROME : DARK_CHROME;
}
