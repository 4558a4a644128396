import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";
import { codeCell } from "./board-cells";

/**
 * Price alerts (issue 20) against the real server: set from a row's menu and from the stock popup,
 * fired once per crossing (one toast, one system notification, one list entry marked fired), kept
 * across a reload without firing again.
 */
describe("price alerts (public build)", () => {
  const env = appInChromium();

  const rows = (page: Page) => page.locator('[role="rowgroup"] [role="row"]');
  const codes = (page: Page) =>
    rows(page).evaluateAll((els) => els.map((el) => el.firstElementChild?.textContent ?? ""));

  /** Counts every Notification constructed and every toast shown, from the page's first script on. */
  function countNotificationsAndToasts(): void {
    const seen = { notifications: [] as string[], toasts: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const Real = window.Notification;
    class Counting extends Real {
      constructor(title: string, options?: NotificationOptions) {
        seen.notifications.push(`${title} | ${options?.body ?? ""}`);
        super(title, options);
      }
    }
    window.Notification = Counting;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLElement && node.classList.contains("toast"))
            seen.toasts.push(node.textContent ?? "");
    }).observe(document, { childList: true, subtree: true });
  }

  const seen = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { __seen: { notifications: string[]; toasts: string[] } }).__seen,
    );

  const item = (page: Page, code: string, kind: string) =>
    page.locator(`.alerts-list li[data-alert-code="${code}"][data-alert-kind="${kind}"]`);

  async function openList(page: Page): Promise<void> {
    if ((await page.locator(".alerts-panel").count()) === 0) await page.click('[data-action="alerts"]');
    await expect.poll(() => page.locator(".alerts-panel").count()).toBe(1);
  }

  it("fires a volume alert from the row menu and a price alert from the stock popup once each; both survive a reload", async () => {
    const { page, context, errors } = await env.chromium.newPage({
      viewport: { width: 1400, height: 800 },
      permissions: ["notifications"],
    });
    await context.addInitScript(countNotificationsAndToasts);
    await page.goto(`${env.app.url}/banggia/vn30`);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(10);
    const [first, second] = (await codes(page)) as [string, string];

    // Row menu -> editor: total volume at or above one share more than now; the next match crosses it.
    const cell = await codeCell(page, 0);
    await page.mouse.click(cell.x, cell.y, { button: "right" });
    await page.click('.row-menu [data-action="alert"]');
    const editor = page.locator(".alert-editor");
    await expect.poll(() => editor.count()).toBe(1);
    await page.selectOption('select[name="alert-kind"]', "volumeAbove");
    const volume = Number(await page.inputValue('input[name="alert-level"]'));
    expect(volume).toBeGreaterThan(0);
    await page.fill('input[name="alert-level"]', String(volume + 1));
    await page.click('[data-action="save-alert"]');
    await expect.poll(() => editor.count()).toBe(0);

    await openList(page);
    expect(await page.isChecked('input[name="alert-sound"]')).toBe(false); // sound off by default
    await expect
      .poll(() => item(page, first, "volumeAbove").getAttribute("data-state"), { timeout: 90_000 })
      .toBe("fired");

    // Stock popup -> editor: price at or below a level far above the price: it holds at once.
    await page.keyboard.press("Escape");
    await page.evaluate((code) => {
      (
        window as unknown as { __vnboard: { popups: { openStockPopup(c: string): void } } }
      ).__vnboard.popups.openStockPopup(code);
    }, second);
    await page.click('.stock-popup [data-action="set-alert"]');
    await page.selectOption('select[name="alert-kind"]', "priceBelow");
    await page.fill('input[name="alert-level"]', "999");
    await page.keyboard.press("Enter");
    await expect.poll(() => editor.count()).toBe(0);
    // Escape in the editor is the editor's; the popup closes on the next one.
    await page.keyboard.press("Escape");

    // Matches go on for a while: each alert fired once, no more.
    await page.waitForTimeout(5_000);
    const after = await seen(page);
    // Notifications are titled "Cảnh báo CODE" (vi, the default language), toasts start "CODE: ".
    const notified = (code: string) =>
      after.notifications.filter((text) => text.split(" | ")[0]?.endsWith(` ${code}`));
    const toasted = (code: string) => after.toasts.filter((text) => text.startsWith(`${code}: `));
    expect(notified(first)).toHaveLength(1);
    expect(notified(second)).toHaveLength(1);
    expect(toasted(first)).toHaveLength(1);
    expect(toasted(second)).toHaveLength(1);
    await openList(page);
    expect(await item(page, second, "priceBelow").getAttribute("data-state")).toBe("fired");

    // A reload keeps both, fired, and fires neither again while their conditions still hold.
    await page.reload();
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(10);
    await openList(page);
    expect(await item(page, first, "volumeAbove").getAttribute("data-state")).toBe("fired");
    expect(await item(page, second, "priceBelow").getAttribute("data-state")).toBe("fired");
    await page.waitForTimeout(3_000);
    expect((await seen(page)).notifications).toEqual([]);

    // Delete from the keyboard: focus the delete button, Enter.
    await item(page, second, "priceBelow").locator('[data-action="delete-alert"]').focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => item(page, second, "priceBelow").count()).toBe(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(".alerts-panel").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-action"))).toBe("alerts");
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it("asks for the notification permission when the first alert is set, and says when it is refused", async () => {
    const { page, context, errors } = await env.chromium.newPage({ viewport: { width: 1400, height: 800 } });
    await context.addInitScript(() => {
      // A browser that has not been asked yet, and a user who refuses.
      const asks = { count: 0 };
      (window as unknown as { __asks: typeof asks }).__asks = asks;
      let permission: NotificationPermission = "default";
      Object.defineProperty(Notification, "permission", { get: () => permission, configurable: true });
      Notification.requestPermission = () => {
        asks.count++;
        permission = "denied";
        return Promise.resolve(permission);
      };
    });
    const asked = () =>
      page.evaluate(() => (window as unknown as { __asks: { count: number } }).__asks.count);
    await page.goto(`${env.app.url}/banggia/vn30`);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(10);
    const [code] = (await codes(page)) as [string];
    expect(await asked()).toBe(0);

    const setCeilingAlert = async () => {
      await page.evaluate((c) => {
        (
          window as unknown as { __vnboard: { popups: { openStockPopup(c: string): void } } }
        ).__vnboard.popups.openStockPopup(c);
      }, code);
      await page.click('.stock-popup [data-action="set-alert"]');
      await page.selectOption('select[name="alert-kind"]', "ceiling");
      expect(await page.locator('input[name="alert-level"]').count()).toBe(0); // no level for the limits
      await page.click('[data-action="save-alert"]');
      await page.keyboard.press("Escape"); // closes the popup
    };
    await setCeilingAlert();
    await expect.poll(asked).toBe(1);
    await setCeilingAlert();
    expect(await asked()).toBe(1);

    await openList(page);
    expect(await item(page, code, "ceiling").count()).toBe(1); // the same alert set twice is kept once
    expect(await page.locator(".alerts-panel .alert-note").textContent()).toContain("thông báo");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
