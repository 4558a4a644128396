import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/** Builds the board lab page; the feed is taken from source so the lab never runs a stale build. */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: [
      {
        find: /^@vnboard\/feed\/(protocol|rest)$/,
        replacement: fileURLToPath(new URL("../../feed/src/$1.ts", import.meta.url)),
      },
      {
        find: /^@vnboard\/feed$/,
        replacement: fileURLToPath(new URL("../../feed/src/index.ts", import.meta.url)),
      },
    ],
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  logLevel: "warn",
});
