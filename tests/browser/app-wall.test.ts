import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";
import { compareScreenshot } from "./screenshot";

const WALL_4K = { width: 3840, height: 2160 };
const FULL_HD = { width: 1920, height: 1080 };

/**
 * The element's box. Asked again while the element has none: the board rebuilds its header when the
 * app's later label tables arrive (after the first rows), and a header cell replaced between the
 * locator's match and its measure has no box.
 */
async function box(page: Page, selector: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = await page.locator(selector).first().boundingBox();
    if (found !== null) return found;
    await page.waitForTimeout(100);
  }
  throw new Error(`${selector} has no box`);
}

/** The first row's code cell: under the header, in the code column, one row high (rows are drawn). */
async function firstCodeCell(page: Page) {
  await expect
    .poll(() => page.locator('.board-host [role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
    .toBeGreaterThan(5);
  const header = await box(page, '.board-host [role="columnheader"][data-column="code"]');
  const rowHeight = await page
    .locator(".scroll-page")
    .evaluate((el) => 28 * Number(el.getAttribute("data-wall-scale")));
  return { x: header.x + 2, y: header.y + header.height + 2, width: header.width - 4, height: rowHeight - 4 };
}

/**
 * The wall displays (/hsx/scroll, /plasma) on a 4K wall and a full-HD screen: the scale follows the
 * screen (3 at 3840x2160, 1 at 1920x1080), the auto-scroll board fills the width, and its text is
 * readable from about 3 m (rows three times as high: 84 px).
 */
describe("the wall displays", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer({ args: ["--demo-start", "16:00"] });
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  it("draws the auto-scroll board three times larger across the whole width of a 4K wall", async () => {
    const { page } = await chromium.newPage({ viewport: WALL_4K });
    await page.goto(`${app.url}/banggia/hsx/scroll`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    await expect.poll(() => page.locator(".scroll-page").getAttribute("data-wall-scale")).toBe("3");
    const cell = await firstCodeCell(page);
    expect(cell.height).toBeGreaterThanOrEqual(80);
    const host = await box(page, ".scroll-board-host");
    expect(host.width).toBe(WALL_4K.width);
    const headers = await page
      .locator('.board-host [role="columnheader"]')
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().right));
    expect(Math.max(...headers)).toBeGreaterThan(WALL_4K.width - 8);
    await page.close();
  }, 240_000);

  it("keeps scale 1 on a full-HD screen, the board still across the width", async () => {
    const { page } = await chromium.newPage({ viewport: FULL_HD });
    await page.goto(`${app.url}/banggia/hnx/scroll`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    await expect.poll(() => page.locator(".scroll-page").getAttribute("data-wall-scale")).toBe("1");
    const cell = await firstCodeCell(page);
    expect(cell.height).toBeLessThan(30);
    const headers = await page
      .locator('.board-host [role="columnheader"]')
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().right));
    expect(Math.max(...headers)).toBeGreaterThan(FULL_HD.width - 8);
    await page.close();
  }, 240_000);

  it("scales the plasma screen's text on a 4K wall", async () => {
    const { page } = await chromium.newPage({ viewport: WALL_4K });
    await page.goto(`${app.url}/banggia/plasma`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    await expect
      .poll(() => page.locator(".plasma").getAttribute("aria-busy"), { timeout: 60_000 })
      .toBe("false");
    expect(await page.locator(".plasma").getAttribute("data-wall-scale")).toBe("3");
    const size = await page
      .locator(".plasma-top .special-table td.code")
      .first()
      .evaluate((td) => Number.parseFloat(getComputedStyle(td).fontSize));
    expect(size).toBeGreaterThanOrEqual(36);
    await page.close();
  }, 300_000);

  it("looks as checked in on a 4K wall (plasma)", async () => {
    const { page } = await chromium.newPage({ viewport: WALL_4K });
    await page.goto(`${app.url}/banggia/plasma`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    await expect
      .poll(() => page.locator(".plasma").getAttribute("aria-busy"), { timeout: 60_000 })
      .toBe("false");
    await expect
      .poll(() => page.locator(".plasma-top tbody tr").count(), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(15);
    // The simulator keeps trading, so what moves is masked: the index values, charts, totals and counts,
    // and the top lists' rows. Compared: the four index panels and three tables at 3x (frames, names,
    // session labels, column headers, their sizes and places), 3% of the pixels allowed to differ.
    const png = await page.screenshot({
      mask: [
        page.locator(".plasma-index-main"),
        page.locator(".plasma-chart"),
        page.locator(".plasma-index-totals dd"),
        page.locator(".plasma-index-counts"),
        page.locator(".plasma-index-status"),
        page.locator(".plasma-top tbody"),
      ],
      // A skeleton grey rather than the default magenta: the checked-in image reads as the wall's layout.
      maskColor: "#2b2f36",
      animations: "disabled",
    });
    const result = await compareScreenshot(chromium.browser, png, "app-plasma-3840x2160");
    expect(result.sizeMismatch).toBe(false);
    expect(result.diffPixels).toBeLessThanOrEqual(result.totalPixels * 0.03);
    await page.close();
  }, 300_000);
});
