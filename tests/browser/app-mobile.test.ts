import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";
import { compareScreenshot } from "./screenshot";

/** A phone: 390x844 CSS px, touch, mobile viewport (an iPhone 12-15 size). */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const DIALOG = '.popup[role="dialog"]';

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (found === null) throw new Error(`${selector} has no box`);
  return found;
}

async function openPhone(chromium: LaunchedChromium, url: string): Promise<Page> {
  const { page } = await chromium.newPage(PHONE);
  // A returning visitor: the first visit's promotional dialog would cover the board.
  await page.addInitScript(() => localStorage.setItem("promoDismissed", "true"));
  await page.goto(url, { waitUntil: "domcontentloaded", timeout: 90_000 });
  await expect
    .poll(() => page.locator('.board-host [role="rowgroup"] [role="row"]').count(), { timeout: 150_000 })
    .toBeGreaterThan(5);
  return page;
}

/** The page's width beyond the viewport (0: no sideways scroll). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The app on a phone (390x844, touch): a one-line header whose menus open in a drawer, a board of
 * code, price, change and volume across the whole width, a row tap that opens the stock detail full
 * screen, and no sideways scroll anywhere. The server starts after the close (16:00), so the
 * screenshot's prices stay still.
 */
describe("the app on a phone", () => {
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

  it("keeps the header to one line and opens the menus in a drawer", async () => {
    const page = await openPhone(chromium, `${app.url}/banggia/vn30`);
    const header = await box(page, ".app-header");
    expect(header.height).toBeLessThanOrEqual(56);
    expect(await page.locator(".menu-bar").isVisible()).toBe(false);
    const drawerButton = page.locator(".drawer-button");
    expect(await drawerButton.getAttribute("aria-label")).toBe("Mở menu");
    await drawerButton.tap();
    await expect.poll(() => page.locator(".menu-bar").isVisible()).toBe(true);
    expect(await drawerButton.getAttribute("aria-expanded")).toBe("true");
    const drawer = await box(page, ".header-drawer");
    expect(drawer.x).toBeGreaterThanOrEqual(0);
    expect(drawer.x + drawer.width).toBeLessThanOrEqual(390);
    // A menu opens in the drawer's flow; following a link goes there and closes the drawer.
    await page.locator('.header-drawer [data-menu="hnx"] .dropdown-button').tap();
    await page.locator('.header-drawer a[href="/banggia/hnx"]').tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/banggia/hnx");
    await expect.poll(() => page.locator(".menu-bar").isVisible()).toBe(false);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.close();
  }, 300_000);

  it("shows code, price, change and volume across the width; a tapped row opens the detail full screen", async () => {
    const page = await openPhone(chromium, `${app.url}/banggia/vn30`);
    const ids = await page
      .locator('.board-host [role="columnheader"]')
      .evaluateAll((headers) => headers.map((h) => h.getAttribute("data-column")));
    expect(ids).toEqual(["code", "matchPrice", "changePrice", "totalTradedQtty"]);
    const host = await box(page, ".board-host");
    const last = await box(page, '.board-host [role="columnheader"][data-column="totalTradedQtty"]');
    expect(last.x + last.width).toBeGreaterThan(host.x + host.width - 8);
    expect(await sidewaysOverflow(page)).toBe(0);

    const code = await page
      .locator('[role="rowgroup"] [role="row"] >> nth=0')
      .locator("div >> nth=0")
      .textContent();
    const codeHeader = await box(page, '.board-host [role="columnheader"][data-column="code"]');
    await page.touchscreen.tap(codeHeader.x + 20, codeHeader.y + codeHeader.height + 14);
    await page.waitForSelector(DIALOG, { timeout: 30_000 });
    expect(await page.locator('[data-testid="popup-code"]').textContent()).toContain(code ?? "?");
    const dialog = await box(page, DIALOG);
    expect(dialog).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const close = await box(page, `${DIALOG} .popup-close`);
    expect(close.x).toBeGreaterThanOrEqual(0);
    expect(close.x + close.width).toBeLessThanOrEqual(390);
    expect(close.height).toBeGreaterThanOrEqual(40);
    // The detail values are on screen, not cut at the right edge.
    await expect
      .poll(() => page.locator('[data-testid="popup-detail"] td').count(), { timeout: 30_000 })
      .toBeGreaterThan(3);
    const cells = await page
      .locator('[data-testid="popup-detail"] td')
      .evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().right));
    expect(Math.max(...cells)).toBeLessThanOrEqual(390);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.locator(`${DIALOG} .popup-close`).tap();
    await expect.poll(() => page.locator(DIALOG).count()).toBe(0);
    await page.close();
  }, 300_000);

  it("looks as checked in at 390x844", async () => {
    const page = await openPhone(chromium, `${app.url}/banggia/vn30`);
    await expect
      .poll(() => page.locator(".index-card-main").first().textContent(), { timeout: 30_000 })
      .toMatch(/\d/);
    // What moves is masked: the clocks (header, footer), the index strip and the board's drawn rows (the
    // simulator keeps trading); the header, toolbar and the board's column header are compared, with 3%
    // of the pixels allowed to differ (a layout change moves far more).
    const png = await page.screenshot({
      mask: [
        page.locator(".server-clock"),
        page.locator(".app-footer"),
        page.locator(".index-strip"),
        page.locator(".board-host canvas"),
      ],
      animations: "disabled",
    });
    const result = await compareScreenshot(chromium.browser, png, "app-mobile-390x844");
    expect(result.sizeMismatch).toBe(false);
    // Mostly DOM text: a baseline from another Chromium build (compared by squares) moves whole words.
    expect(result.diffPixels).toBeLessThanOrEqual(result.totalPixels * (result.coarse ? 0.06 : 0.03));
    await page.close();
  }, 300_000);
});
