import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";
import { submitLogin } from "./login-steps";

/**
 * The order tab, the industry popup and the index popup's entry points in real Chromium against the
 * reference server. The login build is used throughout: orders need its bearer token, and every other
 * feature here exists in both builds. The board's language is the default, Vietnamese.
 */

const POLL = { timeout: 15_000 };
const VIEWPORT = { width: 1400, height: 900 };
const DIALOG = '.popup[role="dialog"]';
const TAB = '[data-testid="side-tab"]';

interface SymbolRecord {
  code: string;
  marketCode?: string;
  securityType?: string;
  refPrice?: number;
  ceilPrice?: number;
  floorPrice?: number;
}

interface IndustryRecord {
  code: string;
  names: { vi: string };
  symbolList: string[];
}

describe("order tab, industry popup and index popup entry points (login build)", () => {
  const env = appInChromium({ flag: "login" });

  const snapshot = () => env.app.server.source.snapshot();

  /** A fresh browser signed in as the demo user (from the default board), then on `path`. */
  async function signedIn(path: string) {
    const opened = await env.chromium.newPage({ viewport: VIEWPORT });
    const { page } = opened;
    page.setDefaultTimeout(15_000);
    await page.goto(`${env.app.url}/banggia/vn30`);
    await page.waitForURL("**/banggia/login", POLL);
    await submitLogin(page);
    await page.waitForURL("**/banggia/vn30", POLL);
    if (path !== "/banggia/vn30") await page.goto(`${env.app.url}${path}`);
    return opened;
  }

  async function closeWithEscape(page: Page) {
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(DIALOG).count(), POLL).toBe(0);
  }

  const toastTexts = (page: Page) => page.locator(".toasts .toast").allTextContents();

  it("places an order with its toast, refuses a price off the tick or outside the band, edits and cancels", async () => {
    // An HSX stock of the VN30 basket at 10,000 dong or more: its tick is 50 or 100 dong.
    const basket = new Set(snapshot().baskets.VN30 ?? []);
    const stock = (snapshot().symbols as unknown as SymbolRecord[]).find(
      (s) => basket.has(s.code) && s.marketCode === "STO" && (s.refPrice ?? 0) >= 10_000,
    );
    if (stock === undefined) throw new Error("no HSX stock in the VN30 basket");
    const ref = stock.refPrice ?? 0;
    const ceil = stock.ceilPrice ?? 0;
    const thousands = (dong: number) => String(dong / 1000);

    const { page, errors } = await signedIn("/banggia/vn30");
    await expect.poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), POLL).toBeGreaterThan(5);
    await page.click('[data-testid="side-tab-handle"]');
    const search = page.locator('[data-testid="side-search"]');
    await search.fill(stock.code);
    await search.press("Enter");
    await page.click('[data-testid="side-tab-ORDER"]');
    const form = page.locator(`[data-testid="side-order"][data-code="${stock.code}"]`);
    await form.waitFor();
    const price = page.locator('[data-testid="side-order-price"]');
    const quantity = page.locator('[data-testid="side-order-quantity"]');

    // Off the tick grid: refused in the form, nothing sent.
    await price.fill(String((ref + 1) / 1000));
    await quantity.fill("200");
    await quantity.press("Enter");
    await expect
      .poll(() => form.locator('[role="alert"]').textContent(), POLL)
      .toContain("bội số của bước giá");
    // Above the ceiling: the message names the band.
    await price.fill(thousands(ceil + 1000));
    await quantity.press("Enter");
    await expect
      .poll(() => form.locator('[role="alert"]').textContent(), POLL)
      .toContain(`trần ${thousands(ceil)}`);
    expect(await page.locator('[data-testid="side-order-item"]').count()).toBe(0);

    // The keyboard: ArrowUp on an empty price starts from the last match or the reference.
    await price.fill("");
    await price.press("ArrowUp");
    expect(Number(await price.inputValue())).toBeGreaterThan(0);
    // A valid order at the reference, sent with Enter, is acknowledged by the server and its toast.
    await price.fill(thousands(ref));
    await quantity.press("Enter");
    await expect
      .poll(() => toastTexts(page), POLL)
      .toContainEqual(expect.stringContaining("Đặt lệnh thành công"));
    const item = page.locator('[data-testid="side-order-item"]');
    await expect.poll(() => item.count(), POLL).toBe(1);
    const orderId = (await item.getAttribute("data-order-id")) ?? "";
    expect(orderId).toMatch(/^[A-Za-z0-9-]+$/);
    expect(await page.locator('[data-testid="side-order-result"]').getAttribute("data-ok")).toBe("true");
    expect(await item.locator('[data-testid="side-order-item-quantity"]').textContent()).toBe("200");

    // Edit: a quantity off the lot is refused; a whole lot is taken with its toast.
    await item.getByRole("button", { name: "Sửa" }).click();
    const editQuantity = page.locator('[data-testid="side-order-edit-quantity"]');
    await editQuantity.fill("250");
    await editQuantity.press("Enter");
    await expect.poll(() => item.locator('[role="alert"]').textContent(), POLL).toContain("bội số của 100");
    await editQuantity.fill("300");
    await editQuantity.press("Enter");
    await expect
      .poll(() => toastTexts(page), POLL)
      .toContainEqual(expect.stringContaining("Sửa lệnh thành công"));
    await expect
      .poll(() => item.locator('[data-testid="side-order-item-quantity"]').textContent(), POLL)
      .toBe("300");

    // The keyboard comes back to the order's Edit button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), POLL).toBe("Sửa");

    // Cancel.
    await item.locator('[data-testid="side-order-cancel"]').click();
    await expect
      .poll(() => toastTexts(page), POLL)
      .toContainEqual(expect.stringContaining("Hủy lệnh thành công"));
    await expect.poll(() => item.getAttribute("data-status"), POLL).toBe("cancelled");

    // The server holds the order under this user: a second cancel is refused with its reason.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem("userSession") ?? "null")?.token);
    const again = await fetch(`${env.app.url}/order/cancel`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ orderId }),
    });
    expect(await again.json()).toMatchObject({ success: false, orderId });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("opens the industry popup from the industry board's title; it lists the members and their TOP lists", async () => {
    const industries = snapshot().industries as unknown as IndustryRecord[];
    const known = new Set((snapshot().symbols as unknown as SymbolRecord[]).map((s) => s.code));
    const industry = industries.find((i) => i.symbolList.filter((c) => known.has(c)).length >= 3);
    if (industry === undefined) throw new Error("no industry with members");
    const members = industry.symbolList.filter((c) => known.has(c)).sort();

    const { page, errors } = await signedIn(`/banggia/nganh/${industry.code}`);
    await page.click('[data-testid="industry-details"]');
    const popup = page.locator(`${DIALOG}.industry-popup`);
    await popup.waitFor();
    expect(await popup.locator('[data-testid="industry-title"]').textContent()).toBe(industry.names.vi);
    // Overview: the members are counted once each.
    const stocksRow = popup.locator('[data-testid="industry-info"] tr').first();
    await expect.poll(() => stocksRow.locator("td").textContent(), POLL).toBe(String(members.length));
    const counts = await popup
      .locator('[data-testid="industry-breadth"] [data-count]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-value"))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(members.length);

    await popup.locator('[data-tab="stocks"]').click();
    const listed = () =>
      popup
        .locator('[data-testid="industry-stocks"] tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-code") ?? ""));
    await expect.poll(listed, POLL).toEqual(members);
    // TOP by volume: members only, most traded first.
    await popup.locator('[data-list="2"]').click();
    await expect
      .poll(() => popup.locator('[data-testid="industry-stocks"]').getAttribute("data-list"), POLL)
      .toBe("2");
    const top = await listed();
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((code) => members.includes(code))).toBe(true);
    await closeWithEscape(page);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("opens the index popup from the strip's details button, the side tab and the expanded view", async () => {
    const { page, errors } = await signedIn("/banggia/vn30");
    const card = page.locator('.index-card[data-index="VNINDEX"]');
    await card.waitFor();
    const pressed = await card.getAttribute("aria-pressed");
    await page.click('.index-card-details[data-details="VNINDEX"]');
    await expect
      .poll(() => page.locator(`${DIALOG}.index-popup [data-testid="popup-code"]`).textContent(), POLL)
      .toBe("VNINDEX");
    // The details button does not follow or unfollow the index.
    expect(await card.getAttribute("aria-pressed")).toBe(pressed);
    await closeWithEscape(page);

    // The side tab starts on the system parameters' selection (sideTab_Type IDX, sideTab_Code VNINDEX).
    expect(await page.getAttribute(TAB, "data-hidden")).toBe("true");
    await page.click('[data-testid="side-tab-handle"]');
    await page.waitForSelector('[data-testid="side-index-info"][data-code="VNINDEX"]');
    await page.click('[data-testid="side-index-details"]');
    await expect.poll(() => page.locator(`${DIALOG}.index-popup`).count(), POLL).toBe(1);
    await closeWithEscape(page);

    await page.goto(`${env.app.url}/banggia/mo-rong`);
    const name = page.locator('tr[data-index="VN30"] th button');
    await expect.poll(() => name.textContent(), POLL).not.toBe("");
    await name.click();
    await expect
      .poll(() => page.locator(`${DIALOG}.index-popup [data-testid="popup-code"]`).textContent(), POLL)
      .toBe("VN30");
    await closeWithEscape(page);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
