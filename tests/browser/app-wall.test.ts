import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";
import { compareScreenshot } from "./screenshot";

const WALL_4K = { width: 3840, height: 2160 };
const FULL_HD = { width: 1920, height: 1080 };

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (found === null) throw new Error(`${selector} has no box`);
  return found;
}

/**
 * Height in screen pixels of the ink (pixels far from the background) of a cell's text: the first
 * board row's code, cut from a screenshot of the region and read back in the page.
 */
async function inkHeight(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    if (context === null) return -1;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    // The background is the top-left pixel's colour; ink differs from it by more than 80 in a channel.
    const [r, g, b] = [data[0], data[1], data[2]];
    let top = -1;
    let bottom = -1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (Math.max(Math.abs(data[i] - r), Math.abs(data[i + 1] - g), Math.abs(data[i + 2] - b)) > 80) {
          if (top < 0) top = y;
          bottom = y;
          break;
        }
      }
    }
    return top < 0 ? 0 : bottom - top + 1;
  }, png.toString("base64"));
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
 * readable from about 3 m (the code's capitals >= 24 px of ink, a font of about 36 px).
 */
describe("the wall displays", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;

  beforeAll(async () => {
    // After the close (16:00): the plasma screenshot's values stay still.
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
    // The rows move 1 px a step: a cell's ink stays whole within its row however far it has scrolled.
    expect(await inkHeight(page, cell)).toBeGreaterThanOrEqual(24);
    const title = await page
      .locator(".scroll-header h1")
      .evaluate((h) => Number.parseFloat(getComputedStyle(h).fontSize));
    expect(title).toBeGreaterThanOrEqual(54);
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

  it("scales the plasma screen's text on a 4K wall and looks as checked in at 3840x2160", async () => {
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
    // Charts and tables settle after the first data: shoot until two shots agree.
    let png = await page.screenshot();
    await expect
      .poll(
        async () => {
          const previous = png;
          png = await page.screenshot();
          return png.equals(previous);
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toBe(true);
    const result = await compareScreenshot(chromium.browser, png, "app-plasma-3840x2160");
    expect(result.sizeMismatch).toBe(false);
    expect(result.diffPixels).toBeLessThanOrEqual(result.totalPixels * 0.02);
    await page.close();
  }, 300_000);
});
