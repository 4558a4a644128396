import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";
import { submitLogin } from "./login-steps";

/**
 * The put-through boards (spec 2.3 item 4) against the real server and its simulator: three lists side
 * by side, each deal in the list of its type and side, only the route's exchange, totals that match the
 * deals. The demo clock starts at 10:00, when the exchanges take put-through deals beside the matching.
 */

type Deal = {
  ticks: string;
  marketCode: string;
  type: string;
  side: string;
  quantity: number;
  value: number;
};

const LISTS = ["buy", "matched", "sell"] as const;

/** Board text to a number: "1,234.5" -> 1234.5. */
const num = (text: string) => Number(text.replace(/,/g, ""));

describe("put-through boards (public build)", () => {
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

  /** Every put-through record the simulator has produced so far, by ticks (latest version of each). */
  function serverDeals(): Map<string, Deal> {
    const out = new Map<string, Deal>();
    for (const r of app.server.source.snapshot().putThrough) {
      out.set(String(r.ticks), {
        ticks: String(r.ticks),
        marketCode: String(r.marketCode),
        type: String(r.type),
        side: String(r.side),
        quantity: Number(r.quantity),
        value: Number(r.value),
      });
    }
    return out;
  }

  /** The screen-reader rows of one list: the deal's ticks first, then the drawn cells. */
  function listRows(page: Page, list: (typeof LISTS)[number]): Promise<string[][]> {
    return page
      .locator(`[data-list="${list}"] [role="rowgroup"] [role="row"]`)
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('[role="gridcell"]')).map((c) => c.textContent ?? ""),
        ),
      );
  }

  async function checkLists(page: Page, markets: readonly string[]): Promise<void> {
    for (const list of LISTS) {
      const rows = await listRows(page, list);
      // Read after the rows: a deal shown is never newer than the server's own list.
      const deals = serverDeals();
      for (const [ticks, code] of rows) {
        const deal = deals.get(ticks ?? "");
        expect(deal, `${list} row ${ticks}`).toBeDefined();
        if (deal === undefined) continue;
        expect(markets).toContain(deal.marketCode);
        expect(deal.quantity).toBeGreaterThan(0);
        if (list === "matched") expect(deal.type).toBe("M");
        else expect([deal.type, deal.side]).toEqual(["O", list === "buy" ? "B" : "S"]);
        expect(code).toMatch(/^[A-Z0-9]+$/);
      }
      // Newest first: ticks are a date then a sequence.
      const ticks = rows.map((r) => r[0] ?? "");
      expect(ticks).toEqual([...ticks].sort().reverse());
    }
  }

  it("shows HSX buy offers, matched deals and sell offers in their lists with matching header totals; a withdrawn offer leaves", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${app.url}/banggia/hsx/thoathuan`);
    await page.waitForSelector('.put-through-page[data-market="STO"]', { timeout: 30_000 });
    expect(await page.locator(".put-through-list").count()).toBe(3);
    // The lists sit side by side.
    const boxes = await page
      .locator(".put-through-list")
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left));
    expect(boxes[0]).toBeLessThan(boxes[1] ?? 0);
    expect(boxes[1]).toBeLessThan(boxes[2] ?? 0);
    for (const list of LISTS) {
      await expect
        .poll(async () => (await listRows(page, list)).length, { timeout: 60_000, interval: 1000 })
        .toBeGreaterThan(0);
    }
    await checkLists(page, ["STO"]);

    // The matched totals equal the sum of the simulator's HSX matched deals (quantity in lots of 10,
    // value in billions of dong); a deal may land between two reads, so poll until they agree.
    const expected = () => {
      let quantity = 0;
      let value = 0;
      for (const d of serverDeals().values()) {
        if (d.marketCode === "STO" && d.type === "M" && d.quantity > 0) {
          quantity += d.quantity;
          value += d.value;
        }
      }
      return `${Math.round(quantity / 10)} ${(value / 1e9).toFixed(2)}`;
    };
    const shown = async () => {
      const quantity = await page.locator('[data-total="quantity"]').textContent();
      const value = await page.locator('[data-total="value"]').textContent();
      return `${num(quantity ?? "")} ${num((value ?? "").split(" ")[0] ?? "").toFixed(2)}`;
    };
    await expect.poll(async () => (await shown()) === expected(), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('[data-total="value"]').textContent()).toContain("tỷ đồng");
    // The list headings count the rows.
    const matchedCount = await page.locator('[data-list="matched"] .put-through-count').textContent();
    expect(num((matchedCount ?? "").replace(/[()]/g, ""))).toBeGreaterThanOrEqual(
      (await listRows(page, "matched")).length,
    );

    // A withdrawn advertisement travels as its record again with quantity 0 (docs/protocol.md); the
    // simulator never withdraws one, so the test hands it one to send with its next batch.
    const withdrawn = (await listRows(page, "buy"))[0]?.[0] ?? "";
    const record = app.server.source.snapshot().putThrough.find((r) => String(r.ticks) === withdrawn);
    expect(record).toBeDefined();
    const desk = (app.server.source as unknown as { day: { putThrough: { pending: object[] } } }).day
      .putThrough;
    desk.pending.push({ ...record, quantity: 0, value: 0 });
    await expect
      .poll(async () => (await listRows(page, "buy")).map((row) => row[0]), { timeout: 15_000 })
      .not.toContain(withdrawn);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("shows every exchange on /thoathuan/all, and HNX values as value / 1e5", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${app.url}/banggia/thoathuan/all`);
    await page.waitForSelector('.put-through-page[data-market="all"]', { timeout: 30_000 });
    await expect
      .poll(async () => (await listRows(page, "matched")).length, { timeout: 60_000, interval: 1000 })
      .toBeGreaterThan(0);
    await checkLists(page, ["STO", "STX", "UPX", "HCX"]);
    const shown: string[] = [];
    for (const list of LISTS) for (const [ticks] of await listRows(page, list)) shown.push(ticks ?? "");
    const deals = serverDeals();
    const shownMarkets = new Set(shown.map((ticks) => deals.get(ticks)?.marketCode));
    expect(shownMarkets.size).toBeGreaterThan(1);

    await page.goto(`${app.url}/banggia/hnx/thoathuan`);
    await page.waitForSelector('.put-through-page[data-market="STX"]', { timeout: 30_000 });
    await expect
      .poll(async () => (await listRows(page, "matched")).length + (await listRows(page, "buy")).length, {
        timeout: 60_000,
        interval: 1000,
      })
      .toBeGreaterThan(0);
    await checkLists(page, ["STX"]);
    expect(await page.locator('[data-total="value"]').textContent()).toContain("100.000");
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});

describe("put-through boards (login build)", () => {
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

  it("does not offer /thoathuan/all: the menu has no link and the path leads to the default board", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${app.url}/banggia/thoathuan/all`);
    await page.waitForURL("**/banggia/login", { timeout: 30_000 });
    await submitLogin(page);
    // Back to the saved path, which this build does not offer: the default board instead.
    await page.waitForURL("**/banggia/vn30", { timeout: 30_000 });
    expect(await page.locator(".put-through-page").count()).toBe(0);
    expect(await page.locator('a[href$="/thoathuan/all"]').count()).toBe(0);
    // The exchange put-through boards are there.
    await page.goto(`${app.url}/banggia/upcom/thoathuan`);
    await page.waitForSelector('.put-through-page[data-market="UPX"]', { timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
