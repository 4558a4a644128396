import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DARK_COLOUR_BLIND_THEME, DARK_THEME, LIGHT_THEME } from "../../packages/board-canvas/src/theme";
import { PriceColor } from "../../packages/feed/src/index";
import { appInChromium } from "./app-scaffold";
import { cellCentre } from "./board-cells";

/**
 * Issue 20's themes on what the user sees, against the real reference server (the demo clock in the
 * morning session, so prices move): the index strip's mini-charts and the wall routes turn light with the
 * header's switch, a reload in the light theme paints light before the app's script has run, and the
 * colour-blind-safe palette draws up prices blue on the board and keeps across a reload.
 */
describe("themes and the colour-blind-safe palette", () => {
  const env = appInChromium({ args: ["--demo-start", "10:30"] });
  const VIEWPORT = { width: 1400, height: 800 };

  type Rgb = readonly [number, number, number];
  const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as never;
  const lightness = ([r, g, b]: Rgb) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  const cssRgb = (css: string): Rgb => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number) as never;

  /**
   * What the screen shows inside an element (a screenshot of its box, composited as the user sees it):
   * its most frequent colour, and how many pixels lie near each of `colours`.
   */
  async function shown(page: Page, target: Locator | Buffer, colours: readonly Rgb[]) {
    const png = Buffer.isBuffer(target) ? target : await target.screenshot({ animations: "disabled" });
    return page.evaluate(
      async ({ base64, colours }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        const counts = new Map<number, number>();
        const near = colours.map(() => 0);
        for (let i = 0; i < data.length; i += 4) {
          const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
          counts.set(key, (counts.get(key) ?? 0) + 1);
          colours.forEach(([r, g, b], k) => {
            if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 30) near[k]++;
          });
        }
        const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
        return { dominant: [top >> 16, (top >> 8) & 255, top & 255] as [number, number, number], near };
      },
      { base64: png.toString("base64"), colours: colours as [number, number, number][] },
    );
  }

  /** A fresh page on `path` with the promotional popup dismissed and `storage` set before the app runs. */
  async function open(path: string, storage: Record<string, string> = {}) {
    const opened = await env.chromium.newPage({ viewport: VIEWPORT });
    await opened.page.addInitScript((items) => {
      localStorage.setItem("promoDismissed", "true");
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    await opened.page.goto(`${env.app.url}${path}`);
    return opened;
  }

  const lineColours = (theme: typeof DARK_THEME): Rgb[] => [
    rgb(theme.priceText[PriceColor.UP]),
    rgb(theme.priceText[PriceColor.DOWN]),
    rgb(theme.priceText[PriceColor.REFERENCE]),
  ];
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it("turns the index strip's mini-charts light with the header's switch, lines in the light theme's colours", async () => {
    const { page, errors } = await open("/banggia/vn30");
    const chart = page.locator(".index-card canvas").first();
    await expect
      .poll(() => chart.evaluate((c: HTMLCanvasElement) => c.width), { timeout: 60_000 })
      .toBeGreaterThan(0);
    const background = () =>
      page
        .locator(".index-card")
        .first()
        .evaluate((card) => getComputedStyle(card).backgroundColor);
    const colours = [...lineColours(DARK_THEME), ...lineColours(LIGHT_THEME)];

    // Dark: the chart sits on the card's dark background and is drawn in the dark theme's line colours.
    await expect
      .poll(async () => sum((await shown(page, chart, colours)).near.slice(0, 3)), { timeout: 30_000 })
      .toBeGreaterThan(10);
    const dark = await shown(page, chart, colours);
    expect(dark.dominant).toEqual(cssRgb(await background()));
    expect(lightness(dark.dominant)).toBeLessThan(0.2);

    await page.locator('button[data-action="theme"]').click();
    await expect
      .poll(async () => lightness((await shown(page, chart, colours)).dominant))
      .toBeGreaterThan(0.8);
    await expect
      .poll(async () => sum((await shown(page, chart, colours)).near.slice(3)), { timeout: 30_000 })
      .toBeGreaterThan(10);
    const light = await shown(page, chart, colours);
    expect(light.dominant).toEqual(cssRgb(await background()));
    // No line is left in the dark theme's bright green, red or yellow.
    expect(sum(light.near.slice(0, 3))).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("draws the plasma wall's charts and the scrolling wall board light in the light theme", async () => {
    const { page, errors } = await open("/banggia/plasma", { "vnboard.theme": '"light"' });
    await expect
      .poll(() => page.locator(".plasma").getAttribute("aria-busy"), { timeout: 60_000 })
      .toBe("false");
    const panel = page.locator(".plasma-index").first();
    const colours = [...lineColours(DARK_THEME), ...lineColours(LIGHT_THEME)];
    await expect
      .poll(async () => sum((await shown(page, panel, colours)).near.slice(3)), { timeout: 30_000 })
      .toBeGreaterThan(10);
    const plasma = await shown(page, panel, colours);
    expect(plasma.dominant).toEqual(rgb(LIGHT_THEME.rowEven));
    expect(sum(plasma.near.slice(0, 3))).toBe(0);
    const pageBackground = await page
      .locator(".plasma")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(cssRgb(pageBackground)).toEqual(rgb(LIGHT_THEME.background));

    await page.goto(`${env.app.url}/banggia/hsx/scroll`);
    await expect
      .poll(() => page.locator('.board-host [role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(5);
    const board = page.locator(".scroll-board-host");
    await expect
      .poll(async () => lightness((await shown(page, board, [])).dominant), { timeout: 15_000 })
      .toBeGreaterThan(0.8);
    const scroll = await shown(page, board, lineColours(DARK_THEME));
    expect([rgb(LIGHT_THEME.rowEven), rgb(LIGHT_THEME.rowOdd)]).toContainEqual(scroll.dominant);
    expect(sum(scroll.near)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it("paints a reload in the light theme light before the app's script runs", async () => {
    const { page } = await open("/banggia/vn30", { "vnboard.theme": '"light"' });
    await expect
      .poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(5);
    // The app's bundle is held back: what shows is the page as the browser first paints it.
    await page.route(/\/assets\/main-[^/]*\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: "load" });
    expect(await page.locator('[role="rowgroup"] [role="row"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(cssRgb(body)).toEqual(rgb(LIGHT_THEME.background));
    const first = await shown(page, page.locator("body"), []);
    expect(lightness(first.dominant)).toBeGreaterThan(0.9);
    await page.close();
  }, 180_000);

  it("draws up prices in the colour-blind-safe palette's blue on the board, and keeps the palette on reload", async () => {
    const { page, errors } = await open("/banggia/vn30");
    await expect
      .poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(5);
    const palette = page.locator('button[data-action="palette"]');
    expect(await palette.getAttribute("aria-checked")).toBe("false");
    const up = rgb(DARK_THEME.priceText[PriceColor.UP]);
    const blue = rgb(DARK_COLOUR_BLIND_THEME.priceText[PriceColor.UP]);
    const orange = rgb(DARK_COLOUR_BLIND_THEME.priceText[PriceColor.DOWN]);
    // The match price and change cells of the first 20 rows (some of VN30 trades above its reference
    // by 10:30), as the screen shows them.
    const first = await cellCentre(page, "matchPrice", 0);
    const last = await cellCentre(page, "changePrice", 19);
    const width = await page
      .locator('[role="columnheader"][data-column="changePrice"]')
      .evaluate((h) => h.getBoundingClientRect().width);
    const rows = () =>
      page.screenshot({
        clip: {
          x: first.x - 40,
          y: first.y - 14,
          width: last.x - first.x + width / 2 + 40,
          height: last.y - first.y + 28,
        },
      });
    await expect
      .poll(async () => (await shown(page, await rows(), [up])).near[0], { timeout: 30_000 })
      .toBeGreaterThan(20);

    await palette.click();
    expect(await palette.getAttribute("aria-checked")).toBe("true");
    await expect
      .poll(async () => (await shown(page, await rows(), [blue])).near[0], { timeout: 30_000 })
      .toBeGreaterThan(20);
    const after = await shown(page, await rows(), [up, blue, orange]);
    expect(after.near[0]).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.palette)).toBe("colour-blind");
    const cssUp = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--vb-price-up"),
    );
    expect(cssUp.trim()).toBe(DARK_COLOUR_BLIND_THEME.priceText[PriceColor.UP]);

    await page.reload();
    await expect
      .poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(5);
    expect(await palette.getAttribute("aria-checked")).toBe("true");
    await expect
      .poll(async () => (await shown(page, await rows(), [blue])).near[0], { timeout: 30_000 })
      .toBeGreaterThan(20);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
