import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../packages/server/src/http/security-headers";
import { FEED_SOURCE_ALIASES } from "../../source-aliases";
import { pageCanvasColours } from "./canvas-colours";
import { type LaunchedChromium, launchChromium } from "./chromium";
import { type StaticServer, startStaticServer } from "./static-server";
import { buildFixture, removeFixtureBuilds } from "./vite-build";

const fixture = fileURLToPath(new URL("./fixtures/board-react", import.meta.url));

/** A canvas that gives the page surface no context (as a browser out of canvas memory may). */
async function failPageSurface(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: unknown[]) {
      const options = args[1] as { alpha?: boolean } | undefined;
      if (args[0] === "2d" && options?.alpha === false) return null;
      return (getContext as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof HTMLCanvasElement.prototype.getContext;
  });
}

describe("BoardView (React 19 host, StrictMode, CSP without unsafe-eval)", () => {
  let chromium: LaunchedChromium;
  let server: StaticServer;

  beforeAll(async () => {
    const build = await buildFixture(fixture, {
      cacheKey: "board-react",
      vite: { resolve: { alias: FEED_SOURCE_ALIASES } },
    });
    // Served under the reference server's policy (no 'unsafe-eval'), as a broker's portal may be: pixi
    // must draw without `new Function`, or the board stays empty.
    server = await startStaticServer(build.outDir, {
      headers: { "content-security-policy": contentSecurityPolicy("'none'") },
    });
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
    removeFixtureBuilds();
  });

  it("mounts one board, follows prop changes without remounting, and reports clicks", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1000, height: 400 } });
    await page.goto(server.url);
    await page.waitForFunction(() => (window as unknown as { __react: { ready: number } }).__react.ready > 0);
    // StrictMode mounts twice; the first board is destroyed, so exactly one stays in the page.
    expect(await page.locator('[data-vnboard="board"]').count()).toBe(1);
    expect(await page.locator('[role="rowgroup"] [role="row"]').count()).toBeGreaterThan(5);
    await page.click("#swap");
    await page.waitForFunction(
      () => document.querySelectorAll('[role="rowgroup"] [role="row"]').length === 2,
    );
    const header = (await page.locator('[data-column="code"]').boundingBox())!;
    await page.mouse.click(400, header.y + header.height + 14);
    const state = await page.evaluate(() => {
      const { clicks, ready } = (window as unknown as { __react: { clicks: string[]; ready: number } })
        .__react;
      return { clicks, ready };
    });
    expect(state.clicks).toHaveLength(1);
    expect(await page.locator('[data-vnboard="board"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("reports a board whose renderer cannot start through onError, and leaves nothing behind", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1000, height: 400 } });
    await failPageSurface(page);
    await page.goto(`${server.url}?renderer=canvas2d`);
    const reported = () =>
      page.evaluate(() => (window as unknown as { __react: { errors: string[] } }).__react.errors);
    await expect
      .poll(reported, { timeout: 30_000 })
      .toEqual(["renderer: the board's renderer could not start: no 2D context for the board's canvas"]);
    expect(await page.locator('[data-vnboard="board"]').count()).toBe(0);
    // No unhandled rejection in the page.
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("says a failed creation in the console when the host passes no onError (no silent blank)", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1000, height: 400 } });
    await failPageSurface(page);
    await page.goto(`${server.url}?renderer=canvas2d&onError=none`);
    await expect
      .poll(() => errors, { timeout: 30_000 })
      .toEqual([
        "console.error: vnboard: the board could not be created: the board's renderer could not start: no 2D context for the board's canvas",
      ]);
    await page.close();
  }, 120_000);

  it("goes on drawing on the page's own canvas when its drawing worker dies, without being made again", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1000, height: 400 } });
    // The board's drawing worker runs, then dies of an uncaught error 1.5 s after it started (a crash);
    // the script is the board's own, with a timer added to its end.
    await page.addInitScript(() => {
      const NativeBlob = window.Blob;
      window.Blob = class extends NativeBlob {
        constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
          const script = options?.type === "text/javascript";
          const crash = "\nsetTimeout(() => { throw new Error('drawing worker crashed'); }, 1500);";
          super(script ? [...(parts ?? []), crash] : parts, options);
        }
      };
    });
    await page.goto(`${server.url}?renderer=default`);
    type Host = {
      __react: { errors: string[]; board: { rendererName: string; element: HTMLElement } | null };
    };
    const renderer = () => page.evaluate(() => (window as unknown as Host).__react.board?.rendererName ?? "");
    await expect.poll(renderer, { timeout: 30_000 }).toBe("canvas-worker");
    // Mark the board's element: the same element must hold the board after the crash (not a new board).
    await page.evaluate(() => {
      (window as unknown as Host).__react.board!.element.dataset.before = "crash";
    });
    const canvas = page.locator('[data-vnboard="board"] canvas');
    expect(await canvas.evaluate((element: HTMLCanvasElement) => element.dataset.surface)).toBe("worker");

    await expect.poll(renderer, { timeout: 30_000 }).toBe("canvas2d");
    const reported = await page.evaluate(() => (window as unknown as Host).__react.errors);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(
      /^worker: .*drawing worker crashed.*the board draws on the page's own canvas now$/,
    );
    expect(await page.locator('[data-vnboard="board"][data-before="crash"]').count()).toBe(1);
    expect(await page.locator('[data-vnboard="board"] canvas').count()).toBe(1);
    expect(await canvas.evaluate((element: HTMLCanvasElement) => element.dataset.surface)).toBe("page");
    // The new canvas is drawn whole: the rows' many colours, not a blank background.
    await expect.poll(() => pageCanvasColours(canvas), { timeout: 10_000 }).toBeGreaterThan(20);
    // And it keeps following the host: two rows after the swap.
    await page.click("#swap");
    await page.waitForFunction(
      () => document.querySelectorAll('[role="rowgroup"] [role="row"]').length === 2,
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
