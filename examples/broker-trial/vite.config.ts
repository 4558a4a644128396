import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const dist = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

/**
 * The broker trial's build. In a real portal the two packages come from npm and no alias is needed; here they
 * are this repository's built packages (`npm run build` first), imported by their published names.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "./",
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@vnboard\/board-canvas\/react$/, replacement: dist("board-canvas/dist/react.js") },
      { find: /^@vnboard\/board-canvas$/, replacement: dist("board-canvas/dist/index.js") },
      { find: /^@vnboard\/feed$/, replacement: dist("feed/dist/index.js") },
    ],
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  logLevel: "warn",
});
