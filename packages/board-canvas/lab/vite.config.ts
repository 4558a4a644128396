import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { FEED_SOURCE_ALIASES } from "../../../source-aliases";

/** Builds the board lab page; the feed is taken from source so the lab never runs a stale build. */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: FEED_SOURCE_ALIASES,
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  logLevel: "warn",
});
