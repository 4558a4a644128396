import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readPackage } from "./import-graph";

const src = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/src`, import.meta.url));

/**
 * The packages' layers (DESIGN.md): feed at the ground, board-canvas and server on it, the app on top.
 * Each package may import only the packages listed for it; node built-ins only where Node runs the code.
 * A new dependency is added here on purpose, in the same change, or the build refuses it.
 */
const ALLOWED: Record<string, { packages: RegExp; node: boolean }> = {
  feed: { packages: /^(fflate|nanostores)$/, node: false },
  "board-canvas": {
    packages: /^(@vnboard\/feed|pixi\.js(\/unsafe-eval)?|@pixi\/.+|react|react-dom|d3-scale|d3-shape)$/,
    node: false,
  },
  server: {
    packages: /^(@vnboard\/feed(\/(protocol|rest))?|fastify|@fastify\/.+|better-sqlite3|ws|pg|@nats-io\/.+)$/,
    node: true,
  },
  app: {
    packages:
      /^(@vnboard\/(feed(\/(protocol|rest))?|board-canvas)|react|react-dom(\/client)?|react-router-dom|nanostores|@nanostores\/react|i18next|d3-scale|d3-shape|dompurify|fflate|lightweight-charts)$/,
    node: false,
  },
};

describe("package layers", () => {
  for (const [pkg, rule] of Object.entries(ALLOWED)) {
    it(`${pkg} imports only what its layer allows`, () => {
      const breaches: string[] = [];
      for (const file of readPackage(src(pkg))) {
        for (const spec of file.packages) {
          const ok = spec.startsWith("node:") ? rule.node : rule.packages.test(spec);
          if (!ok) breaches.push(`${pkg}/src/${file.path} imports ${spec}`);
        }
        for (const target of file.local) {
          if (target.startsWith(".."))
            breaches.push(`${pkg}/src/${file.path} reaches outside its package: ${target}`);
        }
      }
      expect(breaches).toEqual([]);
    });
  }
});
