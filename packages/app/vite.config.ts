import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { FEED_SOURCE_ALIASES } from "../../source-aliases";
import { themeCssPlugin } from "./theme-css-plugin";

/**
 * The app is served under /banggia/ by the reference server (its SPA fallback serves files that exist
 * under that prefix), the chart page (chart.html) at /chart; the workspace packages are taken from
 * source so that no build order matters.
 */
export default defineConfig({
  base: "/banggia/",
  plugins: [themeCssPlugin()],
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
    target: "es2022",
    // Two pages: the app, and the chart page the popups embed (spec 7's chart iframe, served at /chart).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL("index.html", import.meta.url)),
        chart: fileURLToPath(new URL("chart.html", import.meta.url)),
      },
    },
  },
  server: { proxy: { "/ws": { target: "ws://localhost:8080", ws: true } } },
});
