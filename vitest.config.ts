import { defineConfig } from "vitest/config";
import { FEED_SOURCE_ALIASES } from "./source-aliases";

/**
 * Five tiers, each a vitest project, so a developer runs the fast one while working and CI runs all:
 * - unit: the packages' own tests (src/**) and the layer checks, pure or on loopback in-process servers;
 *   a few minutes at most.
 * - integration: the whole reference provider driven by the feed package's clients (tests/integration),
 *   and the packages' own tests that start NATS or PostgreSQL or run a whole simulated day
 *   (src/**\/*.integration.test.ts).
 * - browser: the app and the board in Debian's Chromium against the real server (tests/browser).
 * - reliability: restarts, kills, fuzz, durability, hostile input (tests/reliability).
 * - embedding: the packages as a broker uses them: tarballs, fresh projects, plain HTML (tests/embedding).
 * `npm test` runs every tier; `npm run test:unit` (or `vitest run --project unit`) one of them.
 * The browser tier runs its files one after another in one process (`isolate: false`): the modules
 * (the server's sources, playwright) load once, not once per file (about 1 s a file here), and so does
 * Chromium (tests/browser/chromium.ts keeps one per launch flags; each page is a fresh context). Each
 * file still starts its own servers and closes its pages in its afterAll.
 */
const tier = (
  name: string,
  include: string[],
  options: {
    exclude?: string[];
    maxWorkers?: number;
    isolate?: boolean;
    groupOrder?: number;
    pollTimeoutMs?: number;
  } = {},
) => ({
  extends: true as const,
  test: {
    name,
    include,
    exclude: ["**/node_modules/**", "**/dist/**", ...(options.exclude ?? [])],
    maxWorkers: options.maxWorkers,
    isolate: options.isolate,
    ...(options.pollTimeoutMs === undefined ? {} : { expect: { poll: { timeout: options.pollTimeoutMs } } }),
    ...(options.groupOrder === undefined ? {} : { sequence: { groupOrder: options.groupOrder } }),
  },
});
/** A package's own test that starts a real engine (NATS, PostgreSQL) or runs a whole simulated day. */
const PACKAGE_INTEGRATION = "packages/*/src/**/*.integration.test.ts";
/**
 * How long an `expect.poll` without its own timeout waits in the tiers that drive Chromium (vitest's
 * default is 1 s). What they wait for goes through a server, a React render or a worker's frame, and
 * on a loaded 2-core CI machine (a second tier's servers beside them) such a chain can pass 1 s: about
 * half of these tiers' polls had no timeout of their own. A poll that will pass passes as soon as it
 * does; only a failing one waits the longer time.
 */
const CHROMIUM_POLL_TIMEOUT_MS = 5_000;

export default defineConfig({
  // Tests run against the packages' sources, never a stale dist/ build.
  resolve: {
    alias: FEED_SOURCE_ALIASES,
  },
  test: {
    exclude: ["**/node_modules/**", "**/dist/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two test files at a time, but one at a time in the browser tier (below). Vitest's default for `run`
    // is one fewer than the cores: a single worker on the 2-core CI machine, the other core idle while a
    // file waits on a server, a child process or a timer. The forks of one run share their builds
    // (tests/browser/app-server.ts, tests/embedding/package-dists.ts) under lock folders, and servers
    // listen on port 0. Two browser files side by side (two Chromiums, two servers) made
    // app-special.test.ts time out on a loaded machine (its top lists and its 1 px-per-50 ms scroll), so
    // that tier keeps one worker; vitest runs the tiers with one worker as a group of their own.
    maxWorkers: 2,
    projects: [
      tier("unit", ["packages/*/src/**/*.test.ts", "tests/architecture/**/*.test.ts"], {
        exclude: [PACKAGE_INTEGRATION],
      }),
      tier("integration", ["tests/integration/**/*.test.ts", PACKAGE_INTEGRATION]),
      // A group of its own after the two-worker tiers (vitest runs one group at a time, each with one
      // maxWorkers): a non-isolated project is not put in vitest's sequential group by itself.
      tier("browser", ["tests/browser/**/*.test.ts"], {
        maxWorkers: 1,
        isolate: false,
        groupOrder: 1,
        pollTimeoutMs: CHROMIUM_POLL_TIMEOUT_MS,
      }),
      // Its files drive Chromium and servers too (restarts, a background tab, pixel comparisons): one at a
      // time, like the browser tier (two side by side failed server-restarts' pixel check under load).
      tier("reliability", ["tests/reliability/**/*.test.ts"], {
        maxWorkers: 1,
        pollTimeoutMs: CHROMIUM_POLL_TIMEOUT_MS,
      }),
      tier("embedding", ["tests/embedding/**/*.test.ts"], { pollTimeoutMs: CHROMIUM_POLL_TIMEOUT_MS }),
    ],
  },
});
