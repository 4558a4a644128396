import { obfuscatePassword } from "@vnboard/feed/rest";
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";
import { cellCentre } from "./board-cells";
import { sessionToken, submitLogin } from "./login-steps";

/**
 * The login build against the real server, on what it tells the user: a locked-out login says so with
 * the minutes to wait, the row star writes the user's server list, and the favourites toasts and the list
 * name say what the server did.
 */

/** Generous: the browser tier runs on a shared, loaded machine. */
const POLL = { timeout: 60_000 };
const ROW = 28;

interface Category {
  listname: string;
  code: string;
  listid: number;
}

describe("login build: lock-out and favourites tell the truth", () => {
  const env = appInChromium({ flag: "login" });

  async function serverLists(token: string): Promise<Category[]> {
    const response = await fetch(`${env.app.url}/cata/load-cata`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { arrCata?: Category[] }).arrCata ?? [];
  }

  /** A fresh browser signed in as the demo user on `path`; its token. */
  async function signedIn(path: string, viewport = { width: 1400, height: 900 }) {
    const opened = await env.chromium.newPage({ viewport });
    const { page } = opened;
    await page.addInitScript(() => localStorage.setItem("promoDismissed", "true"));
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.goto(`${env.app.url}${path}`);
    await page.waitForURL("**/banggia/login");
    await submitLogin(page);
    await page.waitForURL(`**${path}`, POLL);
    await page.locator('[data-action="logout"]').waitFor(POLL);
    return { ...opened, token: await sessionToken(page) };
  }

  /** Clicks `column` of board row `n` (rows are drawn on a canvas under the sticky header). */
  /** Clicks `column` of board row `n` (rows are drawn on a canvas) once the board holds still. */
  async function clickCell(page: Page, column: string, n: number, rowHeight = ROW): Promise<void> {
    const { x, y } = await cellCentre(page, column, n, rowHeight);
    await page.mouse.click(x, y);
  }

  const rowCodes = (page: Page): Promise<string[]> =>
    page
      .locator('[role="rowgroup"] [role="row"]')
      .evaluateAll((rows) => rows.map((row) => row.firstElementChild?.textContent ?? ""));

  it("a locked-out login says so with the minutes to wait, not 'wrong password'", async () => {
    // Six wrong passwords for one account: the server locks it (docs/api.md, limits: 429 + Retry-After).
    let status = 0;
    for (let attempt = 0; attempt < 8 && status !== 429; attempt++) {
      const response = await fetch(`${env.app.url}/do-login`, {
        method: "POST",
        body: new URLSearchParams({ usname: "locked-out", pw: obfuscatePassword("wrong") }),
      });
      status = response.status;
    }
    expect(status).toBe(429);

    const { page } = await env.chromium.newPage();
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.goto(`${env.app.url}/banggia/login`);
    await submitLogin(page, "locked-out", "wrong");
    const dialog = page.locator('[role="alertdialog"]');
    await expect.poll(() => dialog.textContent(), POLL).toMatch(/thử lại sau \d+ phút/);
    const text = (await dialog.textContent()) ?? "";
    const minutes = Number(/sau (\d+) phút/.exec(text)?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(text).not.toContain("mật khẩu không đúng");
    await page.close();
  }, 400_000);

  it("the row star adds to and removes from the user's server list, never a browser-local one", async () => {
    const { page, token } = await signedIn("/banggia/vn30");
    await expect.poll(async () => (await rowCodes(page)).length, POLL).toBeGreaterThan(5);
    const [first, second] = await rowCodes(page);
    const starList = async () => (await serverLists(token))[0];

    await clickCell(page, "star", 0);
    await expect.poll(async () => (await starList())?.code, POLL).toBe(first);
    await clickCell(page, "star", 1);
    await expect.poll(async () => (await starList())?.code, POLL).toBe(`${first},${second}`);
    // The starred list is what /banggia/fav shows.
    await page.goto(`${env.app.url}/banggia/fav`);
    await expect.poll(() => rowCodes(page), POLL).toEqual([first, second]);
    // Its star takes the symbol off the server list.
    await clickCell(page, "star", 0);
    await expect.poll(async () => (await starList())?.code, POLL).toBe(second);
    await expect.poll(() => rowCodes(page), POLL).toEqual([second]);
    expect(await page.evaluate(() => localStorage.getItem("favouriteCodes"))).toBeNull();

    // After logout nothing starred is left in this browser for the next person.
    await page.click('[data-action="logout"]');
    await page.waitForURL("**/banggia/login");
    expect(await page.evaluate(() => localStorage.getItem("favouriteCodes"))).toBeNull();
    await page.close();
  }, 400_000);

  it("'added' shows only after the server accepted; a 500 shows the failure alone; an empty rename keeps the name", async () => {
    const { page, token } = await signedIn("/banggia/vn30");
    const created = await fetch(`${env.app.url}/cata/insert-cata`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: new URLSearchParams({ nameCata: "Theo dõi" }),
    });
    const listId = ((await created.json()) as { listid: number }).listid;
    await page.goto(`${env.app.url}/banggia/fav/${listId}`);
    await expect.poll(() => page.locator('input[name="list-name"]').inputValue(), POLL).toBe("Theo dõi");
    // A code is checked against the market the feed delivered: wait for it (a loaded machine takes seconds).
    await page.locator('.connection[data-status="live"]').waitFor(POLL);
    const [a, b] = [...(env.app.server.source.snapshot().baskets.VN30 ?? [])].sort();
    const success = page.locator(".toast-success");
    const failure = page.locator(".toast-error");

    // Hold the server's answer: no "added" while the call is in flight; it shows once the server accepted.
    let release: (() => void) | null = null;
    let held = false;
    await page.route("**/cata/edit-cata", async (route: Route) => {
      held = true;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    await page.fill('input[name="add-code"]', a ?? "");
    await page.press('input[name="add-code"]', "Enter");
    await expect.poll(() => held, POLL).toBe(true);
    expect(await success.count()).toBe(0);
    (release as (() => void) | null)?.();
    await expect.poll(() => success.first().textContent(), POLL).toContain(a);
    expect((await serverLists(token)).find((l) => l.listid === listId)?.code).toBe(a);
    await page.unroute("**/cata/edit-cata");
    await expect.poll(() => success.count(), POLL).toBe(0);

    // The server answers 500: the failure message, and no "added" beside it.
    await page.route("**/cata/edit-cata", (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "server_error", message: "test" } }),
      }),
    );
    await page.fill('input[name="add-code"]', b ?? "");
    await page.press('input[name="add-code"]', "Enter");
    await expect.poll(() => failure.count(), POLL).toBe(1);
    expect(await success.count()).toBe(0);
    expect((await serverLists(token)).find((l) => l.listid === listId)?.code).toBe(a);
    await page.unroute("**/cata/edit-cata");

    // An empty rename is not sent and the list keeps showing its name.
    const name = page.locator('input[name="list-name"]');
    await page.click('[data-action="edit-name"]');
    await name.fill("");
    await name.press("Enter");
    expect(await name.inputValue()).toBe("Theo dõi");
    expect(await name.getAttribute("readonly")).not.toBeNull();
    expect((await serverLists(token)).find((l) => l.listid === listId)?.listname).toBe("Theo dõi");
    await page.close();
  }, 400_000);
});
