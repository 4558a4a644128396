import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VnboardServer } from "../../packages/server/src/app";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/** The web app as `npm start` serves it: the built app, the simulator, the live feed. */
describe("web app on the reference server", () => {
  let chromium: LaunchedChromium;
  let server: VnboardServer;
  let url = "";
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer();
    server = app.server;
    url = app.url;
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  it("redirects an unknown route to /banggia/vn30 and shows the live VN30 board", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1400, height: 700 } });
    await page.goto(`${url}/banggia/no-such-board`);
    await page.waitForURL("**/banggia/vn30");
    await page.waitForSelector('[data-status="live"]', { timeout: 30_000 });
    await expect
      .poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(10);
    expect(await page.locator('[role="columnheader"][data-column="code"]').textContent()).toBe("Mã CK");
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  }, 120_000);

  it("switches language and keeps it across a reload", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1400, height: 700 } });
    await page.goto(`${url}/banggia/hsx`);
    await page.waitForSelector('[role="columnheader"][data-column="code"]', { timeout: 30_000 });
    await page.selectOption("select", "en");
    await expect
      .poll(() => page.locator('[role="columnheader"][data-column="code"]').textContent())
      .toBe("Symbol");
    expect(await page.locator(".app-footer").textContent()).toContain("Price unit: 1,000 dong");
    await page.reload();
    await expect
      .poll(() => page.locator('[role="columnheader"][data-column="code"]').textContent(), {
        timeout: 30_000,
      })
      .toBe("Symbol");
    await page.close();
  }, 120_000);

  it("hides a column from the column menu, switches to cards and sorts, and keeps all three after a reload", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1400, height: 700 } });
    await page.goto(`${url}/banggia/vn30`);
    const foreignBuy = page.locator('[role="columnheader"][data-column="buyForeignQtty"]');
    await expect.poll(() => foreignBuy.count(), { timeout: 30_000 }).toBe(1);
    await page.click('[data-menu="columns"] summary');
    await page.uncheck('input[name="foreignBuy"]');
    await expect.poll(() => foreignBuy.count()).toBe(0);
    await page.selectOption('select[name="sort"]', "symbolDesc");
    const last = [...(server.source.snapshot().baskets.VN30 ?? [])].sort().at(-1);
    const firstCode = () =>
      page.locator('[role="rowgroup"] [role="row"] >> nth=0').locator("div >> nth=0").textContent();
    await expect.poll(firstCode, { timeout: 10_000 }).toBe(last);
    await page.reload();
    await expect
      .poll(() => page.locator('[role="columnheader"][data-column="code"]').count(), { timeout: 30_000 })
      .toBe(1);
    expect(await foreignBuy.count()).toBe(0);
    await expect.poll(firstCode, { timeout: 10_000 }).toBe(last);
    await page.locator(".view-modes button >> nth=1").click(); // cards
    await expect.poll(() => page.locator('[role="columnheader"]:visible').count()).toBe(0);
    await page.close();
  }, 120_000);

  it("scrolls the searched symbol's row to the top", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1400, height: 700 } });
    await page.goto(`${url}/banggia/hsx`);
    await expect
      .poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(5);
    await page.fill('input[name="symbol-search"]', "vnm");
    await page.press('input[name="symbol-search"]', "Enter");
    const firstCode = () =>
      page.locator('[role="rowgroup"] [role="row"] >> nth=0').locator("div >> nth=0").textContent();
    await expect.poll(firstCode, { timeout: 10_000 }).toBe("VNM");
    expect(await page.inputValue('input[name="symbol-search"]')).toBe("");
    await page.close();
  }, 120_000);
});
