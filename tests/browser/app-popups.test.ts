import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type VnboardServer } from "../../packages/server/src/app";
import { parseConfig } from "../../packages/server/src/config";
import { localTime, type SimClock, TradingCalendar } from "../../packages/server/src/sim/clock";
import { Simulator } from "../../packages/server/src/sim/simulator";
import { builtApp } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/**
 * The stock and index popups in real Chromium against the reference server. The simulator runs on a
 * clock that starts at 10:00 of a trading day, so the continuous session is on whatever the wall
 * time: there are ticks to page and new ones to poll.
 */

const TRADING_DATE = "2026-11-20";
/** Our popups (the public build also shows a promotional dialog of its own). */
const DIALOG = '.popup[role="dialog"]';
const XSS_EVENTS = {
  success: true,
  json: [
    {
      EventTitle: "Cash dividend",
      ExecutionDate: "20261120",
      EventDetail:
        '<p id="safe-part">Record <b>date</b></p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">link</a>',
    },
  ],
};

/** Continuous session from 10:00 of TRADING_DATE on, moving with the wall clock. */
function morningClock(dataDir: string | null): SimClock {
  const calendar = new TradingCalendar(dataDir);
  const start = localTime(TRADING_DATE, 10, 0);
  const t0 = Date.now();
  return { now: () => start + (Date.now() - t0), isTradingDay: (date) => calendar.isTradingDay(date) };
}

/** Bounding box or a failed test. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).boundingBox();
  if (found === null) throw new Error(`${selector} has no box`);
  return found;
}

/** Clicks the board's first row on its canvas (the rows are drawn, not DOM); returns its code. */
async function clickFirstRow(page: Page): Promise<string> {
  await expect
    .poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), { timeout: 30_000 })
    .toBeGreaterThan(5);
  const code = await page
    .locator('[role="rowgroup"] [role="row"] >> nth=0')
    .locator("div >> nth=0")
    .textContent();
  // The scroller lies over the canvas, right under the header; the first row is its top 28 px.
  const point = await page.evaluate(() => {
    const scroller = document.querySelector('[role="rowgroup"]')?.parentElement?.children[2];
    const rect = scroller?.getBoundingClientRect();
    return rect === undefined ? null : { x: rect.left + 30, y: rect.top + 14 };
  });
  if (point === null || code === null) throw new Error("board not found");
  await page.mouse.click(point.x, point.y);
  return code;
}

/** Pixels of the chart canvas that are neither the background nor transparent. */
function drawnPixels(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const canvas = document.querySelector(sel) as HTMLCanvasElement | null;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx || canvas.width === 0) return 0;
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4) {
      // The candles' green (#1ed760) and red (#ff4d4f): a strong red or green channel.
      if (data[i + 1] > 150 && data[i] < 100) coloured++;
      else if (data[i] > 200 && data[i + 1] < 120) coloured++;
    }
    return coloured;
  }, selector);
}

describe("popups on the reference server", () => {
  let chromium: LaunchedChromium;
  let server: VnboardServer;
  let source: Simulator;
  let url = "";

  beforeAll(async () => {
    const staticDir = await builtApp("public");
    const config = {
      ...parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1"], {}),
      staticDir,
    };
    source = new Simulator({
      seed: config.seed,
      dataDir: config.referenceDataDir,
      batchIntervalMs: config.batchIntervalMs,
      clock: morningClock(config.referenceDataDir ?? null),
    });
    server = createServer(config, { source });
    url = (await server.start()).replace(/\/$/, "");
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.stop();
  });

  it("opens the stock popup from a row with the chart page, live ticks that page and poll", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(30_000);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto(`${url}/banggia/vn30`);
    const code = await clickFirstRow(page);
    const dialog = page.locator(DIALOG);
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('[data-testid="popup-code"]').textContent()).toContain(code);
    expect((await box(page, DIALOG)).width).toBeLessThanOrEqual(725);

    // The chart: the server's chart page in an iframe (spec 2.5; drawn and switched in app-chart-page.test.ts).
    expect(new URL((await page.getAttribute(`${DIALOG} iframe.chart-iframe`, "src")) ?? "").pathname).toBe(
      "/chart",
    );
    // Our own chart page on our origin is not sandboxed: a sandbox granting scripts and the same origin
    // holds nothing, and Chrome warns about it in the host's console.
    expect(await page.getAttribute(`${DIALOG} iframe.chart-iframe`, "sandbox")).toBeNull();
    expect(warnings.filter((text) => /sandbox/i.test(text))).toEqual([]);

    // The price-step chart has the whole day's bars at once, not only the prices matched since the
    // page connected (the snapshot carries every symbol's price levels).
    const levelsAtOpen = source.priceLevels(code.trim())?.length ?? 0;
    expect(levelsAtOpen).toBeGreaterThan(1);
    await page.click(`${DIALOG} [data-tab="priceSteps"]`);
    const stepBars = () => page.locator('[data-testid="price-steps"] canvas').getAttribute("data-points");
    await expect
      .poll(async () => Number(await stepBars()), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(levelsAtOpen);
    await page.click(`${DIALOG} [data-tab="matches"]`);

    // Live detail and ladder.
    await expect
      .poll(() => page.locator('[data-testid="popup-detail"] td >> nth=0').textContent(), { timeout: 10_000 })
      .toMatch(/^\d+\.\d\d$/);
    expect(await page.locator('[data-testid="popup-ladder"] tbody tr').count()).toBe(3);

    // Match history: a first page, more on scrolling to the bottom (older) and from the 1 s poll.
    const rows = page.locator('[data-testid="match-history"] tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const first = await rows.count();
    expect(await rows.first().locator("td").first().textContent()).toMatch(/^\d\d:\d\d:\d\d$/);
    await page.locator('[data-testid="match-history"]').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(first);

    // Closing and reopening shows the popup again (the canvas chart's ranges: the narrow-screen test).
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await clickFirstRow(page);
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);

    // Fundamentals to 2 decimals.
    await page.click(`${DIALOG} [data-tab="fundamentals"]`);
    const pe = page.locator('[data-testid="popup-fundamentals"] td[data-field="BasicPE_LFY"]');
    await expect.poll(() => pe.textContent(), { timeout: 10_000 }).toMatch(/^-?[\d,]+\.\d\d$/);
    const values = await page.locator('[data-testid="popup-fundamentals"] td').allTextContents();
    expect(values.filter((v) => v !== "").every((v) => /^-?[\d,]+\.\d\d$/.test(v))).toBe(true);

    // The company link opens a new tab without access to this page.
    const link = page.locator(".popup-tab-link");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toContain("noopener");
    expect(await link.getAttribute("href")).toContain(code);

    // A click outside closes it; a click inside does not.
    await page.click('[data-testid="popup-fundamentals"]');
    expect(await dialog.count()).toBe(1);
    await page.mouse.click(5, 890);
    await expect.poll(() => dialog.count()).toBe(0);

    // Closed means stopped: the 1 s tick poll does not outlive the popup.
    let polls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/pr/stockmatch/")) polls++;
    });
    await page.waitForTimeout(2500);
    expect(polls).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("an Escape while the popup's code still loads cancels it: the popup does not open afterwards", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(30_000);
    // The stock popup's code is held back, as on a slow line (or a busy machine) after a row click.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/StockPopup-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${url}/banggia/vn30`);
    await clickFirstRow(page);
    await page.waitForSelector("[data-part-loading]");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("[data-part-loading]").count()).toBe(0);
    const loaded = page.waitForResponse(/\/assets\/StockPopup-[^/]*\.js$/);
    release();
    await loaded;
    // The code is in (the idle prefetch asked for it too): the dismissed popup stays closed...
    await page.waitForTimeout(500);
    expect(await page.locator(DIALOG).count()).toBe(0);
    // ...and the next click opens one at once.
    const code = await clickFirstRow(page);
    await expect.poll(() => page.locator(DIALOG).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('[data-testid="popup-code"]').textContent()).toContain(code);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("drags the popup by its header and moves it with the arrow keys", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(30_000);
    await page.goto(`${url}/banggia/vn30`);
    await clickFirstRow(page);
    await page.waitForSelector(DIALOG);
    const before = await box(page, DIALOG);
    const header = await box(page, ".popup-code");
    await page.mouse.move(header.x + header.width + 60, header.y + header.height / 2);
    await page.mouse.down();
    await page.mouse.move(header.x + header.width - 60, header.y + header.height / 2 + 80, { steps: 8 });
    await page.mouse.up();
    const after = await box(page, DIALOG);
    expect(after.x - before.x).toBeCloseTo(-120, 0);
    expect(after.y - before.y).toBeCloseTo(80, 0);
    // The end of a drag over the backdrop does not close it.
    expect(await page.locator(DIALOG).count()).toBe(1);
    await page.focus("[data-drag-handle]");
    await page.keyboard.press("ArrowRight");
    expect((await box(page, DIALOG)).x - after.x).toBeCloseTo(10, 0);
    await page.close();
  }, 180_000);

  it("shows event HTML sanitised: a script or onerror payload never runs", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(30_000);
    // The simulator's events are plain; this provider answer carries the payload.
    await page.route("**/rss?**", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify(XSS_EVENTS) }),
    );
    await page.goto(`${url}/banggia/vn30`);
    await clickFirstRow(page);
    await page.click(`${DIALOG} [data-tab="events"]`);
    await page.waitForSelector("#safe-part");
    expect(await page.locator("#safe-part b").textContent()).toBe("date");
    const detail = page.locator(".event-detail");
    expect(await detail.locator("script").count()).toBe(0);
    expect(await detail.locator("[onerror]").count()).toBe(0);
    expect(await detail.locator("a").getAttribute("href")).toBeNull();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // The server's Content-Security-Policy (no inline script) reports the payload's inline handler it
    // refused; any other error fails the test.
    expect(errors.filter((e) => !e.includes("violates the following Content Security Policy"))).toEqual([]);
    await page.close();
  }, 180_000);

  it("on a narrow touch screen shows the chart with its range buttons and closes on a tap of the header", async () => {
    const { page, errors } = await chromium.newPage({
      viewport: { width: 600, height: 900 },
      hasTouch: true,
    });
    page.setDefaultTimeout(30_000);
    await page.goto(`${url}/banggia/vn30`);
    await page.waitForSelector('[data-status="live"]', { timeout: 30_000 });
    await page.evaluate(() =>
      (
        window as unknown as { __vnboard: { popups: { openStockPopup(code: string): void } } }
      ).__vnboard.popups.openStockPopup("FPT"),
    );
    await page.waitForSelector(DIALOG);
    expect((await box(page, DIALOG)).width).toBeLessThanOrEqual(600);
    expect(await page.locator(`${DIALOG} [data-range="1M"]`).isVisible()).toBe(true);
    await page.tap(`${DIALOG} [data-range="1M"]`);
    await expect
      .poll(
        async () => Number(await page.locator(`${DIALOG} .candle-chart canvas`).getAttribute("data-points")),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(7);
    await expect
      .poll(() => drawnPixels(page, `${DIALOG} .candle-chart canvas`), { timeout: 10_000 })
      .toBeGreaterThan(50);
    await page.tap(".popup-name");
    await expect.poll(() => page.locator(DIALOG).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("ends loading with 'no data' for a code the provider does not know, and stops polling it", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(30_000);
    let tickCalls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/pr/stockmatch/ZZZZ")) tickCalls++;
    });
    await page.goto(`${url}/banggia/vn30`);
    await page.waitForSelector('[data-status="live"]', { timeout: 30_000 });
    await page.evaluate(() =>
      (
        window as unknown as { __vnboard: { popups: { openStockPopup(code: string): void } } }
      ).__vnboard.popups.openStockPopup("ZZZZ"),
    );
    await page.waitForSelector(DIALOG);
    await expect
      .poll(() => page.locator('[data-testid="match-history-empty"]').textContent(), { timeout: 15_000 })
      .toBe("Không có dữ liệu");
    // The chart page has no candles for it: its empty state, not an error.
    const chart = await (await page.waitForSelector(`${DIALOG} iframe.chart-iframe`)).contentFrame();
    await chart?.waitForSelector('.chart-page[data-state="empty"]', { timeout: 15_000 });
    const calls = tickCalls;
    await page.waitForTimeout(3000);
    expect(tickCalls).toBe(calls);
    await page.click(`${DIALOG} [data-tab="fundamentals"]`);
    await expect.poll(() => page.locator(`${DIALOG} .popup-empty`).textContent()).toBe("Không có dữ liệu");
    // Only the browser's own notes of the 404 answers; nothing thrown.
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  }, 180_000);

  it("opens the index popup with its chart, breadth, TOP, foreign trading and past prices", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(30_000);
    await page.goto(`${url}/banggia/vn30`);
    await page.waitForSelector('[data-status="live"]', { timeout: 30_000 });
    await page.evaluate(() =>
      (
        window as unknown as { __vnboard: { popups: { openIndexPopup(code: string): void } } }
      ).__vnboard.popups.openIndexPopup("VN30"),
    );
    await page.waitForSelector(DIALOG);
    expect(await page.locator('[data-testid="popup-code"]').textContent()).toBe("VN30");
    await expect
      .poll(
        async () => Number(await page.locator(`${DIALOG} .candle-chart canvas`).getAttribute("data-points")),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    expect(await page.locator('[data-testid="index-breadth"]').textContent()).toMatch(/\d/);
    await expect
      .poll(() => page.locator('[data-testid="cash-flow"] .flow-value >> nth=0').textContent(), {
        timeout: 10_000,
      })
      .toMatch(/\d/);

    await page.click(`${DIALOG} [data-tab="top"]`);
    await page.click(`${DIALOG} [data-top="2"]`);
    const top = page.locator('[data-testid="index-top"] tbody tr');
    await expect.poll(() => top.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await top.count()).toBeLessThanOrEqual(30);

    await page.click(`${DIALOG} [data-tab="foreign"]`);
    await expect
      .poll(() => page.locator('[data-testid="index-foreign"] tbody tr').count(), { timeout: 10_000 })
      .toBeGreaterThan(1);

    await page.click(`${DIALOG} [data-tab="pastPrices"]`);
    const past = page.locator('[data-testid="index-past-prices"] tbody tr');
    await expect.poll(() => past.count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await past.first().getAttribute("data-live")).toBe("1");

    // A TOP code opens that stock's popup in its place; the list chosen before is still chosen.
    await page.click(`${DIALOG} [data-tab="top"]`);
    expect(await page.getAttribute(`${DIALOG} [data-top="2"]`, "aria-selected")).toBe("true");
    const topCode = await page
      .locator('[data-testid="index-top"] tbody tr >> nth=0')
      .locator("button")
      .textContent();
    await page.locator('[data-testid="index-top"] tbody tr >> nth=0').locator("button").click();
    await expect
      .poll(() => page.locator('[data-testid="popup-code"]').textContent())
      .toContain(topCode ?? "?");
    // The popup's code search swaps the code: Enter picks the exact code typed, in any case.
    const search = `${DIALOG} input[name="popup-search"]`;
    await page.fill(search, "vnm");
    await page.press(search, "Enter");
    await expect.poll(() => page.locator('[data-testid="popup-code"]').textContent()).toContain("VNM");
    expect(await page.inputValue(search)).toBe("");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(DIALOG).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
