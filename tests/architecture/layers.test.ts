import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { folderEdges, folderLoops, readPackage } from "./import-graph";

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
    packages: /^(@vnboard\/feed|fastify|@fastify\/.+|better-sqlite3|ws|pg|@nats-io\/.+)$/,
    node: true,
  },
  app: {
    packages:
      /^(@vnboard\/(feed|board-canvas)|react|react-dom(\/client)?|react-router-dom|nanostores|@nanostores\/react|i18next|d3-scale|d3-shape|dompurify|fflate|lightweight-charts)$/,
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

/**
 * Packages whose top-level folders are layered: no folder imports, directly or through others, a folder
 * that imports it back. A loop means one of the folders holds code that belongs lower (a shared type, a
 * constant), and the folders can no longer be read bottom up. The app joins this list once its folders
 * are layered.
 */
const FOLDER_LAYERED = ["feed", "board-canvas", "server"];

describe("folder layers", () => {
  for (const pkg of FOLDER_LAYERED) {
    it(`no folder loop in ${pkg}`, () => {
      const edges = folderEdges(readPackage(src(pkg)));
      const loops = folderLoops(edges).map(
        (loop) =>
          `${pkg}/src: ${loop.join(", ")} import each other (${loop
            .flatMap((from) =>
              [...(edges.get(from) ?? [])].filter((to) => loop.includes(to)).map((to) => `${from} -> ${to}`),
            )
            .join("; ")})`,
      );
      expect(loops, loops.join("\n")).toEqual([]);
    });
  }
});
