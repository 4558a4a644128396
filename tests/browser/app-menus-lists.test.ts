import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/**
 * Menus and put-through lists as a user reads them, in Chromium against the reference server: the
 * industry menu names each industry once, Hottrend's grid labels do not run into each other, and the
 * put-through lists' columns use the list's width.
 */

const POLL = { timeout: 60_000 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Boxes of the text of each element (its Range, not the element: a grid cell is wider than its label). */
function labelBoxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((links) =>
    links.map((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const rect = range.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }),
  );
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

describe("menus and put-through lists", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer();
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  async function open(path: string, viewport = { width: 1400, height: 800 }) {
    const opened = await chromium.newPage({ viewport });
    opened.page.setDefaultTimeout(60_000);
    opened.page.setDefaultNavigationTimeout(120_000);
    await opened.page.addInitScript(() => localStorage.setItem("promoDismissed", "true"));
    await opened.page.goto(`${app.url}${path}`);
    return opened;
  }

  it("the industry menu names each industry once; Hottrend's labels do not overlap", async () => {
    const { page, errors } = await open("/banggia/vn30");
    await page.click('[data-menu="industries"] > button');
    const industries = page.locator('[data-menu="industries"] .dropdown-panel a');
    await expect.poll(() => industries.count(), POLL).toBeGreaterThan(5);
    const names = (await industries.allTextContents()).map((name) => name.trim());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const boxes = await labelBoxes(page, '[data-menu="industries"] .dropdown-panel a');
    expect(boxes.filter((a, i) => boxes.some((b, j) => j > i && overlap(a, b)))).toEqual([]);

    for (const width of [1400, 900]) {
      await page.setViewportSize({ width, height: 800 });
      await page.click('[data-menu="hottrend"] > button');
      const selector = '[data-menu="hottrend"] .dropdown-panel a';
      await expect.poll(() => page.locator(selector).count(), POLL).toBe(22);
      const labels = await labelBoxes(page, selector);
      expect(
        labels.filter((a, i) => labels.some((b, j) => j > i && overlap(a, b))),
        `at ${width} px`,
      ).toEqual([]);
      await page.keyboard.press("Escape");
      await page.mouse.click(5, 700);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);

  it("the put-through lists' columns use the list's width", async () => {
    const { page, errors } = await open("/banggia/thoathuan/all", { width: 1600, height: 900 });
    for (const list of ["buy", "matched", "sell"]) {
      const scope = `[data-list="${list}"]`;
      await expect
        .poll(() => page.locator(`${scope} [role="columnheader"]`).count(), POLL)
        .toBeGreaterThan(4);
      const host = await page.locator(`${scope} .board-host`).boundingBox();
      if (host === null) throw new Error(`no ${list} list`);
      // The leaf headers (the ones with a column) side by side: their extent is the drawn table's width.
      const extent = await page
        .locator(`${scope} [role="columnheader"][data-column]`)
        .evaluateAll((cells) => {
          const boxes = cells.map((cell) => cell.getBoundingClientRect());
          return Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
        });
      expect(extent, list).toBeGreaterThan(host.width - 40);
      expect(extent, list).toBeLessThanOrEqual(host.width);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});
