import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The app is served under /banggia/ by the reference server (its SPA fallback serves files that exist
 * under that prefix); the workspace packages are taken from source so that no build order matters.
 */
export default defineConfig({
  base: "/banggia/",
  resolve: {
    alias: [
      {
        find: /^@vnboard\/feed\/(protocol|rest)$/,
        replacement: fileURLToPath(new URL("../feed/src/$1.ts", import.meta.url)),
      },
      {
        find: /^@vnboard\/feed$/,
        replacement: fileURLToPath(new URL("../feed/src/index.ts", import.meta.url)),
      },
      {
        find: /^@vnboard\/board-canvas$/,
        replacement: fileURLToPath(new URL("../board-canvas/src/all.ts", import.meta.url)),
      },
    ],
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, target: "es2022" },
  server: { proxy: { "/ws": { target: "ws://localhost:8080", ws: true } } },
});
