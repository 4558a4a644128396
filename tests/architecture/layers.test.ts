import { readFileSync } from "node:fs";
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
    packages: /^(@vnboard\/feed(\/(protocol|rest))?|fastify|@fastify\/.+|better-sqlite3|ws|pg|@nats-io\/.+)$/,
    node: true,
  },
  app: {
    packages:
      /^(@vnboard\/(feed(\/(protocol|rest))?|board-canvas)|react|react-dom(\/client)?|react-router-dom|nanostores|@nanostores\/react|i18next|d3-scale|d3-shape|dompurify|fflate|lightweight-charts|virtual:vnboard-theme\.css)$/,
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
 * The app's folders (issue 16): `shared/` holds what features use, `features/` one folder per feature,
 * `root/` the composition root (App, route pages, string-table registration); main.tsx sits in src/.
 * The units are the top-level folders and, inside shared/ and features/, each sub-folder. No unit may
 * reach another that reaches it back (directly or through others), and no arrow runs up a layer.
 */
describe("app folders", () => {
  const LAYERS = ["shared", "features", "root"];
  const files = readPackage(src("app"));
  /** "features/popups" for features/popups/stock/x.ts, "root" for root/App.tsx, "" for src/main.tsx. */
  const unitOf = (path: string): string => {
    const parts = path.split("/");
    if (parts.length < 2) return "";
    if (parts.length > 2 && (parts[0] === "shared" || parts[0] === "features"))
      return `${parts[0]}/${parts[1]}`;
    return parts[0] as string;
  };
  const arrows = files.flatMap((file) =>
    file.local.map((target) => ({ file: file.path, target, from: unitOf(file.path), to: unitOf(target) })),
  );

  it("app has no folder loop", () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of arrows) {
      if (from === "" || to === "" || from === to) continue;
      edges.set(from, (edges.get(from) ?? new Set<string>()).add(to));
    }
    expect(folderLoops(edges)).toEqual([]);
  });

  it("app's layers import only downwards (shared < features < root)", () => {
    const layer = (path: string) => LAYERS.indexOf(path.split("/")[0] as string);
    const upward = arrows
      .filter(({ file, target }) => layer(file) >= 0 && layer(target) > layer(file))
      .map(({ file, target }) => `${file} imports ${target}`);
    const outside = files
      .filter((file) => file.path.includes("/") && layer(file.path) < 0)
      .map((file) => `${file.path} is outside shared/, features/ and root/`);
    expect([...upward, ...outside]).toEqual([]);
  });
});

/**
 * Packages whose top-level folders are layered: no folder imports, directly or through others, a folder
 * that imports it back. A loop means one of the folders holds code that belongs lower (a shared type, a
 * constant), and the folders can no longer be read bottom up. The app has its own, finer check
 * above (its layers and their sub-folders).
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

/**
 * The feed runs in the page, in the feed worker and in Node (the reference server): it compiles without
 * TypeScript's DOM library, against the globals those three share (packages/feed/src/platform.d.ts), so
 * a reach for `document` or `window` fails the build rather than the server.
 */
describe("feed's platform", () => {
  it("feed compiles without the DOM library", () => {
    const config = JSON.parse(
      readFileSync(new URL("../../packages/feed/tsconfig.json", import.meta.url), "utf8"),
    );
    const libs: string[] = config.compilerOptions.lib;
    expect(libs.filter((lib) => /^dom/i.test(lib))).toEqual([]);
    expect(config.compilerOptions.types).toEqual([]);
  });
});
