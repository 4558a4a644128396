import { type BoardTheme, DARK_THEME, LIGHT_THEME } from "@vnboard/board-canvas";
import { computed } from "nanostores";
import { persistedAtom } from "../settings/persisted-atom";
import { installThemeVariables } from "./theme-variables";

/** The app's themes: the header, boards, charts and popups switch together. */
export type ThemeName = "dark" | "light";

const isThemeName = (value: unknown): value is ThemeName => value === "dark" || value === "light";

/** The chosen theme, kept in the browser (dark until the user picks light). */
export const $themeName = persistedAtom<ThemeName>("vnboard.theme", "dark", isThemeName);

/** The board engine's theme of a theme name. */
export function boardThemeOf(name: ThemeName): BoardTheme {
  return name === "light" ? LIGHT_THEME : DARK_THEME;
}

/** The board theme every BoardView the app mounts takes. */
export const $boardTheme = computed($themeName, boardThemeOf);

/** Switches between dark and light. */
export function toggleTheme(): void {
  $themeName.set($themeName.get() === "light" ? "dark" : "light");
}

/**
 * Keeps the page's custom properties and `data-theme` on the chosen theme: installs them now (before the first render, so a reload in light mode paints
 * light boards at once) and again on each switch. Returns the unsubscribe function.
 */
export function startThemeSync(root: HTMLElement = document.documentElement): () => void {
  return $themeName.subscribe((name) => {
    installThemeVariables(boardThemeOf(name), root.style);
    root.dataset.theme = name;
  });
}
