/**
 * The frame most app tests share: the reference server serving the built app, one Chromium, and fresh
 * pages opened on the app's paths. Called at the top of a `describe`, it registers the suite's
 * beforeAll (start both) and afterAll (close both); `app` and `chromium` are there inside the tests.
 */
import { afterAll, beforeAll } from "vitest";
import { type AppServer, type AppServerOptions, startAppServer } from "./app-server";
import {
  type BrowserPage,
  type LaunchChromiumOptions,
  type LaunchedChromium,
  launchChromium,
  type NewPageOptions,
} from "./chromium";
import { started } from "./suite-resource";

export interface AppInChromium {
  /** The running server (from beforeAll on). */
  readonly app: AppServer;
  /** The browser (from beforeAll on). */
  readonly chromium: LaunchedChromium;
  /** A page in a fresh context (own storage, errors collected) on `path` of the app ("/banggia/vn30"). */
  open(path: string, options?: NewPageOptions): Promise<BrowserPage>;
}

/** Building the app on a loaded machine takes minutes: the suite's setup may take up to 20. */
const SETUP_TIMEOUT_MS = 1_200_000;

export function appInChromium(
  server: AppServerOptions = {},
  browser: LaunchChromiumOptions = {},
): AppInChromium {
  let app: AppServer | undefined;
  let chromium: LaunchedChromium | undefined;
  beforeAll(async () => {
    app = await startAppServer(server);
    chromium = await launchChromium(browser);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });
  return {
    get app() {
      return started(app, "the app server");
    },
    get chromium() {
      return started(chromium, "Chromium");
    },
    async open(path, options) {
      const opened = await started(chromium, "Chromium").newPage(options);
      await opened.page.goto(`${started(app, "the app server").url}${path}`);
      return opened;
    },
  };
}
