import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";

/**
 * A trader zooms the page (Ctrl +) to read the board from further away: the board's canvas and the
 * index strip's charts must be redrawn at the new device pixel ratio, not stretched. CDP's device metrics
 * stand in for the zoom (the same device pixels, half the CSS pixels, a devicePixelRatio of 2). The
 * pictures themselves are compared in tests/browser/board.test.ts ("follows the browser's zoom"); here,
 * the app's own canvases: each one's bitmap is as many pixels as its CSS box times the ratio.
 */
describe("the app after a browser zoom", () => {
  const env = appInChromium();

  it("draws the board and the index charts at 200% as sharp as at 100%, with room for rows", async () => {
    const viewport = { width: 1400, height: 800 };
    const { page, errors } = await env.open("/banggia/vn30", { viewport, deviceScaleFactor: 1 });
    const rows = page.locator('[data-vnboard="board"] [role="rowgroup"] [role="row"]');
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    /** Per canvas of the board and the index strip: bitmap width / CSS width, to two places. */
    const ratios = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLCanvasElement>('[data-vnboard="board"] canvas, .index-card canvas'),
        )
          .filter((canvas) => canvas.clientWidth > 0)
          .map((canvas) => Math.round((canvas.width / canvas.clientWidth) * 100) / 100),
      );
    await expect.poll(async () => (await ratios()).length, { timeout: 30_000 }).toBeGreaterThan(1);
    expect(new Set(await ratios())).toEqual(new Set([1]));

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setDeviceMetricsOverride", {
      width: viewport.width / 2,
      height: viewport.height / 2,
      deviceScaleFactor: 2,
      mobile: false,
    });
    expect(await page.evaluate(() => devicePixelRatio)).toBe(2);
    // Before, the board kept its bitmap of ratio 1 (stretched twice) until it was made again.
    await expect.poll(async () => new Set(await ratios()), { timeout: 15_000 }).toEqual(new Set([2]));
    // A laptop's 1400 x 800 at 200% is 700 x 400 CSS px: the board keeps room for its rows (the page
    // scrolls under the header and the index strip); before, it was 39 px high, its header only.
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    const board = (await page.locator('[data-vnboard="board"]').boundingBox())!;
    expect(board.height).toBeGreaterThanOrEqual(200);
    expect(errors).toEqual([]);
    await cdp.detach();
    await page.close();
  }, 180_000);
});
