import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/**
 * Saturated pixels (the chart's up / down / flat line colours; the '…' placeholder and the grid are
 * grey) in the mini-chart column's cells of the first rows, read from a screenshot decoded in the page.
 */
async function chartPixels(page: Page): Promise<number> {
  const header = await page
    .locator('.board-host [role="columnheader"][data-column="miniChart"]')
    .boundingBox();
  if (header === null) return 0;
  const clip = { x: header.x, y: header.y + header.height + 2, width: header.width, height: 28 * 6 };
  const png = (await page.screenshot({ clip })).toString("base64");
  return page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const max = Math.max(pixels[i], pixels[i + 1], pixels[i + 2]);
      const min = Math.min(pixels[i], pixels[i + 1], pixels[i + 2]);
      if (max - min > 80) count++;
    }
    return count;
  }, png);
}

/** The 1-month mini chart column (spec 2.3.1): daily closes from the history call, lazily, drawn. */
describe("mini-chart column", () => {
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

  it("loads the visible rows' closes from the history call and draws their charts", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1920, height: 800 } });
    // Screenshots do not capture a canvas handed to a worker in headless Chromium: draw on the page
    // (the board's fallback where OffscreenCanvas is missing; the same painters and mini-chart cache).
    await page.addInitScript(() => {
      Reflect.deleteProperty(globalThis, "OffscreenCanvas");
    });
    const asked = new Set<string>();
    page.on("request", (request) => {
      if (request.url().endsWith("/get-data-history-stock")) asked.add(request.postData() ?? "");
    });
    await page.goto(`${app.url}/banggia/hsx`);
    await expect
      .poll(() => page.locator('.board-host [role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(10);
    await expect.poll(() => chartPixels(page), { timeout: 60_000 }).toBeGreaterThan(100);
    // Lazily: the rows on screen (about 20 of HSX's hundreds), not the whole exchange.
    const rows = await page.locator('.board-host [role="rowgroup"] [role="row"]').count();
    expect(asked.size).toBeGreaterThan(5);
    expect(asked.size).toBeLessThanOrEqual(rows + 5);

    // Cached: a view switch and back draws them again without asking the server twice.
    const before = asked.size;
    await page.locator(".view-modes button >> nth=2").click(); // totals (it has the column too)
    await expect
      .poll(() => page.locator('.board-host [role="columnheader"][data-column="totalTradedValue"]').count())
      .toBe(1);
    await expect.poll(() => chartPixels(page), { timeout: 30_000 }).toBeGreaterThan(100);
    expect(asked.size).toBeLessThanOrEqual(before + 5);
    await page.close();
  }, 180_000);
});
