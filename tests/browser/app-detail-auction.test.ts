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

  it("shows ATC for market orders in the book and the projected price and volume in the match columns", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1920, height: 900 } });
    await page.goto(`${app.url}/banggia/hsx`);
    await expect
      .poll(() => page.locator('.board-host [role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(10);

    await expect.poll(() => headerIds(page), { timeout: 30_000 }).toContain("auctionPrice");
    const ids = await headerIds(page);
    expect(ids).toContain("auctionQtty");
    expect(ids).not.toContain("matchPrice");
    expect(await groupLabels(page)).toContain("Khớp dự kiến");
    expect(
      await page.locator('.board-host [role="columnheader"][data-column="auctionPrice"]').textContent(),
    ).toBe("Giá DK");

    // Market orders rest at the ceiling (buy) and floor (sell): the book says ATC there, never the limit.
    await expect
      .poll(
        async () =>
          (await boardRows(page)).some((row) => [...BID, ...OFFER].some((id) => row.cells[id] === "ATC")),
        { timeout: 60_000 },
      )
      .toBe(true);
    for (const row of await boardRows(page)) {
      for (const id of BID)
        if (row.cells[id] !== "") expect(row.cells[id], row.code).not.toBe(row.cells.ceilPrice);
      for (const id of OFFER)
        if (row.cells[id] !== "") expect(row.cells[id], row.code).not.toBe(row.cells.floorPrice);
    }

    // The match price column mirrors the feed's projected price (auctionPrice, blank where it is 0).
    await expect
      .poll(
        async () => {
          const projected = new Map(
            app.server.source.snapshot().symbols.map((s) => [String(s.code), Number(s.auctionPrice ?? 0)]),
          );
          const rows = await boardRows(page);
          const agreeing = rows.filter((row) => {
            const shown =
              row.cells.auctionPrice === "" ? 0 : Math.round(Number(row.cells.auctionPrice) * 1000);
            return shown === (projected.get(row.code) ?? 0);
          });
          return agreeing.length >= rows.length / 2;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.close();
  }, 180_000);

  it("reads the futures board the same way in the derivatives' ATC: ATC orders, projected price in points", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1920, height: 900 } });
    await page.goto(`${app.url}/banggia/phaisinh`);
    await expect
      .poll(() => page.locator('.board-host [role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(2);

    await expect.poll(() => headerIds(page), { timeout: 30_000 }).toContain("auctionPrice");
    const ids = await headerIds(page);
    expect(ids).toContain("auctionQtty");
    expect(ids).not.toContain("matchPrice");
    expect(await groupLabels(page)).toContain("Khớp dự kiến");

    // Before, a contract's book read its ceiling as the best bid and its floor as the best offer: crossed.
    await expect
      .poll(
        async () =>
          (await boardRows(page)).some((row) => [...BID, ...OFFER].some((id) => row.cells[id] === "ATC")),
        { timeout: 60_000 },
      )
      .toBe(true);
    for (const row of await boardRows(page)) {
      for (const id of BID)
        if (row.cells[id] !== "") expect(row.cells[id], row.code).not.toBe(row.cells.ceilPrice);
      for (const id of OFFER)
        if (row.cells[id] !== "") expect(row.cells[id], row.code).not.toBe(row.cells.floorPrice);
    }

    // The projected price is the feed's auctionPrice in index points, one decimal.
    await expect
      .poll(
        async () => {
          const projected = new Map(
            app.server.source.snapshot().symbols.map((s) => [String(s.code), Number(s.auctionPrice ?? 0)]),
          );
          const rows = await boardRows(page);
          return rows.filter((row) => {
            const shown =
              row.cells.auctionPrice === "" ? 0 : Number(row.cells.auctionPrice.replace(/,/g, ""));
            return Math.abs(shown - (projected.get(row.code) ?? 0)) < 0.05;
          }).length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(2);
    await page.close();
  }, 180_000);
});
