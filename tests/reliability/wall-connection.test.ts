import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtApp } from "../browser/app-server";
import { type LaunchedChromium, launchChromium } from "../browser/chromium";
import { freePort, ServerProcess } from "./support/server-process";

const FULL_HD = { width: 1920, height: 1080 };
const WALLS = ["/banggia/plasma", "/banggia/hsx/scroll"];

/** The display shows the market: plasma's VN-Index value, or the scroll board's rows. */
async function showsMarket(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      /\d/.test(document.querySelector('[data-index="VNINDEX"] [data-field="value"]')?.textContent ?? "") ||
      document.querySelectorAll('.board-host [role="rowgroup"] [role="row"]').length > 5,
    null,
    { timeout: 120_000 },
  );
}

/**
 * The wall displays (/plasma, /hsx/scroll) have no header, so not the header's connection status. A TV
 * wall left alone whose server is restarted must say on the screen that its prices are not live, and
 * clear it by itself once it is live again (no reload). Before, both went on showing the last prices,
 * and 'continuous' as the session, for the whole outage.
 */
describe("wall displays across a server restart", () => {
  let chromium: LaunchedChromium;
  let server: ServerProcess;

  beforeAll(async () => {
    const [appDir, port] = await Promise.all([builtApp("public"), freePort()]);
    server = new ServerProcess({
      port,
      dataDir: ":memory:",
      args: ["--static", appDir, "--demo-start", "09:20"],
    });
    [chromium] = await Promise.all([launchChromium(), server.start()]);
  }, 600_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.stop();
  });

  it("says 'reconnecting' over the screen while the server is down, and nothing once live again", async () => {
    const pages = await Promise.all(WALLS.map(() => chromium.newPage({ viewport: FULL_HD })));
    await Promise.all(pages.map(({ page }, k) => page.goto(`${server.url}${WALLS[k]}`)));
    for (const { page } of pages) {
      await showsMarket(page);
      await page.waitForSelector(".wall-connection", { state: "detached", timeout: 60_000 });
    }

    await server.kill("SIGKILL");
    for (const { page } of pages) {
      const badge = page.locator('[data-wall-connection="reconnecting"]');
      await badge.waitFor({ state: "visible", timeout: 30_000 });
      expect(await badge.textContent()).toBe("Mất kết nối, đang kết nối lại…");
      // On the screen, whole: a wall has no scrollbar to reach it.
      const box = await badge.boundingBox();
      expect(box).not.toBeNull();
      if (box === null) continue;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(FULL_HD.width);
      expect(box.y + box.height).toBeLessThanOrEqual(FULL_HD.height);
    }

    await server.start();
    for (const { page } of pages) {
      await page.waitForSelector(".wall-connection", { state: "detached", timeout: 120_000 });
      await showsMarket(page);
    }
    for (const { errors } of pages)
      expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION|Failed to load resource/.test(e))).toEqual([]);
  }, 600_000);
});
