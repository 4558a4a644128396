import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";
import { sessionToken, submitLogin } from "./login-steps";

/**
 * Price alerts in the login build (issue 20): the list is the account's, kept on the server
 * (GET/PUT /user/alerts), so an alert set in one browser is there after signing in from another.
 */
describe("price alerts in the login build", () => {
  const env = appInChromium({ flag: "login" });
  const ROWS = '.board-host [role="rowgroup"] [role="row"]';

  async function signedIn() {
    const opened = await env.open("/banggia/vn30", { viewport: { width: 1400, height: 900 } });
    await opened.page.waitForURL("**/banggia/login");
    await submitLogin(opened.page);
    await opened.page.waitForURL("**/banggia/vn30");
    await expect.poll(() => opened.page.locator(ROWS).count(), { timeout: 60_000 }).toBeGreaterThan(5);
    return opened;
  }

  async function accountAlerts(token: string): Promise<{ code: string; kind: string }[]> {
    const response = await fetch(`${env.app.url}/user/alerts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { alerts: { code: string; kind: string }[] }).alerts;
  }

  const item = (page: Page, code: string) =>
    page.locator(`.alerts-list li[data-alert-code="${code}"][data-alert-kind="priceAbove"]`);

  async function openList(page: Page): Promise<void> {
    if ((await page.locator(".alerts-panel").count()) === 0) await page.click('[data-action="alerts"]');
    await expect.poll(() => page.locator(".alerts-panel").count()).toBe(1);
  }

  it("keeps an alert on the account: a fresh browser signed in to it lists the alert", async () => {
    const first = await signedIn();
    const code = await first.page
      .locator(ROWS)
      .first()
      .evaluate((row) => row.firstElementChild?.textContent ?? "");
    expect(code).toMatch(/^[A-Z0-9]+$/);
    // Stock popup -> editor: price at or above a level far over the ceiling (it never fires).
    await first.page.evaluate((c) => {
      (
        window as unknown as { __vnboard: { popups: { openStockPopup(c: string): void } } }
      ).__vnboard.popups.openStockPopup(c);
    }, code);
    await first.page.click('.stock-popup [data-action="set-alert"]');
    await first.page.selectOption('select[name="alert-kind"]', "priceAbove");
    await first.page.fill('input[name="alert-level"]', "9999");
    await first.page.click('[data-action="save-alert"]');
    await expect.poll(() => first.page.locator(".alert-editor").count()).toBe(0);
    const token = await sessionToken(first.page);
    await expect
      .poll(async () => (await accountAlerts(token)).map((a) => `${a.code} ${a.kind}`), { timeout: 15_000 })
      .toEqual([`${code} priceAbove`]);

    // Another browser profile: nothing in its storage; the account's alert once signed in.
    const second = await signedIn();
    await openList(second.page);
    await expect.poll(() => item(second.page, code).count(), { timeout: 15_000 }).toBe(1);
    expect(await item(second.page, code).getAttribute("data-state")).toBe("armed");
    // A delete there reaches the account too.
    await item(second.page, code).locator('[data-action="delete-alert"]').click();
    await expect.poll(async () => accountAlerts(token), { timeout: 15_000 }).toEqual([]);
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.page.close();
    await second.page.close();
  }, 300_000);
});
