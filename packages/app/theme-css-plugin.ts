import { DARK_THEME } from "../board-canvas/src/theme";
import { themeVariables } from "./src/shared/theme/theme-variables";

/** The stylesheet the app imports for its colours (declared in src/env.d.ts). */
const MODULE_ID = "virtual:vnboard-theme.css";
/** Vite's convention for a virtual module's resolved id; the .css ending sends it through the CSS path. */
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Writes the engine's theme (board-canvas DARK_THEME) into the built stylesheet as `:root` custom
 * properties, so the page's first paint, before any script has run, already has the board's colours
 * (setting them from main.tsx left the page white until the script arrived). A later theme switch
 * overrides them on the root element with `installThemeVariables`.
 */
export function themeCssPlugin() {
  return {
    name: "vnboard-theme-css",
    resolveId(id: string) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id: string) {
      if (id !== RESOLVED_ID) return undefined;
      const lines = themeVariables(DARK_THEME).map(([name, value]) => `  ${name}: ${value};`);
      return `:root {\n${lines.join("\n")}\n}\n`;
    },
  };
}
