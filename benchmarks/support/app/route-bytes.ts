/**
 * The bytes a route of the built app loads before it can draw: JS and CSS, gzip level 9 (as the
 * packages' size budget, tests/embedding/size-budget.test.ts), read from Vite's manifest
 * (`dist/.vite/manifest.json`, packages/app/vite.config.ts `build.manifest`). A route's files are its
 * HTML entry's static import closure (what index.html and its modulepreloads bring) plus the static
 * closures of the lazily loaded modules that route needs for its first paint (the board engine, a
 * special board's page). Used by benchmarks/route-bytes.bench.ts and the unit tier's budget
 * (tests/architecture/route-bytes.test.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** One chunk of Vite's manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Issue 21's target for the board route (/banggia/vn30): JS + CSS gzip. */
export const BOARD_ROUTE_TARGET_BYTES = 200 * 1024;

/** A route: its HTML entry and the modules (manifest keys, matched by their ending) its first paint loads. */
export interface RouteSpec {
  name: string;
  entry: "index.html" | "chart.html";
  lazy: readonly string[];
}

/** The board engine: loaded by the first `createBoard`; pixi is not in it (the worker surface draws). */
const BOARD_ENGINE = "board-canvas/src/board/create-board.ts";

export const ROUTES: readonly RouteSpec[] = [
  // The engine chunk carries both Canvas2D surfaces: the worker's and the page's (where a worker cannot run).
  { name: "/banggia/vn30 (board, worker surface)", entry: "index.html", lazy: [BOARD_ENGINE] },
  {
    name: "/banggia/vn30 with a pixi renderer named (pixi's canvas renderer on the page)",
    entry: "index.html",
    lazy: [
      BOARD_ENGINE,
      "board-canvas/src/render/board-surface.ts",
      "pixi.js/lib/unsafe-eval/init.mjs",
      "pixi.js/lib/rendering/renderers/canvas/CanvasRenderer.mjs",
      "pixi.js/lib/environment-browser/browserAll.mjs",
    ],
  },
  {
    name: "/banggia/phaisinh (derivatives)",
    entry: "index.html",
    lazy: [BOARD_ENGINE, "features/special/derivatives/DerivativesPage.tsx"],
  },
  {
    name: "/banggia/tong-hop (summary)",
    entry: "index.html",
    lazy: ["features/special/summary/SummaryPage.tsx"],
  },
  {
    name: "/banggia/fav (favourites)",
    entry: "index.html",
    lazy: [BOARD_ENGINE, "features/favourites/FavouritesPage.tsx"],
  },
  { name: "/chart (the popups' chart page)", entry: "chart.html", lazy: [] },
];

/** Parts loaded on first use, printed as what they add on top of the board route. */
export const FIRST_USE_PARTS: readonly { name: string; key: string }[] = [
  { name: "stock popup", key: "features/popups/stock/StockPopup.tsx" },
  { name: "index popup", key: "features/popups/index/IndexPopup.tsx" },
  { name: "side tab (opened)", key: "features/side-tab/SideTabPanel.tsx" },
  { name: "alerts list", key: "features/alerts/AlertsPanel.tsx" },
];

export function readManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
}

/** The manifest key ending with `suffix` (one only), or an error naming it. */
export function manifestKey(manifest: ViteManifest, suffix: string): string {
  const keys = Object.keys(manifest).filter((key) => key === suffix || key.endsWith(`/${suffix}`));
  if (keys.length !== 1) throw new Error(`manifest: ${keys.length} chunks match ${suffix}`);
  return keys[0];
}

/** JS and CSS files (dist-relative) of the chunks `keys` and everything they import statically. */
export function closureFiles(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`manifest: no chunk ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

export interface FileBytes {
  file: string;
  raw: number;
  gzip: number;
}

export interface RouteBytes {
  name: string;
  files: readonly FileBytes[];
  gzip: number;
  raw: number;
}

const gzipCache = new Map<string, FileBytes>();

export function fileBytes(distDir: string, file: string): FileBytes {
  const path = join(distDir, file);
  let known = gzipCache.get(path);
  if (known === undefined) {
    const bytes = readFileSync(path);
    known = { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(path, known);
  }
  return known;
}

function sum(files: readonly FileBytes[], name: string): RouteBytes {
  return {
    name,
    files,
    gzip: files.reduce((total, f) => total + f.gzip, 0),
    raw: files.reduce((total, f) => total + f.raw, 0),
  };
}

/** The files and bytes of one route. */
export function routeBytes(distDir: string, manifest: ViteManifest, route: RouteSpec): RouteBytes {
  const keys = [route.entry, ...route.lazy.map((suffix) => manifestKey(manifest, suffix))];
  const files = [...closureFiles(manifest, keys)].map((file) => fileBytes(distDir, file));
  return sum(
    files.sort((a, b) => b.gzip - a.gzip),
    route.name,
  );
}

/** What a part loaded on first use adds to what `base` already loaded. */
export function addedBytes(
  distDir: string,
  manifest: ViteManifest,
  base: RouteBytes,
  key: string,
): RouteBytes {
  const loaded = new Set(base.files.map((f) => f.file));
  const files = [...closureFiles(manifest, [manifestKey(manifest, key)])]
    .filter((file) => !loaded.has(file))
    .map((file) => fileBytes(distDir, file));
  return sum(files, key);
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
