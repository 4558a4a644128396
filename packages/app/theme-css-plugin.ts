import { createHash } from "node:crypto";
import {
  DARK_COLOUR_BLIND_THEME,
  DARK_THEME,
  LIGHT_COLOUR_BLIND_THEME,
  LIGHT_THEME,
} from "../board-canvas/src/theme";
import {
  PALETTE_NAMES,
  PALETTE_STORAGE_KEY,
  THEME_NAMES,
  THEME_STORAGE_KEY,
} from "./src/shared/theme/theme-names";
import { themeVariables } from "./src/shared/theme/theme-variables";

/** The stylesheet the app imports for its colours (declared in src/env.d.ts). */
const MODULE_ID = "virtual:vnboard-theme.css";
/** Vite's convention for a virtual module's resolved id; the .css ending sends it through the CSS path. */
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Each theme's root selector (the attributes the first-paint script and theme-store.ts set) and theme. */
const THEME_BLOCKS = [
  [":root", DARK_THEME],
  [':root[data-theme="light"]', LIGHT_THEME],
  [':root[data-palette="colour-blind"]', DARK_COLOUR_BLIND_THEME],
  [':root[data-theme="light"][data-palette="colour-blind"]', LIGHT_COLOUR_BLIND_THEME],
] as const;

/** The stylesheet: every theme's custom properties under its selector, the default (dark) on `:root`. */
export function themeStylesheet(): string {
  return THEME_BLOCKS.map(([selector, theme]) => {
    const lines = themeVariables(theme).map(([name, value]) => `  ${name}: ${value};`);
    return `${selector} {\n${lines.join("\n")}\n}\n`;
  }).join("");
}

/**
 * The first-paint script: copies the stored theme and palette (JSON strings, as persistedAtom keeps them)
 * onto the root element's `data-theme` and `data-palette` before the body is parsed, so the stylesheet's
 * matching block colours the very first paint. A value it does not know is left alone (dark, standard).
 */
export function themeBootScript(): string {
  const pick = (key: string, names: readonly string[], attribute: string) =>
    `v=JSON.parse(localStorage.getItem(${JSON.stringify(key)}));` +
    `if(${JSON.stringify(names)}.indexOf(v)>=0)document.documentElement.setAttribute(${JSON.stringify(attribute)},v);`;
  return (
    "// vnboard: the stored theme before the first paint (theme-css-plugin.ts).\n" +
    `(function(){var v;try{${pick(THEME_STORAGE_KEY, THEME_NAMES, "data-theme")}` +
    `${pick(PALETTE_STORAGE_KEY, PALETTE_NAMES, "data-palette")}}catch(e){}})();\n`
  );
}

/** Where the built script sits under the base: named by its content, so a new build is fetched at once. */
function bootFileName(source: string): string {
  return `assets/theme-boot-${createHash("sha256").update(source).digest("hex").slice(0, 8)}.js`;
}

/**
 * Writes the engine's themes (board-canvas DARK_THEME, LIGHT_THEME and their colour-blind variants) into
 * the built stylesheet as custom properties, and puts a small synchronous script (an external file: the
 * server's CSP allows no inline script) first in each page's head that picks the stored theme's block.
 * A reload in the light theme therefore paints light from the first frame, before the app's bundle has
 * run; a later switch overrides them on the root element with `installThemeVariables`.
 */
export function themeCssPlugin() {
  const source = themeBootScript();
  const fileName = bootFileName(source);
  let base = "/";
  return {
    name: "vnboard-theme-css",
    configResolved(config: { base: string }) {
      base = config.base;
    },
    resolveId(id: string) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id: string) {
      return id === RESOLVED_ID ? themeStylesheet() : undefined;
    },
    transformIndexHtml() {
      return [{ tag: "script", attrs: { src: `${base}${fileName}` }, injectTo: "head-prepend" as const }];
    },
    generateBundle(this: { emitFile(file: { type: "asset"; fileName: string; source: string }): string }) {
      this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server: {
      middlewares: {
        use(handler: (req: { url?: string }, res: DevResponse, next: () => void) => void): void;
      };
    }) {
      // The dev server has no bundle: it answers the script's address itself.
      server.middlewares.use((req, res, next) => {
        if (req.url !== `${base}${fileName}`) return next();
        res.setHeader("Content-Type", "text/javascript");
        res.end(source);
      });
    },
  };
}

interface DevResponse {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}
