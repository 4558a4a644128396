/**
 * examples/react-portal in Chromium against the real reference server, which serves the built example
 * as its static folder (so the example connects to this host's /ws, as a portal served next to its
 * provider would). The example imports the packages' built dist/ by their published names.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DARK_THEME } from "../../packages/board-canvas/src/theme";
import { type LaunchedChromium, launchChromium } from "../browser/chromium";
import { saveDocsImage } from "./docs-images";
import { buildReactPortal, REACT_PORTAL_DIR } from "./example-builds";
import { installListenerProbe } from "./listener-probe";
import { ensurePackagesBuilt } from "./package-dists";
import {
  boardRows,
  canvasFingerprint,
  canvasPixel,
  channels,
  hostStyles,
  rgb,
  rowPoint,
  styleSheets,
} from "./page-probes";
import { type ReferenceServer, startReferenceServer } from "./reference-server";

const SOURCE = readFileSync(join(REACT_PORTAL_DIR, "src", "main.tsx"), "utf8");
/** The example's codes and theme, read from its source so that the test follows the example. */
const CODES = JSON.parse(/codes: (\[[^\]]*\])/.exec(SOURCE)![1]) as string[];
const THEME = {
  background: /background: "(#[0-9a-f]{6})"/.exec(SOURCE)![1],
  headerBackground: /headerBackground: "(#[0-9a-f]{6})"/.exec(SOURCE)![1],
};
const HOST_ELEMENTS = [
  "body",
  ".portal-header",
  ".portal-header h1",
  ".portal-header nav button",
  ".portal-main",
  ".portal-main p",
];

describe("examples/react-portal on the reference server", () => {
  let server: ReferenceServer;
  let chromium: LaunchedChromium;
  let removeBuild = () => {};

  beforeAll(async () => {
    await ensurePackagesBuilt();
    const built = await buildReactPortal();
    removeBuild = built.remove;
    server = await startReferenceServer(built.outDir);
    chromium = await launchChromium();
  }, 600_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.stop();
    removeBuild();
  });

  it("keeps the board code within 15 lines", () => {
    const block = /\/\/ board: begin\n([\s\S]*?)\/\/ board: end/.exec(SOURCE)![1];
    const blockLines = block.split("\n").filter((line) => line.trim() !== "").length;
    const boardViewLines = SOURCE.split("\n").filter((line) => /^\s*<BoardView/.test(line)).length;
    expect(boardViewLines).toBe(1);
    expect(blockLines + boardViewLines).toBeLessThanOrEqual(15);
  });

  it("shows the chosen symbols live, in the broker's colours, and opens the broker's order ticket on a click", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/index.html`);
    const board = page.locator('[data-vnboard="board"]');
    await expect
      .poll(async () => (await boardRows(page, 0)).map((row) => row[0]), { timeout: 30_000 })
      .toEqual(CODES);
    // Live: prices are there and the canvas keeps changing as updates arrive.
    for (const row of await boardRows(page, 0)) expect(row[1]).toMatch(/^\d+\.\d\d$/);
    const before = await canvasFingerprint(page, 0);
    await expect.poll(() => canvasFingerprint(page, 0), { timeout: 20_000 }).not.toBe(before);

    // Theme: the header (DOM) and the canvas below the last row take the broker's colours.
    const header = board.locator('[role="row"]').first();
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      rgb(THEME.headerBackground),
    );
    expect(THEME.background).not.toBe(DARK_THEME.background);
    const height = (await board.boundingBox())!.height;
    const pixel = await canvasPixel(page, 0, 5, height - 48 - 10);
    expect(pixel.slice(0, 3)).toEqual(channels(THEME.background));
    await saveDocsImage(page, "react-portal");

    const point = await rowPoint(board, 2);
    await page.mouse.click(point.x, point.y);
    await expect.poll(() => page.locator("[data-ticket]").getAttribute("data-ticket")).toBe(CODES[2]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("works inside the scrolling portal page: after the page scrolls, a click still hits the row under it", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1100, height: 500 } });
    await page.goto(`${server.url}/index.html`);
    await expect.poll(async () => (await boardRows(page, 0)).length, { timeout: 30_000 }).toBe(CODES.length);
    await page.mouse.wheel(0, 260);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const board = page.locator('[data-vnboard="board"]');
    const point = await rowPoint(board, 6);
    expect(point.y).toBeLessThan(500);
    await page.mouse.click(point.x, point.y);
    await expect.poll(() => page.locator("[data-ticket]").getAttribute("data-ticket")).toBe(CODES[6]);
    // The wheel over the page scrolled the page; the board (10 rows, no overflow) did not take it.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("adds no style sheet and changes no style of the portal's own elements", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1280, height: 800 } });
    // The same page with the board's scripts cut off: the portal's own look, without any board.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/index.html`);
    await page.waitForLoadState("load");
    // No React at all without scripts: render the portal's static markup by hand for the comparison.
    await page.evaluate(() => {
      document.getElementById("root")!.innerHTML =
        '<header class="portal-header"><h1>Acme Securities</h1><nav><button aria-pressed="true">Markets</button></nav></header><main class="portal-main"><p>x</p></main>';
    });
    const bare = await hostStyles(page, HOST_ELEMENTS);
    const bareSheets = await styleSheets(page);
    await page.unroute(/\/assets\/.*\.js$/);
    await page.goto(`${server.url}/index.html`);
    await expect.poll(async () => (await boardRows(page, 0)).length, { timeout: 30_000 }).toBe(CODES.length);
    expect(await hostStyles(page, HOST_ELEMENTS)).toEqual(bare);
    expect(await styleSheets(page)).toEqual(bareSheets);
    expect(bareSheets.adopted).toBe(0);
    expect(bareSheets.styleElements).toBe(0);
    await page.close();
  }, 120_000);

  it("leaves no window or document listener behind when the portal unmounts the board", async () => {
    const { page, context, errors } = await chromium.newPage({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(installListenerProbe);
    await page.goto(`${server.url}/index.html`);
    await expect.poll(async () => (await boardRows(page, 0)).length, { timeout: 30_000 }).toBe(CODES.length);
    const listeners = () =>
      page.evaluate(() => (window as unknown as { __globalListeners(): string[] }).__globalListeners());
    const mounted = await listeners();
    await page.getByRole("button", { name: "Portfolio" }).click();
    await expect.poll(() => page.locator('[data-vnboard="board"]').count()).toBe(0);
    const unmounted = await listeners();
    // What the board added while mounted is gone once React unmounted it; mounting again adds the same.
    expect(mounted.filter((key) => !unmounted.includes(key)).length).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Markets" }).click();
    await expect.poll(async () => (await boardRows(page, 0)).length, { timeout: 30_000 }).toBe(CODES.length);
    expect(await listeners()).toEqual(mounted);
    await page.getByRole("button", { name: "Portfolio" }).click();
    await expect.poll(() => page.locator('[data-vnboard="board"]').count()).toBe(0);
    expect(await listeners()).toEqual(unmounted);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
