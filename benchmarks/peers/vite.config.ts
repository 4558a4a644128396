import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The peers page: one HTML page that loads the grid named by `?grid=` as its own chunk, so a page
 * never carries another grid's code. Our board and feed come from source (never a stale build);
 * React 18, AG Grid and Glide come from this folder's own node_modules.
 */
export default defineConfig({
  root: fromHere("./page"),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@vnboard\/feed\/(protocol|rest)$/, replacement: fromHere("../../packages/feed/src/$1.ts") },
      { find: /^@vnboard\/feed$/, replacement: fromHere("../../packages/feed/src/index.ts") },
      { find: /^@vnboard\/board-canvas$/, replacement: fromHere("../../packages/board-canvas/src/index.ts") },
    ],
  },
  build: { outDir: fromHere("./dist"), emptyOutDir: true },
  logLevel: "warn",
});
