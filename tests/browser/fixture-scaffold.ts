/**
 * The frame the board fixture tests share (a fixture page of tests/browser/fixtures built with Vite
 * against the packages' sources, served on loopback, and one Chromium), as app-scaffold.ts is for the
 * app's tests. Called at the top of a `describe`, it registers the suite's beforeAll (build, serve,
 * launch) and afterAll (close both, remove this process's fixture builds); `server` and `chromium` are
 * there inside the tests.
 */
import { afterAll, beforeAll } from "vitest";
import { FEED_SOURCE_ALIASES } from "../../source-aliases";
import { type LaunchChromiumOptions, type LaunchedChromium, launchChromium } from "./chromium";
import { type StaticServer, startStaticServer } from "./static-server";
import { started } from "./suite-resource";
import { buildFixture, removeFixtureBuilds } from "./vite-build";

export interface FixtureInChromium {
  /** The static server of the fixture's build (from beforeAll on). */
  readonly server: StaticServer;
  /** The browser (from beforeAll on). */
  readonly chromium: LaunchedChromium;
}

/** Building a fixture on a loaded machine takes minutes: the suite's setup may take up to 20. */
const SETUP_TIMEOUT_MS = 1_200_000;

export function fixtureInChromium(
  fixtureDir: string,
  cacheKey: string,
  browser: LaunchChromiumOptions = {},
): FixtureInChromium {
  let server: StaticServer | undefined;
  let chromium: LaunchedChromium | undefined;
  beforeAll(async () => {
    const build = await buildFixture(fixtureDir, {
      cacheKey,
      vite: { resolve: { alias: FEED_SOURCE_ALIASES } },
    });
    server = await startStaticServer(build.outDir);
    chromium = await launchChromium(browser);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await chromium?.close();
    await server?.close();
    removeFixtureBuilds();
  });
  return {
    get server() {
      return started(server, "the fixture's server");
    },
    get chromium() {
      return started(chromium, "Chromium");
    },
  };
}
