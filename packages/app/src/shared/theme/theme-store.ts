import {
  type BoardTheme,
  DARK_COLOUR_BLIND_THEME,
  DARK_THEME,
  LIGHT_COLOUR_BLIND_THEME,
  LIGHT_THEME,
} from "@vnboard/board-canvas";
import { computed } from "nanostores";
import { persistedAtom } from "../settings/persisted-atom";
import {
  isPaletteName,
  isThemeName,
  PALETTE_STORAGE_KEY,
  type PaletteName,
  THEME_STORAGE_KEY,
  type ThemeName,
} from "./theme-names";
import { installThemeVariables } from "./theme-variables";

export type { PaletteName, ThemeName } from "./theme-names";

/** The chosen theme, kept in the browser (dark until the user picks light). */
export const $themeName = persistedAtom<ThemeName>(THEME_STORAGE_KEY, "dark", isThemeName);

/** The chosen price palette, kept in the browser (the exchanges' colours until the user picks another). */
export const $paletteName = persistedAtom<PaletteName>(PALETTE_STORAGE_KEY, "standard", isPaletteName);

/** The board engine's theme of a theme and palette. */
export function boardThemeOf(name: ThemeName, palette: PaletteName = "standard"): BoardTheme {
  if (palette === "colour-blind")
    return name === "light" ? LIGHT_COLOUR_BLIND_THEME : DARK_COLOUR_BLIND_THEME;
  return name === "light" ? LIGHT_THEME : DARK_THEME;
}

/** The board theme every BoardView, chart and canvas drawing of the app takes. */
export const $boardTheme = computed([$themeName, $paletteName], boardThemeOf);

/** Whether boards draw their class markers (▲ ▼ ↑ ↓, board-canvas `colorBlindSafe`) with the palette. */
export const $colourBlindSafe = computed($paletteName, (palette) => palette === "colour-blind");

/** Switches between dark and light. */
export function toggleTheme(): void {
  $themeName.set($themeName.get() === "light" ? "dark" : "light");
}

/** Switches the colour-blind-safe palette on or off. */
export function togglePalette(): void {
  $paletteName.set($paletteName.get() === "colour-blind" ? "standard" : "colour-blind");
}

/**
 * Keeps the page's custom properties, `data-theme` and `data-palette` on the chosen theme: installs them
 * now and again on each switch. The first paint does not wait for this: the build's first-paint script
 * (theme-css-plugin.ts) sets the same attributes from storage, and the stylesheet has every theme's block.
 * Returns the unsubscribe function.
 */
export function startThemeSync(root: HTMLElement = document.documentElement): () => void {
  return $boardTheme.subscribe((theme) => {
    installThemeVariables(theme, root.style);
    root.dataset.theme = $themeName.get();
    root.dataset.palette = $paletteName.get();
  });
}
