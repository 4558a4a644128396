import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { FEED_SOURCE_ALIASES } from "../../source-aliases";
import { compileHintsPlugin } from "./compile-hints-plugin";
import { initialChunk } from "./initial-chunk";
import { precompressPlugin } from "./precompress-plugin";
import { themeCssPlugin } from "./theme-css-plugin";

const initial = initialChunk();

/**
 * The app is served under /banggia/ by the reference server (its SPA fallback serves files that exist
 * under that prefix), the chart page (chart.html) at /chart; the workspace packages are taken from
 * source so that no build order matters.
 */
export default defineConfig({
  base: "/banggia/",
  plugins: [themeCssPlugin(), initial.plugin, compileHintsPlugin(), precompressPlugin()],
  resolve: {
    alias: [
      ...FEED_SOURCE_ALIASES,
      {
        find: /^@vnboard\/board-canvas$/,
        replacement: fileURLToPath(new URL("../board-canvas/src/all.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph the route-bytes budget and benchmark walk.
    manifest: true,
    // Every browser the board supports has modulepreload (Chrome 66, Firefox 115, Safari 17).
    modulePreload: { polyfill: false },
    target: "es2022",
    // Two pages: the app, and the chart page the popups embed (spec 7's chart iframe, served at /chart).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL("index.html", import.meta.url)),
        chart: fileURLToPath(new URL("chart.html", import.meta.url)),
      },
      // The page's up-front modules in one chunk rather than dozens (initial-chunk.ts).
      output: { codeSplitting: initial.codeSplitting },
    },
  },
  server: { proxy: { "/ws": { target: "ws://localhost:8080", ws: true } } },
});
