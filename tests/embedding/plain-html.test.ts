/**
 * examples/plain-html in Chromium: no React, no bundler. A plain static server hands out the page, the
 * packages' dist/ and their dependencies' ESM files from node_modules, as the page's import map names
 * them; the page connects to the real reference server given by `?ws=`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIGHT_THEME } from "../../packages/board-canvas/src/theme";
import { saveDocsImage } from "./docs-images";
import { installListenerProbe } from "./listener-probe";
import { REPO_ROOT } from "./package-dists";
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
import { type PlainHtmlEnv, startPlainHtmlEnv } from "./plain-html-env";

const EXAMPLE = join(REPO_ROOT, "examples", "plain-html");
const SOURCE = readFileSync(join(EXAMPLE, "main.js"), "utf8");
/** The two boards' codes, read from the example. */
const CODES = [...SOURCE.matchAll(/codes: (\[[^\]]*\])/g)].map((match) => JSON.parse(match[1]) as string[]);
const SECOND_HEADER = /headerBackground: "(#[0-9a-f]{6})"/.exec(SOURCE)![1];
const HOST_ELEMENTS = [
  "body",
  ".portal-header",
  ".portal-header h1",
  "#close-boards",
  ".portal-main",
  ".portal-main h2",
];

type ListenerWindow = { __globalListeners(): string[] };

describe("examples/plain-html: two createBoard instances, import map, no bundler", () => {
  let env: PlainHtmlEnv;
  let web: PlainHtmlEnv["web"];
  let chromium: PlainHtmlEnv["chromium"];
  let pageUrl = "";

  beforeAll(async () => {
    env = await startPlainHtmlEnv();
    ({ web, chromium, pageUrl } = env);
  }, 600_000);

  afterAll(async () => {
    await env?.close();
  });

  it("shows two live boards, each with its own symbols and colours, and opens the ticket of the row clicked", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1000, height: 760 } });
    await page.goto(pageUrl);
    await page.waitForSelector('body[data-boards="ready"]', { timeout: 30_000 });
    expect(CODES).toHaveLength(2);
    for (const [board, codes] of CODES.entries()) {
      await expect
        .poll(async () => (await boardRows(page, board)).map((row) => row[0]), { timeout: 30_000 })
        .toEqual(codes);
      for (const row of await boardRows(page, board)) expect(row[1]).toMatch(/^\d+\.\d\d$/);
    }
    const before = await canvasFingerprint(page, 1);
    await expect.poll(() => canvasFingerprint(page, 1), { timeout: 20_000 }).not.toBe(before);
    // No React and nothing from a bundler: the page loaded the packages' dist files themselves.
    expect(web.requested.some((path) => path.includes("react"))).toBe(false);
    expect(web.requested).toContain("/packages/board-canvas/dist/index.js");

    const boards = page.locator('[data-vnboard="board"]');
    const headers = boards.locator(':scope > [role="row"]');
    expect(await headers.nth(0).evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      rgb(SECOND_HEADER),
    );
    expect(await headers.nth(1).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      rgb(SECOND_HEADER),
    );
    const height = (await boards.nth(1).boundingBox())!.height;
    expect((await canvasPixel(page, 1, 5, height - 48 - 8)).slice(0, 3)).toEqual(
      channels(LIGHT_THEME.background),
    );
    await saveDocsImage(page, "plain-html");

    const point = await rowPoint(boards.nth(1), 3);
    await page.mouse.click(point.x, point.y);
    await expect.poll(() => page.locator("#ticket").getAttribute("data-ticket")).toBe(CODES[1][3]);
    expect(await page.locator("#ticket").isVisible()).toBe(true);
    const first = await rowPoint(boards.nth(0), 1);
    await page.mouse.click(first.x, first.y);
    await expect.poll(() => page.locator("#ticket").getAttribute("data-ticket")).toBe(CODES[0][1]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("says in the console, with its size, that a host without a height leaves no room for the board", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1000, height: 760 } });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    // The usual first try of an embedding: the second host is a plain block with no height of its own.
    await page.addInitScript(() => {
      addEventListener("DOMContentLoaded", () => {
        const style = document.createElement("style");
        style.textContent =
          "#industry { height: auto !important; min-height: 0 !important; flex: none !important }";
        document.head.append(style);
      });
    });
    await page.goto(pageUrl);
    await page.waitForSelector('body[data-boards="ready"]', { timeout: 30_000 });
    await expect
      .poll(async () => (await boardRows(page, 0)).length, { timeout: 30_000 })
      .toBe(CODES[0].length);
    const industry = (await page.locator("#industry").boundingBox())!;
    expect(industry.height).toBe(0);
    await expect
      .poll(() => warnings.filter((text) => text.startsWith("vnboard: host-size:")), { timeout: 10_000 })
      .toEqual([
        `vnboard: host-size: the board's host is ${Math.round(industry.width)} x 0 px, with no room for rows: ` +
          "the board fills its host, so give the host a height and a width (e.g. height: 600px, or a flex item)",
      ]);
    // The first board, whose host has its height, says nothing of the kind.
    expect(warnings.filter((text) => text.includes("host-size"))).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("adds no style sheet and changes no style of the page's own elements", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1000, height: 760 } });
    // The same page without the board package: the broker's own look.
    await page.route("**/packages/board-canvas/dist/**", (route) => route.abort());
    await page.goto(pageUrl);
    await page.waitForLoadState("load");
    const bare = await hostStyles(page, HOST_ELEMENTS);
    const bareSheets = await styleSheets(page);
    await page.unroute("**/packages/board-canvas/dist/**");
    await page.goto(pageUrl);
    await page.waitForSelector('body[data-boards="ready"]', { timeout: 30_000 });
    await expect
      .poll(async () => (await boardRows(page, 1)).length, { timeout: 30_000 })
      .toBe(CODES[1].length);
    expect(await hostStyles(page, HOST_ELEMENTS)).toEqual(bare);
    expect(await styleSheets(page)).toEqual(bareSheets);
    expect(bareSheets).toEqual({
      sheets: [`${web.url}/examples/plain-html/portal.css`],
      adopted: 0,
      styleElements: 0,
    });
    await page.close();
  }, 120_000);

  it("leaves no window or document listener and no element behind after destroy()", async () => {
    const { page, context, errors } = await chromium.newPage({ viewport: { width: 1000, height: 760 } });
    await context.addInitScript(installListenerProbe);
    // Baseline: the page with the modules loaded but no board (the board package cut off).
    await page.route("**/packages/board-canvas/dist/**", (route) => route.abort());
    await page.goto(pageUrl);
    await page.waitForLoadState("load");
    const bare = await page.evaluate(() => (window as unknown as ListenerWindow).__globalListeners());
    await page.unroute("**/packages/board-canvas/dist/**");
    errors.length = 0; // the cut-off package's failed load

    await page.goto(pageUrl);
    await page.waitForSelector('body[data-boards="ready"]', { timeout: 30_000 });
    await expect
      .poll(async () => (await boardRows(page, 0)).length, { timeout: 30_000 })
      .toBe(CODES[0].length);
    const mounted = await page.evaluate(() => (window as unknown as ListenerWindow).__globalListeners());
    console.log(`global listeners: ${bare.length} without boards, two boards mounted: ${mounted.join(", ")}`);
    // While mounted, each board listens only for the tab's visibility (flashes pause in a hidden tab):
    // none of pixi's listeners on the host's whole document (pointer tracking, Tab for its a11y layer).
    expect(mounted).toEqual(
      [...bare, "document:visibilitychange:false", "document:visibilitychange:false"].sort(),
    );
    // Tab in the host page: nothing of the boards' renderers wakes up or adds elements to the page.
    const elements = () => page.evaluate(() => document.querySelectorAll("body *").length);
    const before = await elements();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await elements()).toBe(before);
    expect(await page.evaluate(() => (window as unknown as ListenerWindow).__globalListeners())).toEqual(
      mounted,
    );
    // A DOM click: Playwright's own page.click() adds capture listeners to window for its hit checks.
    await page.evaluate(() => document.getElementById("close-boards")!.click());
    await page.waitForSelector('body[data-boards="closed"]');
    expect(await page.locator('[data-vnboard="board"]').count()).toBe(0);
    expect(await page.locator("canvas").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as ListenerWindow).__globalListeners())).toEqual(
      bare,
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
