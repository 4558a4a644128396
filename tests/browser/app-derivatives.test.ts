import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/**
 * The derivatives board (/banggia/phaisinh, spec 2.3.5) in Chromium against the reference server: the
 * simulator's four VN30 futures, one expanded row with the chart (api/derivative/get-chart) and the
 * order book, the matched history tab (pr/stockmatch) and the total quantity / value toggle.
 */

const VIEWPORT = { width: 1600, height: 900 };
/** Spec 9: derivative rows are 29 px; the expanded row is 390 px. */
const ROW = 29;
const EXPANDED = 390;
const ROWS = '[role="rowgroup"] [role="row"]';
const PANEL = ".deriv-panel";
/** Generous: the board draws in a worker and the machine running the suite may be loaded. */
const POLL = { timeout: 15_000 };

interface SymbolRecord {
  code: string;
  marketCode?: string;
  securityType?: string;
}

describe("derivatives board on the reference server", () => {
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

  const futures = () =>
    (app.server.source.snapshot().symbols as unknown as SymbolRecord[])
      .filter((s) => s.marketCode === "DVX" && s.securityType === "FT")
      .map((s) => s.code)
      .sort();

  /** A fresh browser (own storage) on `path`, the promotional popup already dismissed. */
  async function open(path: string) {
    const opened = await chromium.newPage({ viewport: VIEWPORT });
    await opened.page.addInitScript(() => localStorage.setItem("promoDismissed", "true"));
    opened.page.setDefaultTimeout(15_000);
    await opened.page.goto(`${app.url}${path}`);
    return opened;
  }

  /** The codes of the board's rows, top to bottom (screen-reader rows: the canvas has no DOM text). */
  async function rowCodes(page: Page): Promise<string[]> {
    const rows = page.locator(ROWS);
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    return rows.evaluateAll((list) => list.map((row) => row.firstElementChild?.textContent ?? ""));
  }

  /** Points of the server's own answer to the chart call for `code` now. */
  async function serverChartPoints(code: string): Promise<number> {
    const text = await (await fetch(`${app.url}/api/derivative/get-chart?p_symbol=${code}`)).text();
    return text.split("|").filter((record) => record !== "").length;
  }

  /** Points the open panel's chart drew in its last paint. */
  async function drawnPoints(page: Page): Promise<number> {
    return Number(await page.locator(".deriv-chart canvas").getAttribute("data-points"));
  }

  /** Clicks board row `n` on its canvas; rows under an expanded row sit lower by the panel's gap. */
  async function clickRow(page: Page, n: number, expandedAbove = -1): Promise<void> {
    const header = await page.locator('[role="columnheader"][data-column="code"]').boundingBox();
    if (header === null) throw new Error("board header not found");
    const gap = expandedAbove >= 0 && expandedAbove < n ? EXPANDED - ROW : 0;
    await page.mouse.click(header.x + header.width / 2, header.y + header.height + ROW * n + gap + ROW / 2);
  }

  /**
   * Width in px of the text drawn in row `n`'s cell of `column` (right-aligned numbers): from the first
   * pixel that differs from the cell's own background to the cell's right edge.
   */
  function inkWidth(page: Page, column: string, n: number): Promise<number> {
    return page.evaluate(
      ({ column, n, row }) => {
        const canvas = document.querySelector(".board-host canvas") as HTMLCanvasElement | null;
        const header = document.querySelector(`[role="columnheader"][data-column="${column}"]`);
        if (canvas === null || header === null) return -1;
        const box = canvas.getBoundingClientRect();
        const cell = header.getBoundingClientRect();
        const copy = document.createElement("canvas");
        copy.width = canvas.width;
        copy.height = canvas.height;
        const context = copy.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(canvas, 0, 0);
        const scale = canvas.width / box.width;
        const y = Math.round((row * n + row / 2) * scale);
        const left = Math.round((cell.left - box.left + 3) * scale);
        const right = Math.round((cell.right - box.left - 3) * scale);
        const line = context.getImageData(left, y - 3, right - left, 7).data;
        const width = right - left;
        const at = (x: number, dy: number) => ((dy + 3) * width + x) * 4;
        const bg = [line[at(0, 0)], line[at(0, 0) + 1], line[at(0, 0) + 2]];
        for (let x = 0; x < width; x++) {
          for (let dy = -3; dy <= 3; dy++) {
            const i = at(x, dy);
            const diff =
              Math.abs(line[i] - bg[0]) + Math.abs(line[i + 1] - bg[1]) + Math.abs(line[i + 2] - bg[2]);
            if (diff > 90) return (width - x) / scale;
          }
        }
        return 0;
      },
      { column, n, row: ROW },
    );
  }

  it("lists the futures from the menu with their columns, no sort menu, and toggles the total to value", async () => {
    const { page, errors } = await open("/banggia/vn30");
    const units = page.locator(".footer-units");
    expect(await units.textContent()).toBe("Đơn vị giá: 1.000 đồng. Đơn vị khối lượng: 10 cổ phiếu.");
    await page.locator('[data-menu="derivatives"] button').first().click();
    await page.locator('a[href="/banggia/phaisinh"]').click();
    await page.waitForURL("**/banggia/phaisinh");
    const expected = futures();
    expect(expected.length).toBe(4);
    await expect.poll(async () => [...(await rowCodes(page))].sort(), { timeout: 30_000 }).toEqual(expected);
    // The footer states this board's units (index points, contracts), not the stock boards' 1,000 dong
    // and lots of 10 shares.
    expect(await units.textContent()).toBe("Đơn vị giá: điểm chỉ số. Đơn vị khối lượng: hợp đồng.");
    expect(await page.locator('select[name="sort"]').count()).toBe(0);
    const header = (column: string) => page.locator(`[role="columnheader"][data-column="${column}"]`);
    for (const column of ["lastTradingDate", "basis", "openInterest", "openInterestChange", "avgPrice"]) {
      expect(await header(column).count(), column).toBe(1);
    }
    expect(await header("code").textContent()).toBe("Mã CK");
    expect(await header("lastTradingDate").textContent()).toBe("Ngày ĐH");

    // Total: quantity (contracts) by default, the matched value in billions after the toggle.
    const total = header("totalTradedQtty");
    expect(await total.textContent()).toBe("Tổng KL");
    // The front month trades first: wait until its total is drawn.
    await expect.poll(() => inkWidth(page, "totalTradedQtty", 0), { timeout: 30_000 }).toBeGreaterThan(0);
    const quantityWidth = await inkWidth(page, "totalTradedQtty", 0);
    await page.locator('[data-total="value"]').click();
    await expect.poll(() => total.textContent()).toBe("Tổng GT");
    // "1,234.56 Tỷ" is wider than "12,345": the cell now shows the value.
    await expect
      .poll(() => inkWidth(page, "totalTradedQtty", 0), { timeout: 15_000 })
      .toBeGreaterThan(quantityWidth + 15);
    expect(await page.locator('[data-total="value"]').getAttribute("aria-pressed")).toBe("true");
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("opens one panel per click with chart and order book, moves it, shows history, and closes it", async () => {
    const { page, errors } = await open("/banggia/phaisinh");
    await expect.poll(async () => (await rowCodes(page)).length, { timeout: 30_000 }).toBe(4);
    // Read once the four contracts are there (read before, the list could still be empty).
    const codes = await rowCodes(page);

    // The server's chart points before the click: the panel asks after, so it draws at least these.
    const pointsBeforeFirst = await serverChartPoints(codes[0]);
    await clickRow(page, 0);
    const panel = page.locator(PANEL);
    await expect.poll(() => panel.count(), POLL).toBe(1);
    expect(await panel.getAttribute("data-code")).toBe(codes[0]);
    // The chart answers with the contract's points of the day; the order book has 10 levels, some filled.
    await expect
      .poll(() => page.locator(".deriv-chart").getAttribute("data-chart-status"), { timeout: 30_000 })
      .toBe("ready");
    // Between what the server had before the click and what it has now (a contract that has not traded yet
    // today has no points; one that trades while the panel loads may have more by now).
    // The canvas draws on the animation frame after the answer: poll its count.
    await expect.poll(() => drawnPoints(page), POLL).toBeGreaterThanOrEqual(Math.min(1, pointsBeforeFirst));
    const drawnFirst = await drawnPoints(page);
    expect(drawnFirst).toBeLessThanOrEqual(await serverChartPoints(codes[0]));
    const chartBox = await page.locator(".deriv-chart canvas").boundingBox();
    expect([chartBox?.width, chartBox?.height]).toEqual([700, 300]);
    await expect.poll(() => page.locator('[data-testid="deriv-book"] tbody tr').count(), POLL).toBe(10);
    await expect
      .poll(() => page.locator('[data-testid="deriv-book"] td[data-side="bid"]').first().textContent(), {
        timeout: 30_000,
      })
      .toMatch(/^\d[\d,]*\.\d$/);

    // Another row: the one panel moves there.
    const pointsBeforeSecond = await serverChartPoints(codes[1]);
    await clickRow(page, 1, 0);
    await expect.poll(() => panel.getAttribute("data-code"), POLL).toBe(codes[1]);
    expect(await panel.count()).toBe(1);
    await expect
      .poll(() => page.locator(".deriv-chart").getAttribute("data-code"), { timeout: 30_000 })
      .toBe(codes[1]);
    await expect
      .poll(() => page.locator(".deriv-chart").getAttribute("data-chart-status"), { timeout: 30_000 })
      .toBe("ready");
    await expect.poll(() => drawnPoints(page), POLL).toBeGreaterThanOrEqual(Math.min(1, pointsBeforeSecond));
    const drawnSecond = await drawnPoints(page);
    expect(drawnSecond).toBeLessThanOrEqual(await serverChartPoints(codes[1]));

    // Tab 2: the matched history of that contract.
    await panel.locator('[role="tab"][data-tab="history"]').click();
    await expect
      .poll(() => page.locator('[data-testid="deriv-history"] tbody tr').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);

    // The panel sits in the row's gap: the row under it moved down by the gap, the panel is inside it.
    const panelBox = await panel.boundingBox();
    const headerBox = await page.locator('[role="columnheader"][data-column="code"]').boundingBox();
    if (panelBox === null || headerBox === null) throw new Error("panel or header not found");
    expect(Math.round(panelBox.y - (headerBox.y + headerBox.height))).toBe(ROW * 2);
    expect(Math.round(panelBox.height)).toBe(EXPANDED - ROW);

    // A second click on the open row closes it.
    await clickRow(page, 1, 1);
    await expect.poll(() => panel.count(), POLL).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("shows the covered warrants with their issuer, expiry and underlying columns", async () => {
    const { page, errors } = await open("/banggia/chungquyen");
    await expect.poll(() => page.locator(ROWS).count(), { timeout: 30_000 }).toBeGreaterThan(5);
    const label = (column: string) =>
      page.locator(`[role="columnheader"][data-column="${column}"]`).textContent();
    expect(await label("issuer")).toBe("TCPH");
    expect(await label("lastTradingDate")).toBe("Ngày ĐH");
    expect(await label("underlyingPrice")).toBe("Giá CKCS");
    expect(await label("exercisePrice")).toBe("Giá TH");
    expect(await label("exerciseRatio")).toBe("Tỷ lệ CĐ");
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
