import { defineConfig } from "tsup";

/**
 * The server is an application: ESM for Node 20, no declarations. Its npm dependencies (fastify, ws,
 * better-sqlite3 with its native addon, pg, ...) stay imports; the workspace's own feed package is bundled,
 * so that `dist/main.js` does not depend on how the workspace links it.
 */
export default defineConfig({
  entry: { main: "src/main.ts", index: "src/index.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: false,
  sourcemap: true,
  clean: true,
  splitting: false,
  external: ["fastify", "ws", "better-sqlite3", "pg", "@fastify/static", "@fastify/formbody"],
  noExternal: ["@vnboard/feed"],
});
