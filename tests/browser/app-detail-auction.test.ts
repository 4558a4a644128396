import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardRows, groupLabels, headerIds } from "./app-detail-rows";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

const BID = ["bidPrice1", "bidPrice2", "bidPrice3"];
const OFFER = ["offerPrice1", "offerPrice2", "offerPrice3"];

/** The board during the closing call auction (ATC, 14:30-14:45 on HSX): market orders and projection. */
describe("detail board in the ATC auction", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer({ args: ["--demo-start", "14:35"] });
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  /** A board at `path` once its rows are in and its header has turned to the auction's projection. */
  async function auctionBoard(path: string, minRows: number): Promise<Page> {
    const { page } = await chromium.newPage({ viewport: { width: 1920, height: 900 } });
    await page.goto(`${app.url}${path}`);
    await expect
      .poll(() => page.locator('.board-host [role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(minRows);
    await expect.poll(() => headerIds(page), { timeout: 30_000 }).toContain("auctionPrice");
    const ids = await headerIds(page);
    expect(ids).toContain("auctionQtty");
    expect(ids).not.toContain("matchPrice");
    expect(await groupLabels(page)).toContain("Khớp dự kiến");
    return page;
  }

  /**
   * Market orders rest at the ceiling (buy) and floor (sell): since KRX the book shows those limit prices
   * (market-rules.md), never the words ATO/ATC.
   */
  async function expectLimitPricesShown(page: Page): Promise<void> {
    await expect
      .poll(
        async () =>
          (await boardRows(page)).some(
            (row) =>
              (row.cells.ceilPrice !== "" && BID.some((id) => row.cells[id] === row.cells.ceilPrice)) ||
              (row.cells.floorPrice !== "" && OFFER.some((id) => row.cells[id] === row.cells.floorPrice)),
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    for (const row of await boardRows(page))
      for (const id of [...BID, ...OFFER]) expect(row.cells[id], `${row.code} ${id}`).not.toMatch(/^AT[OC]$/);
  }

  /** The rows whose projected price cell shows the feed's auctionPrice (`shown`: the cell in feed units). */
  async function rowsShowingProjection(page: Page, shown: (cell: string) => number): Promise<number[]> {
    const projected = new Map(
      app.server.source.snapshot().symbols.map((s) => [String(s.code), Number(s.auctionPrice ?? 0)]),
    );
    const rows = await boardRows(page);
    const agreeing = rows.filter(
      (row) =>
        Math.abs(
          (row.cells.auctionPrice === "" ? 0 : shown(row.cells.auctionPrice)) -
            (projected.get(row.code) ?? 0),
        ) < 0.05,
    );
    return [agreeing.length, rows.length];
  }

  it("shows the book's limit prices and the projected price, change and volume in the match columns", async () => {
    const page = await auctionBoard("/banggia/hsx", 10);
    expect(
      await page.locator('.board-host [role="columnheader"][data-column="auctionPrice"]').textContent(),
    ).toBe("Giá DK");
    await expectLimitPricesShown(page);
    // The match price column mirrors the feed's projected price (auctionPrice, in dong; blank where 0).
    await expect
      .poll(
        async () => {
          const [agreeing, rows] = await rowsShowingProjection(page, (cell) =>
            Math.round(Number(cell) * 1000),
          );
          return agreeing >= rows / 2;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    // Beside it, the change is the projected price's from the reference (it was the last match's).
    const changes = (await boardRows(page)).filter((row) => row.cells.auctionPrice !== "");
    expect(changes.length).toBeGreaterThan(0);
    for (const row of changes) {
      const dong = (cell: string) => Math.round(Number(cell) * 1000);
      const expected = ((dong(row.cells.auctionPrice) - dong(row.cells.refPrice)) / 1000).toFixed(2);
      expect(row.cells.auctionChange, row.code).toBe(expected);
    }
    await page.close();
  }, 180_000);

  it("reads the futures board the same way in the derivatives' ATC: limit prices, projected price in points", async () => {
    const page = await auctionBoard("/banggia/phaisinh", 2);
    await expectLimitPricesShown(page);
    // The projected price is the feed's auctionPrice in index points, one decimal.
    await expect
      .poll(async () => (await rowsShowingProjection(page, (cell) => Number(cell.replace(/,/g, ""))))[0], {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(2);
    await page.close();
  }, 180_000);
});
