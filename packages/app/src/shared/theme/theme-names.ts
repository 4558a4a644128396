/**
 * The names of the app's themes and palettes and the browser-storage keys they are kept under. Free of
 * imports, so that the build (theme-css-plugin.ts) writes the first-paint script from the same names the
 * app reads (theme-store.ts).
 */

/** Dark (the default) or light: the header, boards, charts and popups switch together. */
export type ThemeName = "dark" | "light";
export const THEME_NAMES: readonly ThemeName[] = ["dark", "light"];

/** The price colours: the exchanges' green/red, or blue/orange with class markers for colour-blind users. */
export type PaletteName = "standard" | "colour-blind";
export const PALETTE_NAMES: readonly PaletteName[] = ["standard", "colour-blind"];

/** localStorage keys (the values are JSON strings, as persistedAtom writes them). */
export const THEME_STORAGE_KEY = "vnboard.theme";
export const PALETTE_STORAGE_KEY = "vnboard.palette";

export const isThemeName = (value: unknown): value is ThemeName => THEME_NAMES.includes(value as ThemeName);
export const isPaletteName = (value: unknown): value is PaletteName =>
  PALETTE_NAMES.includes(value as PaletteName);
