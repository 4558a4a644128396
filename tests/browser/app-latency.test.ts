import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";
import { ROW_HEIGHT } from "./board-cells";

/** Rows of the board whose code cells are read for colour. */
const ROWS_READ = 8;

/**
 * Count of strongly coloured pixels (max - min channel over 100: the board's price classes, never its
 * greys) in the code column's first rows. A live VN30 board colours every code by its match price
 * (up, down, reference, ceiling, floor); a stale row draws it in the muted grey.
 */
async function colouredCodePixels(page: Page): Promise<number> {
  const header = await page.locator('.board-host [role="columnheader"][data-column="code"]').boundingBox();
  if (header === null) throw new Error("no code header");
  const png = await page.screenshot({
    clip: { x: header.x, y: header.y + header.height, width: header.width, height: ROW_HEIGHT * ROWS_READ },
  });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2d context");
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4) {
      const max = Math.max(data[i], data[i + 1], data[i + 2]);
      const min = Math.min(data[i], data[i + 1], data[i + 2]);
      if (max - min > 100) coloured++;
    }
    return coloured;
  }, png.toString("base64"));
}

/**
 * The feed's latency and stale data (issue 20) against the real server, at a demo time inside the
 * morning session (10:00, continuous): the header shows the latency in ms; when the market source stops
 * (the simulator paused, while the server keeps sending its clock) the header turns stale and the HOSE
 * rows grey; when it starts again both come back.
 */
describe("feed latency and stale data", () => {
  const env = appInChromium();
  const ROWS = '.board-host [role="rowgroup"] [role="row"]';

  it("shows a plausible latency, turns stale and greys the rows when the feed stalls, and recovers", async () => {
    const { page, errors } = await env.open("/banggia/vn30", { viewport: { width: 1600, height: 900 } });
    await expect.poll(() => page.locator(ROWS).count(), { timeout: 60_000 }).toBeGreaterThan(ROWS_READ);
    const freshness = page.locator(".feed-freshness");

    // A number of milliseconds, from the sequence marks' batch times: the same machine, so well under 5 s.
    await expect
      .poll(async () => Number(await freshness.getAttribute("data-latency-ms")), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(0);
    const latency = Number(await freshness.getAttribute("data-latency-ms"));
    expect(latency).toBeLessThan(5_000);
    expect(await freshness.locator('[aria-hidden="true"]').textContent()).toMatch(/^\d+ ms$/);
    expect(await freshness.getAttribute("title")).toContain("ms");
    expect(await freshness.getAttribute("data-stale")).toBe("false");
    await expect.poll(() => colouredCodePixels(page), { timeout: 30_000 }).toBeGreaterThan(20);

    // The market source stops: no batch, no record; the server's clock frames go on (the connection stays live).
    env.app.server.source.stop();
    try {
      await expect.poll(() => freshness.getAttribute("data-stale"), { timeout: 60_000 }).toBe("true");
      expect(await freshness.locator('[aria-hidden="true"]').textContent()).toMatch(/^Dữ liệu cũ \d+ giây$/);
      // The whole source stopped: all three exchanges are silent in their session.
      expect(await freshness.getAttribute("title")).toContain("HSX, HNX, UpCOM");
      expect(await freshness.locator('[role="status"]').textContent()).toBe(
        "Dữ liệu của HSX, HNX, UpCOM đã cũ",
      );
      expect(await page.locator(".connection").getAttribute("data-status")).toBe("live");
      // Every VN30 row is a HOSE row: all greyed, on the canvas and for a screen reader.
      await expect.poll(() => colouredCodePixels(page), { timeout: 30_000 }).toBe(0);
      const rows = page.locator(ROWS);
      expect(await page.locator(`${ROWS}[data-stale="true"]`).count()).toBe(await rows.count());
      expect(await rows.first().getAttribute("aria-description")).toBe("dữ liệu cũ");
    } finally {
      env.app.server.source.start();
    }

    // The source runs again: fresh data, the latency back, the rows in their colours.
    await expect.poll(() => freshness.getAttribute("data-stale"), { timeout: 60_000 }).toBe("false");
    await expect.poll(() => page.locator(`${ROWS}[data-stale]`).count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => colouredCodePixels(page), { timeout: 30_000 }).toBeGreaterThan(20);
    await expect
      .poll(async () => Number(await freshness.getAttribute("data-latency-ms")), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
