import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";
import { sessionToken, submitLogin } from "./login-steps";

/**
 * Issue 18: in the login build the market itself is protected (`--feed-auth token`, its default). The
 * signed-in board is live; a session revoked behind the page's back (logout in another tab, an operator)
 * closes its socket and the page goes to /login saying the session ended; the wall displays take the
 * operator's display key from their address, and a wrong one shows an error screen.
 */

const POLL = { timeout: 60_000 };
const KEY = "lobby-screen-key-2026";
const LIVE = '.connection[data-status="live"]';

/** The trading date the page's feed received ("" before the snapshot): a display has no status badge. */
const feedDate = (page: import("playwright-core").Page): Promise<string> =>
  page.evaluate(() =>
    (window as unknown as { __vnboard: { feed: { tradingDate(): string } } }).__vnboard.feed.tradingDate(),
  );

describe("login build: the feed needs a session", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer({ flag: "login", args: ["--display-key", KEY] });
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  async function signedInBoard() {
    const opened = await chromium.newPage({ viewport: { width: 1400, height: 900 } });
    const { page } = opened;
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(120_000); // the first load of a build on a loaded machine
    await page.goto(`${app.url}/banggia/vn30`);
    await page.waitForURL("**/banggia/login", POLL);
    await submitLogin(page);
    await page.waitForURL("**/banggia/vn30", POLL);
    await page.locator(LIVE).waitFor(POLL);
    await expect.poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), POLL).toBeGreaterThan(5);
    return opened;
  }

  it("a session revoked behind the page's back closes the feed and sends the page to /login", async () => {
    const { page, errors } = await signedInBoard();
    const token = await sessionToken(page);
    const revoked = await fetch(`${app.url}/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    // Nothing else happens on the page: only the socket's close (4401) can take it to /login.
    await page.waitForURL("**/banggia/login", POLL);
    await expect.poll(() => page.locator(".login-note").first().textContent(), POLL).toContain("hết hạn");
    expect(await page.evaluate(() => localStorage.getItem("userSession"))).toBe("null");
    // Signing in again brings the board back live, on a new session.
    await submitLogin(page);
    await page.waitForURL("**/banggia/vn30", POLL);
    await page.locator(LIVE).waitFor(POLL);
    expect(await sessionToken(page)).not.toBe(token);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it("logging out in another tab sends this tab to /login", async () => {
    const { page, context } = await signedInBoard();
    const other = await context.newPage();
    await other.goto(`${app.url}/banggia/hsx`);
    await other.locator('[data-action="logout"]').click();
    await other.waitForURL("**/banggia/login", POLL);
    await page.waitForURL("**/banggia/login", POLL);
    await expect.poll(() => page.locator(".login-note").first().textContent(), POLL).toContain("hết hạn");
    await context.close();
  }, 240_000);

  it("a wall display shows the board with the key from its address, and an error screen with a wrong one", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1280, height: 720 } });
    page.setDefaultNavigationTimeout(120_000);
    await page.goto(`${app.url}/banggia/plasma?key=${KEY}`);
    await expect.poll(() => page.locator(".plasma-index").count(), POLL).toBe(4);
    await expect.poll(() => feedDate(page), POLL).toMatch(/^\d{8}$/);
    // The key left the address once read; the tab keeps it for a reload.
    expect(new URL(page.url()).search).toBe("");
    await page.goto(`${app.url}/banggia/hsx/scroll`);
    await expect.poll(() => feedDate(page), POLL).toMatch(/^\d{8}$/);
    await page.locator(".scroll-board-host").waitFor(POLL);
    expect(await page.locator(".display-refused").count()).toBe(0);
    expect(errors).toEqual([]);

    const stranger = await chromium.newPage({ viewport: { width: 1280, height: 720 } });
    await stranger.page.addInitScript(() => localStorage.setItem("language", "en"));
    await stranger.page.goto(`${app.url}/banggia/plasma?key=not-the-key-at-all`);
    const screen = stranger.page.locator('.display-refused[data-refused="4403"]');
    await screen.waitFor(POLL);
    expect(await screen.textContent()).toContain("display key is wrong");
    await stranger.page.close();

    const noKey = await chromium.newPage({ viewport: { width: 1280, height: 720 } });
    await noKey.page.goto(`${app.url}/banggia/upcom/scroll`);
    await noKey.page.locator('.display-refused[data-refused="4401"]').waitFor(POLL);
    await noKey.page.close();
    await page.close();
  }, 240_000);
});
