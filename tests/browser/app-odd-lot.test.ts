import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardRows, FIELDLESS, groupLabels, headerIds } from "./app-detail-rows";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/** An odd-lot board's highest, lowest and average are blank: no field, so no screen-reader cell. */
const ODD_FIELDLESS = [...FIELDLESS, "highestPrice", "lowestPrice", "avgPrice"];

/** The odd-lot boards (spec 2.3.1 odd-lot variant, 2.3.3) on the reference server in continuous trading. */
describe("odd-lot boards", () => {
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

  it("shows odd-lot quantities in shares under odd-lot headers, without board-lot-only columns", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1920, height: 1000 } });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto(`${app.url}/banggia/hsx/odd`);
    await expect
      .poll(() => page.locator('.board-host [role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(10);

    // The footer's note counts odd lots in shares, as the board does.
    expect(await page.locator(".footer-units").textContent()).toBe(
      "Đơn vị giá: 1.000 đồng. Đơn vị khối lượng lô lẻ: cổ phiếu.",
    );
    const ids = await headerIds(page);
    expect(ids).toContain("matchQttyOdd");
    expect(ids).toContain("totalTradedQttyOdd");
    for (const boardLotOnly of [
      "totalBuyQtty",
      "bidQtty4",
      "offerQtty4",
      "buyForeignQtty",
      "remainForeignQtty",
      "matchQtty",
    ])
      expect(ids, boardLotOnly).not.toContain(boardLotOnly);
    const groups = await groupLabels(page);
    expect(groups).toContain("Khớp lô lẻ (CP)");
    expect(groups).toContain("Mua lô lẻ");
    expect(groups).not.toContain("Nước ngoài");

    // Odd lots are 1-99 shares: in shares the last match reads 1..99 and, over a board of rows, some
    // match is 10 shares or more (in lots of 10 every one would read 0..9).
    await expect
      .poll(
        async () => {
          const matches = (await boardRows(page, ODD_FIELDLESS))
            .map((row) => row.cells.matchQttyOdd)
            .filter((text) => text !== "")
            .map(Number);
          return (
            matches.length > 0 && matches.every((n) => n >= 1 && n <= 99) && matches.some((n) => n >= 10)
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);

    // A row's odd-lot total reads the feed's total in shares (the server's figure, never a tenth of it).
    const snapshot = new Map(app.server.source.snapshot().symbols.map((s) => [String(s.code), s]));
    await expect
      .poll(
        async () =>
          (await boardRows(page, ODD_FIELDLESS)).some((row) => {
            const total = Number(row.cells.totalTradedQttyOdd?.replaceAll(",", "") ?? "");
            const server = Number(snapshot.get(row.code)?.totalTradedQttyOdd ?? 0);
            return total >= 10 && total <= server && total > server / 10;
          }),
        { timeout: 30_000 },
      )
      .toBe(true);

    // A symbol without an odd-lot match today shows no change (not a "0.00" that reads as unchanged);
    // one with a match shows its change. The simulated market has both kinds of rows.
    const rows = await boardRows(page, ODD_FIELDLESS);
    const unmatched = rows.filter((row) => (row.cells.matchPriceOdd ?? "") === "");
    const matched = rows.filter((row) => (row.cells.matchPriceOdd ?? "") !== "");
    expect(unmatched.length).toBeGreaterThan(0);
    expect(matched.length).toBeGreaterThan(0);
    expect(unmatched.map((row) => row.cells.changePriceOdd ?? "").filter((text) => text !== "")).toEqual([]);
    expect(matched.every((row) => /^-?\d+\.\d\d$/.test(row.cells.changePriceOdd ?? ""))).toBe(true);
    // The mini charts loaded meanwhile (their slots copied to the drawing worker) without Chrome's
    // warning about repeated readbacks in the host's console.
    expect(warnings.filter((text) => /willReadFrequently/.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("lists the exchange's symbols on the HNX and UpCOM odd-lot boards", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1600, height: 800 } });
    for (const path of ["hnx/odd", "upcom/odd"]) {
      await page.goto(`${app.url}/banggia/${path}`);
      await expect
        .poll(() => page.locator('.board-host [role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
        .toBeGreaterThan(10);
      expect(await headerIds(page), path).toContain("matchPriceOdd");
    }
    await page.close();
  }, 180_000);
});
