import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/** The special boards against the real server: top lists and hubs, plasma, auto-scroll, expanded, summary. */
describe("special boards (public build)", () => {
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

  async function open(path: string, viewport = { width: 1600, height: 1000 }) {
    const opened = await chromium.newPage({ viewport });
    await opened.page.goto(`${app.url}${path}`);
    return opened;
  }

  /** The server's exchange of each symbol code. */
  function marketOf(): Map<string, string> {
    return new Map(
      app.server.source.snapshot().symbols.map((s) => [String(s.code), String(s.marketCode)] as const),
    );
  }

  /** Board text to a number: "1,234.5" -> 1234.5, "12.34%" -> 12.34. */
  const num = (text: string) => Number(text.replace(/[,%]/g, ""));

  /**
   * The rows of the top-list board as a screen reader has them (the engine's rows mirror the visible
   * rows): the code first, then each drawn column's text, named by the header's column ids.
   */
  async function topRows(page: Page): Promise<{ code: string; cells: Record<string, string> }[]> {
    return page.locator('.top-page [data-vnboard="board"]').evaluate((board) => {
      const ids = Array.from(board.querySelectorAll('[role="columnheader"]'))
        .map((header) => header.getAttribute("data-column") ?? "")
        .filter((id) => id !== "code");
      return Array.from(board.querySelectorAll('[role="rowgroup"] [role="row"]')).map((row) => {
        const texts = Array.from(row.querySelectorAll('[role="gridcell"]')).map((c) => c.textContent ?? "");
        return { code: texts[0], cells: Object.fromEntries(ids.map((id, i) => [id, texts[i + 1]])) };
      });
    });
  }

  const TOP_ROWS = '.top-page [role="rowgroup"] [role="row"]';

  /** The middle of a column's cell in the top board's row at `position` (the rows are drawn on a canvas). */
  async function topCell(page: Page, column: string, position: number): Promise<{ x: number; y: number }> {
    const header = await page
      .locator(`.top-page [role="columnheader"][data-column="${column}"]`)
      .boundingBox();
    if (header === null) throw new Error(`no ${column} header`);
    return { x: header.x + header.width / 2, y: header.y + header.height + 28 * position + 14 };
  }

  it("shows each top list ranked by its own field, on its exchange, cut to numberStockTop", async () => {
    const markets = marketOf();
    const cases = [
      // The spec's defect (the original showed the UpCOM losers here): the UpCOM volume list.
      { path: "top-vol/upcom", kind: "2", scope: "UPX", field: "volume", desc: true },
      { path: "top-value/hsx", kind: "3", scope: "STO", field: "value", desc: true },
      { path: "top-incr-prc", kind: "0", scope: "all", field: null, desc: true },
      { path: "top-fsell/hnx", kind: "5", scope: "STX", field: "netForeign", desc: false },
    ];
    // Tall enough for every row of a list cut to 30 to be on screen (the screen-reader rows are the visible ones).
    const { page, errors } = await open(`/banggia/${cases[0].path}`, { width: 1600, height: 1400 });
    for (const c of cases) {
      await page.goto(`${app.url}/banggia/${c.path}`);
      await expect
        .poll(() => page.locator(".top-page").getAttribute("data-top-kind"), { timeout: 15_000 })
        .toBe(c.kind);
      await expect
        .poll(() => page.locator(`${TOP_ROWS}, [data-top-state=empty]`).count(), {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
      const rows = await topRows(page);
      expect(rows.length).toBeLessThanOrEqual(30);
      // Rows in rank order.
      expect(rows.map((r) => r.cells.rank)).toEqual(rows.map((_, i) => String(i + 1)));
      for (const row of rows) {
        const market = markets.get(row.code);
        if (c.scope === "all") expect(["STO", "STX", "UPX"]).toContain(market);
        else expect(market, row.code).toBe(c.scope);
      }
      if (c.field === "volume") {
        const volumes = rows.map((r) => num(r.cells.volume));
        expect(volumes.every((v) => v > 0)).toBe(true);
        expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
        // The simulated UpCOM has far more than 30 traded stocks: the list is cut to numberStockTop.
        expect(rows.length).toBe(30);
        expect(rows.every((r) => /^\d+\.\d\d%$/.test(r.cells.share))).toBe(true);
      }
      if (c.field === "netForeign") {
        // Net selling: every net value is below zero, the most sold first.
        const codes = rows.map((r) => r.code);
        const snapshot = app.server.source.snapshot().symbols;
        for (const code of codes) {
          const s = snapshot.find((x) => x.code === code);
          expect(Number(s?.buyForeignValue) - Number(s?.sellForeignValue)).toBeLessThanOrEqual(0);
        }
      }
      if (c.field === null) {
        // Gainers: the percent column descends and every change is above zero.
        const pcts = rows.map((r) => num(r.cells.percent));
        expect(pcts.every((p) => p > 0)).toBe(true);
        expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
      }
    }
    // The kind and exchange tabs lead to the other lists.
    await page.click('.top-page nav a[href="/banggia/top-fsell"]');
    await page.waitForURL("**/banggia/top-fsell");
    await expect
      .poll(() => page.locator(".top-page").getAttribute("data-top-scope"), { timeout: 15_000 })
      .toBe("all");
    await page.click('.top-page nav a[href="/banggia/top-value"]');
    await page.waitForURL("**/banggia/top-value");
    await expect
      .poll(() => page.locator(".top-page").getAttribute("data-top-kind"), { timeout: 15_000 })
      .toBe("3");
    await expect.poll(() => page.locator(TOP_ROWS).count(), { timeout: 30_000 }).toBeGreaterThan(3);
    // A ranking keeps its order: a header click does not sort, a drag on the codes does not move rows
    // (ranks read 1, 2, 3... from the top whatever the 10 s refresh changed meanwhile).
    const inRankOrder = async () => (await topRows(page)).every((r, i) => r.cells.rank === String(i + 1));
    await page.click('.top-page [role="columnheader"][data-column="price"]');
    expect(await inRankOrder()).toBe(true);
    const from = await topCell(page, "code", 0);
    const to = await topCell(page, "code", 2);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    expect(await inRankOrder()).toBe(true);
    // The release was a click on the third row: its stock opened; close it.
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator('.popup[role="dialog"]').count(), { timeout: 15_000 }).toBe(0);
    // A click on a row opens its stock.
    const ranked = (await topRows(page)).map((r) => r.code);
    const first = await topCell(page, "price", 0);
    await page.mouse.click(first.x, first.y);
    await expect.poll(() => page.locator('.popup[role="dialog"]').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('[data-testid="popup-code"]').textContent()).toBe(ranked[0]);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("shows the hubs as six top-10 panels that link to the full lists", async () => {
    const { page, errors } = await open("/banggia/hottrend");
    const panels = page.locator("[data-top-panel]");
    await expect.poll(() => panels.count(), { timeout: 30_000 }).toBe(6);
    await expect
      .poll(() => panels.nth(2).locator("tbody tr[data-code]").count(), { timeout: 30_000 })
      .toBe(10);
    await page.goto(`${app.url}/banggia/top`);
    await expect.poll(() => panels.count(), { timeout: 30_000 }).toBe(6);
    await panels.nth(3).locator("h3 a").click();
    await page.waitForURL("**/banggia/top-value");
    await expect.poll(() => page.locator(TOP_ROWS).count(), { timeout: 30_000 }).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("shows the plasma screen: four indexes with charts, three TOP 5 tables, no index strip", async () => {
    const { page, errors } = await open("/banggia/plasma", { width: 1920, height: 1080 });
    const indexes = page.locator(".plasma-index");
    await expect.poll(() => indexes.count(), { timeout: 30_000 }).toBe(4);
    expect(await page.locator(".index-strip").count()).toBe(0);
    expect(await page.locator(".app-header").count()).toBe(0);
    // A TV wall runs unattended: no side tab handle and no promo card over the screen.
    expect(await page.locator("[data-promo]").count()).toBe(0);
    expect(await page.locator(".side-tab, .side-tab-handle").count()).toBe(0);
    await expect
      .poll(() => page.locator('[data-index="VNINDEX"] [data-field="value"]').textContent(), {
        timeout: 30_000,
      })
      .toMatch(/^\d[\d,]*\.\d\d$/);
    await expect
      .poll(() => page.locator('[data-index="VN30"] canvas').getAttribute("data-points").then(Number), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    const tops = page.locator("[data-plasma-top]");
    expect(await tops.count()).toBe(3);
    await expect.poll(() => tops.nth(0).locator("tbody tr[data-code]").count(), { timeout: 30_000 }).toBe(5);
    const volumes = await tops
      .nth(0)
      .locator('td[data-field="volume"]')
      .evaluateAll((tds) => tds.map((td) => Number((td.textContent ?? "").replace(/,/g, ""))));
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    // Stocks only (spec 2.3.10): the day's busiest HSX lines are warrants, which have a board of their own.
    const typeOf = new Map(
      app.server.source.snapshot().symbols.map((s) => [String(s.code), String(s.securityType)] as const),
    );
    const hsxCodes = await tops
      .nth(0)
      .locator("tbody tr[data-code]")
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-code") ?? ""));
    expect(hsxCodes.map((code) => typeOf.get(code))).toEqual(
      hsxCodes.map(() => expect.stringMatching(/^(ST|EF|FU)$/)),
    );
    // The whole screen fits the wall: nothing scrolls.
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("scrolls the exchange board 1 px every 50 ms under its own header, and loops to the top", async () => {
    const { page, errors } = await open("/banggia/hnx/scroll", { width: 1280, height: 720 });
    await expect
      .poll(() => page.locator(".scroll-header h1").textContent(), { timeout: 30_000 })
      .toBe("Bảng giá trực tuyến HNX");
    expect(await page.locator(".index-strip").count()).toBe(0);
    const scroller = () =>
      page.evaluate(() => {
        const root = document.querySelector("[data-vnboard=board]");
        const el = Array.from(root?.children ?? []).find((c) => getComputedStyle(c).overflowY === "auto") as
          | HTMLElement
          | undefined;
        return el === undefined ? null : { top: el.scrollTop, max: el.scrollHeight - el.clientHeight };
      });
    await expect.poll(async () => (await scroller())?.max ?? 0, { timeout: 30_000 }).toBeGreaterThan(100);
    // The view moves 1 px a step, and it is the board's own scroller that moves (no CSS shift).
    const position = async () =>
      Number(await page.locator(".scroll-page").getAttribute("data-scroll-position"));
    const start = await position();
    await expect.poll(position, { timeout: 15_000 }).toBeGreaterThan(start + 10);
    await expect
      .poll(async () => (await scroller())?.top ?? 0, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(28);
    const step = await page.evaluate(() => {
      const root = document.querySelector("[data-vnboard=board]");
      const el = Array.from(root?.children ?? []).find((c) => getComputedStyle(c).overflowY === "auto");
      const section = document.querySelector(".scroll-page");
      return {
        top: el instanceof HTMLElement ? el.scrollTop : -1,
        position: Number(section?.getAttribute("data-scroll-position")),
        shifted: Array.from(root?.querySelectorAll("div") ?? []).some((d) =>
          d.style.transform.includes("translateY"),
        ),
      };
    });
    expect(Math.abs(step.top - step.position)).toBeLessThanOrEqual(1);
    expect(step.shifted).toBe(false);
    // The board fills the page under the title: a screenful of rows (the engine's screen-reader rows).
    expect(await page.locator('[data-vnboard=board] [role="rowgroup"] [role="row"]').count()).toBeGreaterThan(
      15,
    );
    // Near the end, the view goes back to the top.
    await page.evaluate(() => {
      const root = document.querySelector("[data-vnboard=board]");
      const el = Array.from(root?.children ?? []).find((c) => getComputedStyle(c).overflowY === "auto");
      if (el instanceof HTMLElement) el.scrollTop = el.scrollHeight - el.clientHeight - 5;
    });
    await expect.poll(position, { timeout: 15_000 }).toBeGreaterThan(1000);
    await expect.poll(position, { timeout: 15_000 }).toBeLessThan(50);
    // The board itself went back up (it is at the top for one 50 ms step, then moves on).
    await expect.poll(async () => (await scroller())?.top ?? -1, { timeout: 15_000 }).toBeLessThan(60);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("shows the expanded HSX and HNX index tables and the foreign trading history", async () => {
    const { page, errors } = await open("/banggia/mo-rong");
    await expect.poll(() => page.locator(".expanded-table tbody tr").count(), { timeout: 30_000 }).toBe(11);
    await expect
      .poll(
        () => page.locator('.expanded-table tr[data-index="VNDIAMOND"] [data-field="value"]').textContent(),
        {
          timeout: 30_000,
        },
      )
      .toMatch(/^\d[\d,]*\.\d\d$/);
    const cells = await page.locator(".expanded-table td").allTextContents();
    expect(cells.some((c) => c.includes("NaN"))).toBe(false);
    await expect
      .poll(
        () =>
          page
            .locator('.expanded-foreign [data-testid="index-foreign"], .expanded-foreign .popup-empty')
            .count(),
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    await page.click('.expanded-foreign button:has-text("HNXINDEX")');
    expect(await page.locator(".expanded-foreign").getAttribute("data-foreign-index")).toBe("HNXINDEX");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("keeps the summary list in the browser: VN30 by default, add by typing, remove with the star", async () => {
    const { page, errors } = await open("/banggia/tong-hop", { width: 1600, height: 1400 });
    const vn30 = [...(app.server.source.snapshot().baskets.VN30 ?? [])].sort();
    const rows = page.locator('[role="rowgroup"] [role="row"]');
    const codes = async () =>
      (await rows.evaluateAll((els) => els.map((el) => el.firstElementChild?.textContent ?? ""))).sort();
    await expect.poll(codes, { timeout: 30_000 }).toEqual(vn30);
    expect(await page.evaluate(() => localStorage.getItem("summaryCodes"))).toBeNull();

    const extra = app.server.source.snapshot().baskets.HNX30?.[0] ?? "";
    await page.fill('input[name="add-code"]', extra.toLowerCase());
    await page.press('input[name="add-code"]', "Enter");
    await expect.poll(codes, { timeout: 15_000 }).toEqual([...vn30, extra].sort());
    await page.reload();
    await expect.poll(codes, { timeout: 30_000 }).toEqual([...vn30, extra].sort());

    // The star of the first row removes it.
    const first = (await rows.first().evaluate((el) => el.firstElementChild?.textContent)) ?? "";
    const star = await page.locator('[role="columnheader"][data-column="star"]').boundingBox();
    const header = await page.locator('[role="columnheader"][data-column="code"]').boundingBox();
    if (star === null || header === null) throw new Error("no star or code column");
    await page.mouse.click(star.x + star.width / 2, header.y + header.height + 14);
    const left = [...vn30, extra].filter((c) => c !== first).sort();
    await expect.poll(codes, { timeout: 15_000 }).toEqual(left);
    await page.reload();
    await expect.poll(codes, { timeout: 30_000 }).toEqual(left);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem("summaryCodes"))) ?? "[]").sort(),
    ).toEqual(left);
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);
});

/**
 * Spec 2.1 and 6: in the login build the wall displays open without login, with the operator's display
 * key in their address (the feed needs a session or the key: tests/browser/app-feed-auth.test.ts).
 */
describe("special boards (login build)", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;
  const displayKey = "special-boards-display-key";

  beforeAll(async () => {
    app = await startAppServer({ flag: "login", args: ["--display-key", displayKey] });
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  it("opens /plasma and the /scroll pages without login, and sends the top lists to the login page", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${app.url}/banggia/plasma?key=${displayKey}`);
    await expect.poll(() => page.locator(".plasma-index").count(), { timeout: 30_000 }).toBe(4);
    expect(new URL(page.url()).pathname).toBe("/banggia/plasma");
    await page.goto(`${app.url}/banggia/upcom/scroll`);
    await expect
      .poll(() => page.locator(".scroll-header h1").textContent(), { timeout: 30_000 })
      .toBe("Bảng giá trực tuyến UpCOM");
    await page.goto(`${app.url}/banggia/top-vol`);
    await page.waitForURL("**/banggia/login", { timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
