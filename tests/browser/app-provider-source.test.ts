import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeDnseServer } from "../../packages/server/src/sources/testing/fake-dnse-server";
import { loadSession } from "../../packages/server/src/sources/testing/fixture-session";
import { boardRows } from "./app-detail-rows";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/**
 * The app on a provider's market data (issue 19): the server runs `--source dnse` against the fake DNSE
 * replaying the recorded fixture session, and the HSX board shows the provider's symbols, HPG with the
 * values and the colours the fixture implies (last 28.55 against a reference of 28.30: up, green).
 */
describe("web app on a replayed DNSE session (--source dnse)", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;
  let fake: FakeDnseServer;

  beforeAll(async () => {
    fake = new FakeDnseServer({ apiKey: "k", apiSecret: "s", sessions: [loadSession("dnse-session")] });
    const env = {
      DNSE_WS_URL: await fake.start(),
      DNSE_API_KEY: "k",
      DNSE_API_SECRET: "s",
      DNSE_SYMBOLS: "HPG,ROS",
    };
    app = await startAppServer({ args: ["--source", "dnse"], env });
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
    await fake?.stop();
  });

  it("shows HPG's last price, change and volume from the provider, in the up colour", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1400, height: 500 } });
    await page.goto(`${app.url}/banggia/hsx`);
    const hpgRow = page.locator('[role="rowgroup"] [role="row"]', { hasText: "HPG" });
    await expect.poll(() => hpgRow.count(), { timeout: 30_000 }).toBe(1);
    // The screen reader's row: the code, then each drawn column's text under its header's id.
    const hpg = async () => (await boardRows(page)).find((row) => row.code === "HPG")?.cells ?? {};
    await expect.poll(async () => (await hpg()).matchPrice, { timeout: 30_000 }).toBe("28.55");
    const cells = await hpg();
    expect(cells.changePrice).toMatch(/^\+?0[.,]25$/);
    expect(cells.totalTradedQtty).toMatch(/^3[.,]?5/);
    expect(await page.locator('[role="rowgroup"] [role="row"]').count()).toBe(2); // HPG and ROS
    /** Pixels (every 2nd) of a theme colour on the board canvas (drawn by the board's worker). */
    const pixels = (rgb: [number, number, number]) =>
      page.evaluate(([r, g, b]) => {
        const source = document.querySelector(".board-host canvas") as HTMLCanvasElement | null;
        if (source === null) return -1;
        const copy = document.createElement("canvas");
        copy.width = source.width;
        copy.height = source.height;
        const context = copy.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(source, 0, 0);
        const { data, width, height } = context.getImageData(0, 0, copy.width, copy.height);
        let count = 0;
        for (let y = 0; y < height; y += 2)
          for (let x = 0; x < width; x += 2) {
            const i = (y * width + x) * 4;
            if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 24) count++;
          }
        return count;
      }, rgb);
    // Up green (#1ed760): HPG's last, high, average, bids above the reference. Ceiling purple (#d66bff):
    // the ceiling column, two short values (~12 of every 4th pixel in the glyphs' cores). Down red
    // (#ff4d4f): nothing of the fixture is below its reference.
    await expect.poll(() => pixels([0x1e, 0xd7, 0x60]), { timeout: 10_000 }).toBeGreaterThan(20);
    expect(await pixels([0xd6, 0x6b, 0xff])).toBeGreaterThan(6);
    expect(await pixels([0xff, 0x4d, 0x4f])).toBe(0);
    await page.close();
  }, 120_000);
});
