import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The driver's pure parts (figures, feed, options, chart) and the page's feed path: `npm test --prefix benchmarks/peers`. */
export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^@vnboard\/feed\/(protocol|rest)$/,
        replacement: fileURLToPath(new URL("../../packages/feed/src/$1.ts", import.meta.url)),
      },
      {
        find: /^@vnboard\/feed$/,
        replacement: fileURLToPath(new URL("../../packages/feed/src/index.ts", import.meta.url)),
      },
    ],
  },
  test: { include: ["driver/**/*.test.ts", "page/**/*.test.ts"], pool: "forks" },
});
