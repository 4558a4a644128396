import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { until } from "../../packages/feed/src/testing/poll";
import { appInChromium } from "./app-scaffold";
import { cellCentre, codeCell } from "./board-cells";
import { submitLogin } from "./login-steps";

/**
 * Pop-out windows (issue 20) against the real server: the windows of one browser share ONE feed
 * connection (a leader window holds it and relays its frames over a BroadcastChannel); when the leader
 * closes another window takes it over; favourites follow from window to window; a board's pop-out
 * button opens the board alone in a window of its own.
 */
describe("pop-out windows (public build)", () => {
  const env = appInChromium();

  const board = (page: Page) => page.locator('[role="rowgroup"]').first();
  const rows = (page: Page) => page.locator('[role="rowgroup"] [role="row"]');
  const codes = (page: Page) =>
    rows(page).evaluateAll((els) => els.map((el) => el.firstElementChild?.textContent ?? ""));
  const role = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { __vnboard: { feed: { role(): string } } }).__vnboard.feed.role(),
    );
  const connections = () => env.app.server.gateway.clients.size;

  /** The board's text (the screen-reader rows take the current prices every 2 s) moves on from now. */
  async function pricesMove(page: Page): Promise<void> {
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(5);
    const before = await board(page).textContent();
    await expect.poll(() => board(page).textContent(), { timeout: 30_000 }).not.toBe(before);
  }

  function collectErrors(page: Page, errors: string[]): void {
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  }

  it("two windows share one connection that survives the leader closing; selection, favourites and the pop-out follow", async () => {
    const {
      page: leader,
      context,
      errors,
    } = await env.chromium.newPage({ viewport: { width: 1400, height: 800 } });
    await leader.goto(`${env.app.url}/banggia/vn30`);
    await leader.waitForSelector('[data-status="live"]', { timeout: 30_000 });
    const follower = await context.newPage();
    collectErrors(follower, errors);
    await follower.setViewportSize({ width: 1400, height: 800 });
    await follower.goto(`${env.app.url}/banggia/vn30`);
    await follower.waitForSelector('[data-status="live"]', { timeout: 30_000 });

    // One connection for both windows, and both boards live.
    expect(await role(leader)).toBe("leader");
    expect(await role(follower)).toBe("follower");
    await expect.poll(connections).toBe(1);
    await Promise.all([pricesMove(leader), pricesMove(follower)]);
    expect(connections()).toBe(1);

    // The board's pop-out button: the same board alone (no header, no side tab) in a window of its own.
    const popped = context.waitForEvent("page");
    await leader.click('.board-toolbar [data-testid="popout-button"]');
    const popout = await popped;
    collectErrors(popout, errors);
    await popout.waitForURL("**/banggia/vn30?popout=1");
    await pricesMove(popout);
    expect(await popout.locator(".app.popout").count()).toBe(1);
    expect(await popout.locator(".app-header").count()).toBe(0);
    expect(await role(popout)).toBe("follower");
    expect(connections()).toBe(1);

    // A row clicked on the popped-out board selects its stock in the other windows' side tab.
    const picked = (await codes(popout))[1] ?? "";
    const cell = await codeCell(popout, 1);
    await popout.mouse.click(cell.x, cell.y);
    await expect
      .poll(() => follower.textContent('[data-testid="side-stock-code"]'), { timeout: 30_000 })
      .toBe(picked);
    await popout.keyboard.press("Escape"); // the click's stock popup, in the pop-out

    // A favourite starred in the leader's window shows on the favourites board of another, unreloaded.
    await follower.goto(`${env.app.url}/banggia/fav`);
    await expect.poll(() => follower.locator('input[name="add-code"]').count(), { timeout: 30_000 }).toBe(1);
    const first = (await codes(leader))[0] ?? "";
    const star = await cellCentre(leader, "star", 0);
    await leader.mouse.click(star.x, star.y);
    await expect.poll(() => codes(follower), { timeout: 30_000 }).toEqual([first]);

    // The leader closes: another window takes the connection over, and the pop-out keeps ticking.
    const [oldConnection] = env.app.server.gateway.clients;
    const closedAt = Date.now();
    await leader.close();
    await until(async () => (await role(follower)) === "leader" || (await role(popout)) === "leader", {
      timeoutMs: 30_000,
      what: "a new leader",
    });
    const electedMs = Date.now() - closedAt;
    await until(() => connections() === 1 && !env.app.server.gateway.clients.has(oldConnection!), {
      timeoutMs: 30_000,
      what: "one new connection",
    });
    const reconnectedMs = Date.now() - closedAt;
    await pricesMove(popout);
    const failoverMs = Date.now() - closedAt;
    expect(connections()).toBe(1);
    console.info(
      `pop-out failover: new leader ${electedMs} ms, its connection ${reconnectedMs} ms, prices moving ${failoverMs} ms after the close`,
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it("pops a stock popup out into a window that shows just that popup; closing the popup closes the window", async () => {
    const { page, context, errors } = await env.chromium.newPage({ viewport: { width: 1400, height: 800 } });
    await page.goto(`${env.app.url}/banggia/vn30`);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(5);
    const code = (await codes(page))[0] ?? "";
    await page.evaluate(
      (c) =>
        (
          window as unknown as { __vnboard: { popups: { openStockPopup(c: string): void } } }
        ).__vnboard.popups.openStockPopup(c),
      code,
    );
    const popupCode = (p: Page) => p.locator('.popup [data-testid="popup-code"]').textContent();
    await expect.poll(() => popupCode(page), { timeout: 10_000 }).toContain(code);

    const popped = context.waitForEvent("page");
    await page.click('.popup-header [data-testid="popout-button"]');
    const window2 = await popped;
    collectErrors(window2, errors);
    await window2.waitForURL(`**/banggia/vn30?popout=1&popup=stock&code=${code}**`);
    await expect.poll(() => popupCode(window2), { timeout: 30_000 }).toContain(code);
    // Just the popup: no board, no header; the popup fills the window; the feed is the shared one.
    expect(await window2.locator(".board-toolbar").count()).toBe(0);
    expect(await window2.locator(".app-header").count()).toBe(0);
    const box = await window2.locator(".popup").boundingBox();
    const size = window2.viewportSize();
    expect(box !== null && size !== null && Math.round(box.width) === size.width).toBe(true);
    expect(await role(window2)).toBe("follower");
    await expect.poll(connections).toBe(1);

    const closed = new Promise((resolve) => window2.once("close", resolve));
    await window2.click(".popup-close");
    await closed;
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});

describe("pop-out windows (login build)", () => {
  const env = appInChromium({ flag: "login" });
  const POLL = { timeout: 60_000 };

  it("a signed-in user's two windows share one connection, admitted with the leader's session token", async () => {
    const { page, context, errors } = await env.chromium.newPage({ viewport: { width: 1400, height: 800 } });
    page.setDefaultNavigationTimeout(120_000); // the first load of a build on a loaded machine
    await page.goto(`${env.app.url}/banggia/vn30`);
    await page.waitForURL("**/banggia/login", POLL);
    await submitLogin(page);
    await page.waitForURL("**/banggia/vn30", POLL);
    await page.locator('[data-status="live"]').waitFor(POLL);
    const second = await context.newPage();
    second.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await second.goto(`${env.app.url}/banggia/vn30`); // the session is the browser's: no second login
    await second.locator('[data-status="live"]').waitFor(POLL);
    // The protected feed admits a socket only after a msgType 0 as its first message (4401 otherwise):
    // one live connection for two live windows is the leader's credential, sent once and first.
    await expect.poll(() => env.app.server.gateway.clients.size, POLL).toBe(1);
    const rowText = () => second.locator('[role="rowgroup"]').first().textContent();
    await expect
      .poll(() => second.locator('[role="rowgroup"] [role="row"]').count(), POLL)
      .toBeGreaterThan(5);
    const before = await rowText();
    await expect.poll(rowText, POLL).not.toBe(before);
    expect(env.app.server.gateway.clients.size).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
