import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";
import { sessionToken, submitLogin } from "./login-steps";

/**
 * The login build against the real server: every REST call of the stock popup and of the derivatives
 * panel carries the bearer token of the signed-in user (the app has one REST client, src/shared/api/rest.ts).
 */

/** Generous: the browser tier runs on a shared, loaded machine. */
const POLL = { timeout: 60_000 };
const ROW = 28;
const DERIVATIVE_ROW = 29;
const DIALOG = '.popup[role="dialog"]';
/** The market-data calls of the popups and the derivatives panel (docs/api.md). */
const MARKET_CALL = /\/(pr\/|info-basic|rss|api\/derivative\/|api\/cbts\/|get-data-history-stock)/;

describe("login build: one REST client", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer({ flag: "login" });
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  /** A fresh browser signed in as the demo user on `path`; its token. */
  async function signedIn(path: string, viewport = { width: 1400, height: 900 }) {
    const opened = await chromium.newPage({ viewport });
    const { page } = opened;
    await page.addInitScript(() => localStorage.setItem("promoDismissed", "true"));
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.goto(`${app.url}${path}`);
    await page.waitForURL("**/banggia/login");
    await submitLogin(page);
    await page.waitForURL(`**${path}`, POLL);
    await page.locator('[data-action="logout"]').waitFor(POLL);
    return { ...opened, token: await sessionToken(page) };
  }

  /** Clicks `column` of board row `n` (rows are drawn on a canvas under the sticky header). */
  async function clickCell(page: Page, column: string, n: number, rowHeight = ROW): Promise<void> {
    const header = await page.locator(`[role="columnheader"][data-column="${column}"]`).boundingBox();
    if (header === null) throw new Error(`no ${column} header`);
    await page.mouse.click(
      header.x + header.width / 2,
      header.y + header.height + rowHeight * n + rowHeight / 2,
    );
  }

  const rowCodes = (page: Page): Promise<string[]> =>
    page
      .locator('[role="rowgroup"] [role="row"]')
      .evaluateAll((rows) => rows.map((row) => row.firstElementChild?.textContent ?? ""));

  it("the popups' and the derivatives panel's calls carry the bearer token", async () => {
    const { page, token, errors } = await signedIn("/banggia/vn30");
    const calls: { path: string; authorization: string | undefined }[] = [];
    page.on("request", (request: Request) => {
      const url = new URL(request.url());
      if (url.origin === app.url && MARKET_CALL.test(url.pathname)) {
        calls.push({ path: url.pathname, authorization: request.headers().authorization });
      }
    });
    const seen = (pattern: RegExp) => calls.some((call) => pattern.test(call.path));

    // The stock popup: chart, match history, then the fundamentals tab.
    await expect.poll(async () => (await rowCodes(page)).length, POLL).toBeGreaterThan(5);
    const [code] = await rowCodes(page);
    await clickCell(page, "code", 0);
    await expect.poll(() => page.locator('[data-testid="popup-code"]').textContent(), POLL).toContain(code);
    await expect
      .poll(() => seen(/^\/pr\/stockmatch\//) && seen(/^\/pr\/stockhist\/chartdata\//), POLL)
      .toBe(true);
    await page.locator(`${DIALOG} [role="tab"][data-tab="fundamentals"]`).click();
    await expect.poll(() => seen(/^\/info-basic$/), POLL).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(DIALOG).count(), POLL).toBe(0);

    // The derivatives panel: its chart, then its matched history.
    await page.goto(`${app.url}/banggia/phaisinh`);
    await expect.poll(async () => (await rowCodes(page)).length, POLL).toBe(4);
    await clickCell(page, "code", 0, DERIVATIVE_ROW);
    await expect.poll(() => seen(/^\/api\/derivative\/get-chart$/), POLL).toBe(true);
    const before = calls.length;
    await page.locator('.deriv-panel [role="tab"][data-tab="history"]').click();
    await expect
      .poll(() => calls.slice(before).some((call) => call.path.startsWith("/pr/stockmatch/")), POLL)
      .toBe(true);

    expect(calls.length).toBeGreaterThan(4);
    expect(calls.filter((call) => call.authorization !== `Bearer ${token}`)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});
