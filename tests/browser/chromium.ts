/**
 * Launches Debian's Chromium (/usr/bin/chromium) through playwright-core for the browser test tier.
 *
 * Never downloads a browser build: when the binary is missing, `scripts/ensure-chromium.sh` installs the
 * Debian packages with apt-get (once per process).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";

export const CHROMIUM_PATH = "/usr/bin/chromium";

const ENSURE_SCRIPT = fileURLToPath(new URL("../../scripts/ensure-chromium.sh", import.meta.url));

/** Flags every launch uses. Playwright adds its own (`--headless`, `--user-data-dir=<fresh temp dir>`, …). */
export const BASE_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Without WebGL: no GPU process work at all. */
export const NO_GPU_ARGS: readonly string[] = ["--disable-gpu"];

/** WebGL rendered in software by SwiftShader through ANGLE (slow, but real). */
export const WEBGL_ARGS: readonly string[] = ["--use-angle=swiftshader", "--enable-unsafe-swiftshader"];

export function chromiumArgs(webgl: boolean): string[] {
  return [...BASE_ARGS, ...(webgl ? WEBGL_ARGS : NO_GPU_ARGS)];
}

let ensured = false;

/**
 * Makes sure /usr/bin/chromium exists, running `scripts/ensure-chromium.sh` (apt-get) at most once per
 * process when it does not. Throws with the script's exit status when the install fails.
 */
export function ensureChromium(): void {
  if (ensured || existsSync(CHROMIUM_PATH)) {
    ensured = true;
    return;
  }
  const result = spawnSync("bash", [ENSURE_SCRIPT], {
    stdio: ["ignore", "inherit", "inherit"],
    timeout: 20 * 60_000,
  });
  if (result.error) throw new Error(`ensure-chromium.sh could not run: ${result.error.message}`);
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    throw new Error(`ensure-chromium.sh failed (exit ${result.status}); ${CHROMIUM_PATH} is still missing`);
  }
  ensured = true;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface LaunchChromiumOptions {
  /** Enable software WebGL (SwiftShader). Default false (`--disable-gpu`). */
  webgl?: boolean;
  /** Default device scale factor for pages from `newPage`. Default 1. */
  deviceScaleFactor?: number;
  /** Default viewport for pages from `newPage`. Default 800×600. */
  viewport?: Viewport;
  /** Extra Chromium flags. */
  args?: string[];
  /** Playwright's launch timeout in ms. Default 60 s. */
  timeout?: number;
}

export interface NewPageOptions extends Omit<BrowserContextOptions, "viewport" | "deviceScaleFactor"> {
  viewport?: Viewport;
  deviceScaleFactor?: number;
  /** Collect uncaught page errors and `console.error` messages into `errors`. Default true. */
  collectErrors?: boolean;
}

export interface BrowserPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions and `console.error` messages seen on the page so far. */
  errors: string[];
}

export interface LaunchedChromium {
  browser: Browser;
  webgl: boolean;
  /** A page in its own fresh context (own cookies/storage), using the launch's viewport and scale by default. */
  newPage(options?: NewPageOptions): Promise<BrowserPage>;
  /** Closes every context open in the browser; the browser stays for the next file. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Chromium processes by launch flags, kept for the whole test process. The browser tier runs its files
 * one after another in one process (vitest.config.ts): each file's `close()` closes its contexts, and
 * the next file with the same flags reuses the browser instead of launching one (2-3 s a launch on the
 * CI machine, about 45 files). Playwright ends them when the process exits. Pages never share state: each
 * `newPage` is a fresh context (own storage, cookies, cache, permissions).
 */
const browsers = new Map<string, Promise<Browser>>();

async function browserFor(args: string[], timeout: number): Promise<Browser> {
  const key = args.join(" ");
  const known = browsers.get(key);
  if (known !== undefined) {
    const browser = await known.catch(() => null);
    // A browser that crashed or was closed by a test is launched again.
    if (browser?.isConnected()) return browser;
  }
  const launching = chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args, timeout });
  browsers.set(key, launching);
  return launching;
}

export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<LaunchedChromium> {
  ensureChromium();
  const webgl = options.webgl ?? false;
  const browser = await browserFor(
    [...chromiumArgs(webgl), ...(options.args ?? [])],
    options.timeout ?? 60_000,
  );
  const defaultViewport = options.viewport ?? { width: 800, height: 600 };
  const defaultScale = options.deviceScaleFactor ?? 1;
  let closed = false;

  return {
    browser,
    webgl,
    async newPage(pageOptions: NewPageOptions = {}): Promise<BrowserPage> {
      const { viewport, deviceScaleFactor, collectErrors = true, ...contextOptions } = pageOptions;
      const context = await browser.newContext({
        ...contextOptions,
        viewport: viewport ?? defaultViewport,
        deviceScaleFactor: deviceScaleFactor ?? defaultScale,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      if (collectErrors) {
        page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
        page.on("console", (message) => {
          // Chromium asks every page for /favicon.ico; a fixture without one is no error.
          if (message.type() !== "error" || message.location().url.endsWith("/favicon.ico")) return;
          errors.push(`console.error: ${message.text()}`);
        });
      }
      return { page, context, errors };
    },
    // The browser stays for the next file (browserFor); only what this one opened goes. Files run one
    // at a time, so every context open now is this file's.
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.allSettled(browser.contexts().map((context) => context.close()));
    },
  };
}
