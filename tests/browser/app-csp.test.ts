import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/**
 * The built app works under the server's Content-Security-Policy (no inline script; the board's worker
 * from a blob: URL; the feed over ws: to the same host): the board fills with live rows and the browser
 * reports no violation.
 */
describe("the app under the Content-Security-Policy", () => {
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

  it("draws the board with live rows and no CSP violation", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1400, height: 800 } });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const answer = await page.goto(`${app.url}/banggia/vn30`);
    expect(answer?.headers()["content-security-policy"]).toContain("script-src 'self'");
    const rows = page.locator('[role="rowgroup"] [role="row"]');
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const reported = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          document.addEventListener("securitypolicyviolation", () => count++);
          setTimeout(() => resolve(count), 1000);
        }),
    );
    expect(violations).toEqual([]);
    expect(reported).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
