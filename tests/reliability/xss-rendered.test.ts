import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../browser/app-server";
import { type LaunchedChromium, launchChromium } from "../browser/chromium";
import { postWithToken, sessionToken, submitLogin } from "../browser/login-steps";
import { LIST_NAME_PAYLOADS } from "../fixtures/xss-payloads";

const POLL = { timeout: 15_000 };

/**
 * The XSS corpus as a user would meet it: every payload is a favourites-list name on the real server
 * (login build), shown by the app in the favourites menu and on the list's own page. Each name reads
 * back as the exact text (cut to the 50-character name limit), and none of the payloads runs: each one
 * that executes calls `window.__xss(n)`, which this test records.
 */
describe("XSS payloads in list names are shown as text in Chromium and run nothing", {
  timeout: 600_000,
}, () => {
  let chromium: LaunchedChromium;
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer({ flag: "login" });
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  /** Calls the server's category API as the signed-in page would (bearer token). */
  const call = (token: string, path: string, form: Record<string, string>) =>
    postWithToken(app.url, token, path, form);

  async function menuNames(page: Page): Promise<string[]> {
    const links = page.locator('[data-menu="favourites"] a[data-list]');
    await expect
      .poll(async () => {
        if ((await links.count()) === 0) await page.locator('[data-menu="favourites"] > button').click();
        return links.count();
      }, POLL)
      .toBeGreaterThan(0);
    // Each entry is "<name> (<count>)": the count is a child span.
    return links.evaluateAll((els) =>
      els.map((el) =>
        (el.firstChild?.nodeType === Node.TEXT_NODE ? (el.firstChild.textContent ?? "") : "").trim(),
      ),
    );
  }

  /** Payloads that ran on the current document (the record starts again at each navigation). */
  const hits = (page: Page) => page.evaluate(() => (window as unknown as { __xssHits: number[] }).__xssHits);

  it("every payload, in the favourites menu and on its list page", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1400, height: 900 } });
    await page.addInitScript({
      content: "window.__xssHits = []; window.__xss = (n) => window.__xssHits.push(n);",
    });
    await page.goto(`${app.url}/banggia/vn30`);
    await submitLogin(page);
    await page.waitForURL("**/banggia/vn30", POLL);
    await page.locator('[data-action="logout"]').waitFor(POLL);
    const token = await sessionToken(page);
    const names = LIST_NAME_PAYLOADS.map((payload) => payload.slice(0, 50)); // the list-name limit is 50
    let shownOnListPage = 0;
    // A user holds at most 20 lists: go through the corpus 15 names at a time.
    for (let start = 0; start < names.length; start += 15) {
      const chunk = names.slice(start, start + 15);
      const ids: number[] = [];
      for (const name of chunk) {
        const res = await call(token, "/cata/insert-cata", { nameCata: name });
        expect(res.status, name).toBe(200);
        ids.push(((await res.json()) as { listid: number }).listid);
      }
      expect(await hits(page)).toEqual([]);
      await page.reload();
      await page.locator('[data-action="logout"]').waitFor(POLL);
      const shown = await menuNames(page);
      for (const name of chunk) expect(shown, name).toContain(name.trim());

      // The list's own page shows its name in the name editor, as the exact text.
      for (const [i, id] of ids.entries()) {
        if (i % 5 !== 0) continue; // a few per chunk: each page load is slow on this machine
        expect(await hits(page)).toEqual([]);
        await page.goto(`${app.url}/banggia/fav/${id}`);
        await expect
          .poll(() => page.locator('input[name="list-name"]').inputValue(), POLL)
          .toBe(chunk[i].trim());
        shownOnListPage++;
      }
      expect(await hits(page)).toEqual([]);
      for (const id of ids)
        expect((await call(token, "/cata/del-cata", { lstid: String(id) })).status).toBe(200);
    }
    expect(shownOnListPage).toBeGreaterThanOrEqual(9);
    expect(await hits(page)).toEqual([]);
  });
});
