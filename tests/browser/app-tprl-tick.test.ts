import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/**
 * The TPRL board's favourites checkbox shows its ticked state (spec 2.3 item 6): once a bond is ticked,
 * its checkbox cell is drawn in the reference yellow of a favourite, and an unticked one stays grey.
 * The ticked glyph is one the board had not drawn before the click: it must not stay blank.
 */

const POLL = { timeout: 60_000 };
const ROW = 28;

/** Pixels of a PNG whose colour is the board's reference yellow (#ffd700-ish: red and green high, blue low). */
function yellowPixels(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    if (context === null) return -1;
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] > 170 && data[i + 1] > 140 && data[i + 2] < 110) count++;
    }
    return count;
  }, png.toString("base64"));
}

describe("TPRL checkbox", () => {
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

  it("draws a ticked bond's checkbox ticked, in the favourite's colour", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1400, height: 800 } });
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem("promoDismissed", "true"));
    await page.goto(`${app.url}/banggia/tprl`);
    const rows = page.locator('.tprl-page [role="rowgroup"] [role="row"]');
    await expect.poll(() => rows.count(), POLL).toBeGreaterThan(3);
    const header = await page
      .locator('.tprl-page [role="columnheader"][data-column="favourite"]')
      .boundingBox();
    if (header === null) throw new Error("no checkbox column");
    const cell = (n: number) => ({
      x: header.x,
      y: header.y + header.height + ROW * n,
      width: header.width,
      height: ROW,
    });
    const shot = async (n: number) => yellowPixels(page, await page.screenshot({ clip: cell(n) }));

    expect(await shot(1)).toBe(0);
    await page.mouse.click(header.x + header.width / 2, header.y + header.height + ROW + ROW / 2);
    await expect
      .poll(
        () => page.evaluate(() => JSON.parse(localStorage.getItem("favouriteCodes") ?? "[]").length),
        POLL,
      )
      .toBe(1);
    // Away from the board, so that no hover styling is in the picture.
    await page.mouse.move(5, 5);
    await expect.poll(() => shot(1), POLL).toBeGreaterThan(4);
    expect(await shot(3)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});
