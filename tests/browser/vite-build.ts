/**
 * Builds a browser-test fixture (a directory with an index.html) with Vite's JS API into a temp dir.
 *
 * Builds are cached per process (each vitest test file runs in its own fork, so per test file) by fixture
 * root and options, and run one at a time. Call `removeFixtureBuilds()` in afterAll (vitest may end its
 * forks without an 'exit' event). The build is a production build even under vitest (which sets
 * NODE_ENV=test), unminified with source maps so page errors stay readable.
 *
 * JSX: Vite 8 transforms `.tsx` with Oxc, whose default already is React's automatic runtime; `react`
 * (default true) states it explicitly (`oxc: { jsx: { runtime: "automatic" } }`) so fixtures need no
 * `import React`. No plugin is needed; `@vitejs/plugin-react` only adds Fast Refresh, unused by a build.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build, type InlineConfig, mergeConfig } from "vite";

export interface BuildFixtureOptions {
  /** Compile `.tsx`/`.jsx` with React's automatic JSX runtime. Default true (harmless without JSX). */
  react?: boolean;
  /** Extra Vite config merged over the defaults (aliases, defines, plugins, …). Not part of the cache key. */
  vite?: InlineConfig;
  /** Distinguishes cache entries for the same root built with different `vite` configs. */
  cacheKey?: string;
}

export interface FixtureBuild {
  root: string;
  outDir: string;
  /** Wall-clock time the build took, in ms (0 when served from the cache). */
  buildMs: number;
}

const cache = new Map<string, Promise<FixtureBuild>>();
const tempDirs: string[] = [];
let queue: Promise<unknown> = Promise.resolve();

/** Deletes every build this process made and forgets the cache. */
export function removeFixtureBuilds(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  cache.clear();
}

process.once("exit", removeFixtureBuilds);

async function runBuild(root: string, options: BuildFixtureOptions): Promise<FixtureBuild> {
  const outDir = mkdtempSync(join(tmpdir(), "vnboard-browser-build-"));
  tempDirs.push(outDir);
  const base: InlineConfig = {
    root,
    configFile: false,
    envDir: false,
    mode: "production",
    logLevel: "warn",
    clearScreen: false,
    oxc: options.react === false ? undefined : { jsx: { runtime: "automatic", importSource: "react" } },
    build: { outDir, emptyOutDir: true, sourcemap: true, reportCompressedSize: false, minify: false },
  };
  const config = options.vite ? mergeConfig(base, options.vite) : base;
  const started = performance.now();
  const previousNodeEnv = process.env.NODE_ENV;
  // Vite derives isProduction (and React's build flavour) from NODE_ENV, which vitest sets to "test".
  process.env.NODE_ENV = "production";
  try {
    await build(config);
  } finally {
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
  }
  return { root, outDir, buildMs: Math.round(performance.now() - started) };
}

/** Builds `fixtureDir` (absolute, or relative to the cwd) once per process; later calls get the same build. */
export function buildFixture(fixtureDir: string, options: BuildFixtureOptions = {}): Promise<FixtureBuild> {
  const root = resolve(fixtureDir);
  const key = JSON.stringify([root, options.react ?? true, options.cacheKey ?? ""]);
  let pending = cache.get(key);
  if (!pending) {
    pending = queue.then(() => runBuild(root, options));
    queue = pending.catch(() => undefined);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  }
  return pending.then((done) => ({ ...done, buildMs: 0 }));
}
