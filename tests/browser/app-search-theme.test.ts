import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";
import { compareScreenshot } from "./screenshot";

/**
 * Issue 20's name search and themes against the real reference server: a company name typed without
 * diacritics finds its code first (the reference data's names: VNM is "Công ty Cổ phần Sữa Việt Nam",
 * in English "Vietnam Dairy Products Joint Stock Company"; the data has no "Vinamilk"), and the light theme turns the page and the board's canvas
 * light, survives a reload and looks as checked in.
 */
describe("name search and themes", () => {
  const env = appInChromium();
  const VIEWPORT = { width: 1400, height: 800 };

  /** A fresh page on `path`, the promotional popup already dismissed (and the side tab shown). */
  async function open(path: string, sideTab = false) {
    const opened = await env.chromium.newPage({ viewport: VIEWPORT });
    await opened.page.addInitScript((showSide) => {
      localStorage.setItem("promoDismissed", "true");
      if (showSide) localStorage.setItem("sideTabHidden", "false");
    }, sideTab);
    await opened.page.goto(`${env.app.url}${path}`);
    await expect
      .poll(() => opened.page.locator('[role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(5);
    return opened;
  }

  /** The mean lightness (0 black to 1 white) of the board's canvas, as the worker last drew it. */
  const canvasLightness = (page: Page) =>
    page.evaluate(() => {
      const source = document.querySelector(".board-host canvas") as HTMLCanvasElement | null;
      if (source === null || source.width === 0) return -1;
      const copy = document.createElement("canvas");
      copy.width = source.width;
      copy.height = source.height;
      const context = copy.getContext("2d") as CanvasRenderingContext2D;
      context.drawImage(source, 0, 0);
      const { data } = context.getImageData(0, 0, copy.width, copy.height);
      let sum = 0;
      let n = 0;
      for (let i = 0; i < data.length; i += 4 * 7) {
        sum += (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255;
        n++;
      }
      return sum / n;
    });

  /** The lightness of the page's background colour (the body's computed rgb). */
  const pageLightness = (page: Page) =>
    page.evaluate(() => {
      const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });

  it("finds VNM first by its Vietnamese name typed without diacritics, in the header and the side tab", async () => {
    const { page, errors } = await open("/banggia/hsx", true);
    const header = page.locator('input[name="symbol-search"]');
    const first = page.locator(".symbol-search [role='option']").first();
    await header.fill("sua viet nam");
    await expect.poll(() => first.getAttribute("data-code"), { timeout: 15_000 }).toBe("VNM");
    expect(await first.textContent()).toBe("VNM - HSX - Công ty Cổ phần Sữa Việt Nam");
    // The English name (GET pr/symbol-names, loaded on the first focus) finds it too.
    await header.fill("vietnam dairy");
    await expect.poll(() => first.getAttribute("data-code")).toBe("VNM");
    await header.fill("SỮA VIỆT");
    await expect.poll(() => first.getAttribute("data-code")).toBe("VNM");
    // The exact code ranks first even where names contain it; Enter picks the first suggestion.
    await header.fill("vnm");
    await expect.poll(() => first.getAttribute("data-code")).toBe("VNM");
    await header.fill("sua viet nam");
    await expect.poll(() => first.getAttribute("data-code")).toBe("VNM");
    await header.press("Enter");
    expect(await header.inputValue()).toBe("");
    expect(await page.locator(".symbol-search [role='option']").count()).toBe(0);

    const side = page.locator('[data-testid="side-search"]');
    await side.fill("sua viet nam");
    await expect
      .poll(() => page.locator(".side-search [role='option']").first().getAttribute("data-code"))
      .toBe("VNM");
    await side.fill("vietnam dairy");
    await expect
      .poll(() => page.locator(".side-search [role='option']").first().getAttribute("data-code"))
      .toBe("VNM");
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("switches to the light theme from the header: page and board canvas turn light, and stay light on reload", async () => {
    const { page, errors } = await open("/banggia/vn30");
    const toggle = page.locator('button[data-action="theme"]');
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    expect(await pageLightness(page)).toBeLessThan(0.2);
    await expect.poll(() => canvasLightness(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(0);
    expect(await canvasLightness(page)).toBeLessThan(0.3);

    // Keyboard: focus the switch and press Space.
    await toggle.focus();
    await page.keyboard.press("Space");
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => pageLightness(page)).toBeGreaterThan(0.8);
    await expect.poll(() => canvasLightness(page), { timeout: 15_000 }).toBeGreaterThan(0.7);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");

    await page.reload();
    await expect
      .poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(5);
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expect(await pageLightness(page)).toBeGreaterThan(0.8);
    await expect.poll(() => canvasLightness(page), { timeout: 15_000 }).toBeGreaterThan(0.7);

    // What moves is masked: clocks, countdown, connection, latency, the index strip, the board's drawn rows, the
    // side tab and the footer; the header, menus and toolbar are compared in their light colours.
    const png = await page.screenshot({
      mask: [
        page.locator(".server-clock"),
        page.locator(".session-countdown"),
        page.locator(".connection"),
        page.locator(".feed-freshness"),
        page.locator(".app-footer"),
        page.locator(".index-strip"),
        page.locator(".board-host canvas"),
        page.locator(".side-tab"),
      ],
      animations: "disabled",
    });
    const result = await compareScreenshot(env.chromium.browser, png, "app-light-1400x800");
    expect(result.sizeMismatch).toBe(false);
    expect(result.diffPixels).toBeLessThanOrEqual(result.totalPixels * (result.coarse ? 0.06 : 0.03));

    // And back to dark.
    await toggle.click();
    await expect.poll(() => canvasLightness(page), { timeout: 15_000 }).toBeLessThan(0.3);
    expect(await pageLightness(page)).toBeLessThan(0.2);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
