import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";
import { sessionToken, submitLogin as signIn } from "./login-steps";

const POLL = { timeout: 15_000 };

/** The login build (flag '1') against the real server: login, redirects, 401, favourites on the server. */
describe("login build", () => {
  const env = appInChromium({ flag: "login" });

  const rows = (page: Page) => page.locator('[role="rowgroup"] [role="row"]');
  const codes = (page: Page) =>
    rows(page).evaluateAll((els) => els.map((el) => el.firstElementChild?.textContent ?? ""));

  async function serverLists(token: string): Promise<{ listname: string; code: string; listid: number }[]> {
    const response = await fetch(`${env.app.url}/cata/load-cata`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as {
      arrCata?: { listname: string; code: string; listid: number }[];
    };
    return body.arrCata ?? [];
  }

  it("sends an unauthenticated user to /login, except on the scroll pages and plasma", async () => {
    const { page } = await env.chromium.newPage();
    await page.goto(`${env.app.url}/banggia/hsx`);
    await page.waitForURL("**/banggia/login");
    expect(await page.locator(".login-note").first().textContent()).toContain("Chrome");
    expect(await page.locator(".login-contact a").getAttribute("href")).toMatch(/^https?:/);
    // The login redirect comes before a page shows anything of its own: once the display page (or its
    // display-key notice, this build's feed wanting a key or a login) is there, the page stayed.
    await page.goto(`${env.app.url}/banggia/hnx/scroll`);
    await page.locator(".scroll-header, .display-refused").first().waitFor(POLL);
    expect(new URL(page.url()).pathname).toBe("/banggia/hnx/scroll");
    await page.goto(`${env.app.url}/banggia/plasma`);
    await page.locator(".plasma-index, .display-refused").first().waitFor(POLL);
    expect(new URL(page.url()).pathname).toBe("/banggia/plasma");
    expect(await page.locator("[data-promo]").count()).toBe(0);
    await page.close();
  }, 60_000);

  it("validates an empty account number, refuses a wrong password, then returns to the saved path", async () => {
    const { page } = await env.chromium.newPage();
    await page.goto(`${env.app.url}/banggia/hnx`);
    await page.waitForURL("**/banggia/login");

    await page.click(".login-submit");
    const dialog = page.locator('[role="alertdialog"]');
    await expect.poll(() => dialog.textContent(), POLL).toContain("Tên đăng nhập không được để trống");
    await dialog.locator("button").click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")), POLL)
      .toBe("username");

    await signIn(page, "demo", "wrong-password");
    await expect
      .poll(() => dialog.textContent(), POLL)
      .toContain("Đăng nhập thất bại! Số tài khoản hoặc mật khẩu không đúng!");
    await dialog.locator("button").click();
    expect(await page.inputValue('input[name="username"]')).toBe("");
    expect(await page.inputValue('input[name="password"]')).toBe("");

    // The password is trimmed before it is sent.
    await signIn(page, "demo", "  Demo@1234  ");
    await page.waitForURL("**/banggia/hnx", POLL);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(5);
    // Still there once the board is up (a render after login once sent the user on to /vn30).
    expect(new URL(page.url()).pathname).toBe("/banggia/hnx");
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem("userSession") ?? "null"));
    expect(session?.userName).toBe("demo");

    // Logout remembers the path; signing in again comes back to it.
    await page.goto(`${env.app.url}/banggia/upcom`);
    await page.click('[data-action="logout"]');
    await page.waitForURL("**/banggia/login");
    const revoked = await fetch(`${env.app.url}/cata/load-cata`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(revoked.status).toBe(401);
    await signIn(page);
    await page.waitForURL("**/banggia/upcom", POLL);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(5);
    expect(new URL(page.url()).pathname).toBe("/banggia/upcom");
    await page.close();
  }, 120_000);

  it("creates, fills, renames and deletes a favourites list through the server", async () => {
    const { page } = await env.chromium.newPage({ viewport: { width: 1400, height: 800 } });
    await page.goto(`${env.app.url}/banggia/vn30`);
    await signIn(page);
    await page.waitForURL("**/banggia/vn30", POLL);
    const token = await sessionToken(page);

    // Signed in once the logout button is there; the menu may be closed again by the route settling
    // after login (seen in whole-file runs), so open it until its input shows.
    await page.locator('[data-action="logout"]').waitFor({ timeout: 15_000 });
    const newList = page.locator('input[name="new-list"]');
    await expect
      .poll(async () => {
        if ((await newList.count()) === 0) await page.locator('[data-menu="favourites"] > button').click();
        return newList.count();
      }, POLL)
      .toBe(1);
    await page.fill('input[name="new-list"]', "  Ngân hàng  ", { force: true });
    await page.press('input[name="new-list"]', "Enter");
    const link = page.locator('[data-menu="favourites"] a[data-list]', { hasText: "Ngân hàng" });
    await expect.poll(() => link.count(), POLL).toBe(1);
    const created = (await serverLists(token)).find((l) => l.listname === "Ngân hàng");
    expect(created).toBeDefined();
    // A DOM click: on a loaded machine the header can re-wrap while the stale-data label counts seconds,
    // and Playwright's "stable" wait then never settles; the link itself is what is under test. The menu
    // may close again as the route settles (seen under load): reopen it until the click lands.
    await expect
      .poll(async () => {
        if ((await link.count()) === 0) await page.locator('[data-menu="favourites"] > button').click();
        await link.dispatchEvent("click", undefined, { timeout: 2_000 }).catch(() => {});
        return new URL(page.url()).pathname;
      }, POLL)
      .toBe(`/banggia/fav/${created?.listid}`);

    // The list's own board is up (its name shows) before anything is typed into it.
    await expect.poll(() => page.locator('input[name="list-name"]').inputValue(), POLL).toBe("Ngân hàng");
    await expect
      .poll(() => page.evaluate(() => document.querySelector("[data-loading]") === null), POLL)
      .toBe(true);

    // Add two codes by typing (upper-cased); an unknown code is refused with a warning.
    const [a, b] = [...(env.app.server.source.snapshot().baskets.VN30 ?? [])].sort();
    for (const code of [a, b]) {
      await page.fill('input[name="add-code"]', (code as string).toLowerCase());
      await page.press('input[name="add-code"]', "Enter");
      await expect
        .poll(async () => (await serverLists(token)).find((l) => l.listid === created?.listid)?.code, POLL)
        .toContain(code);
      await expect.poll(() => codes(page), { timeout: 30_000 }).toContain(code);
      // The empty list and the filled one are one layout: the input stays focused for the next code.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("add-code");
    }
    await expect.poll(() => codes(page), { timeout: 30_000 }).toEqual([a, b]);
    await page.fill('input[name="add-code"]', "zzzq");
    await page.press('input[name="add-code"]', "Enter");
    await expect.poll(() => page.locator(".toast-warning span").textContent(), POLL).toBe("Không có mã ZZZQ");

    // Rename: read-only until the settings icon; Escape cancels; Enter saves.
    const name = page.locator('input[name="list-name"]');
    expect(await name.getAttribute("readonly")).not.toBeNull();
    await page.click('[data-action="edit-name"]');
    await name.fill("Tạm");
    await name.press("Escape");
    expect(await name.inputValue()).toBe("Ngân hàng");
    await page.click('[data-action="edit-name"]');
    await name.fill("Banks");
    await name.press("Enter");
    await expect
      .poll(async () => (await serverLists(token)).find((l) => l.listid === created?.listid)?.listname, POLL)
      .toBe("Banks");

    // The star on the list's own board takes the symbol off the list.
    // The board may build its header cells anew as the rename re-renders the page (renderHeader replaces
    // them): a box read at that moment is null (seen once in a clean-clone run), so read until both are.
    const boxes = async () => ({
      star: await page.locator('[role="columnheader"][data-column="star"]').boundingBox(),
      header: await page.locator('[role="columnheader"][data-column="code"]').boundingBox(),
    });
    await expect.poll(async () => Object.values(await boxes()).includes(null), POLL).toBe(false);
    const { star, header } = await boxes();
    if (star === null || header === null) throw new Error("no header");
    await page.mouse.click(star.x + star.width / 2, header.y + header.height + 14);
    await expect.poll(() => codes(page), POLL).toEqual([b]);
    expect((await serverLists(token)).find((l) => l.listid === created?.listid)?.code).toBe(b);

    // The list survives a reload (it lives on the server), then goes on delete.
    await page.reload();
    await expect.poll(() => codes(page), { timeout: 30_000 }).toEqual([b]);
    page.once("dialog", (confirm) => void confirm.accept());
    await page.click('[data-action="delete-list"]');
    await page.waitForURL("**/banggia/fav", POLL);
    await expect
      .poll(async () => (await serverLists(token)).some((l) => l.listid === created?.listid), POLL)
      .toBe(false);
    await page.close();
  }, 180_000);

  it("a 401 clears the stored session and sends the user to the login page", async () => {
    const { page } = await env.chromium.newPage();
    await page.goto(`${env.app.url}/banggia/vn30`);
    await signIn(page);
    await page.waitForURL("**/banggia/vn30", POLL);
    const token = await sessionToken(page);
    // The token is revoked behind the page's back; its next call answers 401.
    expect(
      (
        await fetch(`${env.app.url}/logout`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(200);
    await page.goto(`${env.app.url}/banggia/fav/1`);
    await page.waitForURL("**/banggia/login", POLL);
    expect(await page.evaluate(() => localStorage.getItem("userSession"))).toBe("null");
    await expect.poll(() => page.locator(".login-note").first().textContent(), POLL).toContain("hết hạn");
    await page.close();
  }, 120_000);
});
