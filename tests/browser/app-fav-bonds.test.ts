import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";
import { postWithToken, sessionToken, submitLogin } from "./login-steps";

/**
 * Bonds in the favourites (spec 2.3 item 6: the TPRL board's checkbox adds a bond to the favourites)
 * against the real server: a bond ticked on /banggia/tprl and one typed into the favourites toolbar show
 * on /banggia/fav in their own board under the stock board, in list order; the checkbox there takes a
 * bond off the list, a click on its code opens the bond popup, and a reload keeps what the user left.
 */

const POLL = { timeout: 30_000 };
const ROW_HEIGHT = 28;
const DIALOG = '.popup[role="dialog"]';

/** The first cell (the code) of each screen-reader row of the boards under `scope`. */
function rowCodes(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(`${scope} [role="rowgroup"] [role="row"]`)
    .evaluateAll((rows) => rows.map((row) => row.firstElementChild?.textContent ?? ""));
}

/** The stock board's codes: the rows of every board outside the bond section. */
function stockCodes(page: Page): Promise<string[]> {
  return page
    .locator('.board-area [role="rowgroup"] [role="row"]')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.closest(".fav-bonds") === null)
        .map((row) => row.firstElementChild?.textContent ?? ""),
    );
}

/** Clicks `column` of the row at `position` of the board under `scope` (rows are drawn on a canvas). */
async function clickCell(page: Page, scope: string, column: string, position: number): Promise<void> {
  const header = await page.locator(`${scope} [role="columnheader"][data-column="${column}"]`).boundingBox();
  if (header === null) throw new Error(`no ${column} header under ${scope}`);
  await page.mouse.click(
    header.x + header.width / 2,
    header.y + header.height + ROW_HEIGHT * position + ROW_HEIGHT / 2,
  );
}

const stored = (page: Page): Promise<string[]> =>
  page.evaluate(() => JSON.parse(localStorage.getItem("favouriteCodes") ?? "[]"));

describe("favourite bonds (public build)", () => {
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

  it("shows ticked and typed bonds on the favourites board; its checkbox takes one off, for good", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1400, height: 800 } });

    // Tick the second bond of the TPRL board.
    await page.goto(`${app.url}/banggia/tprl`);
    await expect.poll(async () => (await rowCodes(page, ".tprl-page")).length, POLL).toBeGreaterThan(3);
    const [first, second] = await rowCodes(page, ".tprl-page");
    if (first === undefined || second === undefined) throw new Error("fewer than two bonds");
    await clickCell(page, ".tprl-page", "favourite", 1);
    await expect.poll(() => stored(page)).toEqual([second]);

    // The favourites board: the bond in the bond board, no stock, and no "nothing starred" message.
    await page.goto(`${app.url}/banggia/fav`);
    await expect.poll(() => rowCodes(page, ".fav-bonds"), POLL).toEqual([second]);
    expect(await page.locator(".fav-bonds-title").textContent()).toBe("Trái phiếu riêng lẻ");
    expect(await stockCodes(page)).toEqual([]);
    expect(await page.locator(".fav-empty").count()).toBe(0);

    // A bond typed (lower case) into the toolbar joins the list after it: list order, not code order.
    await page.fill('input[name="add-code"]', first.toLowerCase());
    await page.press('input[name="add-code"]', "Enter");
    await expect.poll(() => rowCodes(page, ".fav-bonds"), POLL).toEqual([second, first]);
    expect(await stored(page)).toEqual([second, first]);
    // A stock typed next goes to the stock board above; the bond board keeps its two rows.
    const stock = [...(app.server.source.snapshot().baskets.VN30 ?? [])].sort()[0] ?? "";
    expect(stock).not.toBe("");
    await page.fill('input[name="add-code"]', stock);
    await page.press('input[name="add-code"]', "Enter");
    await expect.poll(() => stockCodes(page), POLL).toEqual([stock]);
    expect(await rowCodes(page, ".fav-bonds")).toEqual([second, first]);

    // The bond board is as tall as its two rows (under 40% of the area); the stock board has the rest.
    const area = await page.locator(".board-area").boundingBox();
    const bonds = await page.locator(".fav-bonds-host").boundingBox();
    const stocks = await page.locator(".board-area > .board-host").boundingBox();
    if (area === null || bonds === null || stocks === null) throw new Error("no board boxes");
    expect(bonds.height).toBeGreaterThanOrEqual(48 + 2 * ROW_HEIGHT);
    expect(bonds.height).toBeLessThan(area.height * 0.4);
    expect(stocks.height).toBeGreaterThan(bonds.height);

    // A click on a bond's code opens the bond popup for it; Escape closes it.
    await clickCell(page, ".fav-bonds", "code", 1);
    await expect.poll(() => page.locator('[data-testid="popup-code"]').textContent(), POLL).toBe(first);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(DIALOG).count()).toBe(0);

    // Unticking the first bond row takes that bond off the list.
    await clickCell(page, ".fav-bonds", "favourite", 0);
    await expect.poll(() => rowCodes(page, ".fav-bonds"), POLL).toEqual([first]);
    expect(await stored(page)).toEqual([first, stock]);

    // After a reload it stays gone; the other bond and the stock are still there.
    await page.reload();
    await expect.poll(() => stockCodes(page), POLL).toEqual([stock]);
    await expect.poll(() => rowCodes(page, ".fav-bonds"), POLL).toEqual([first]);

    // The last bond unticked: the bond section goes, the stock board stays.
    await clickCell(page, ".fav-bonds", "favourite", 0);
    await expect.poll(() => page.locator(".fav-bonds").count(), POLL).toBe(0);
    expect(await stockCodes(page)).toEqual([stock]);
    expect(await stored(page)).toEqual([stock]);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});

/** A server list (login build, /banggia/fav/{listid}) with a bond in it, on the real server. */
describe("favourite bonds on a server list (login build)", () => {
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

  const call = (token: string, path: string, form: Record<string, string>) =>
    postWithToken(app.url, token, path, form);

  it("shows the list's bond under its stocks; the checkbox takes it off the list on the server", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1400, height: 800 } });
    await page.goto(`${app.url}/banggia/vn30`);
    await submitLogin(page);
    await page.locator('[data-action="logout"]').waitFor(POLL);
    const token = await sessionToken(page);
    const created = await call(token, "/cata/insert-cata", { nameCata: "Bonds" });
    expect(created.status).toBe(200);
    const listId = ((await created.json()) as { listid: number }).listid;
    const stock = [...(app.server.source.snapshot().baskets.VN30 ?? [])].sort()[0] ?? "";
    expect(
      (await call(token, "/cata/edit-cata", { lstid: String(listId), code: stock, type: "A" })).status,
    ).toBe(200);
    const bond = String(app.server.source.snapshot().bonds[0]?.code ?? "");
    expect(bond).not.toBe("");

    // The reference server keeps a private bond in a list like a symbol.
    expect(
      (await call(token, "/cata/edit-cata", { lstid: String(listId), code: bond, type: "A" })).status,
    ).toBe(200);

    await page.goto(`${app.url}/banggia/fav/${listId}`);
    await expect.poll(() => rowCodes(page, ".fav-bonds"), POLL).toEqual([bond]);
    await expect.poll(() => stockCodes(page), POLL).toEqual([stock]);
    expect(await page.locator('input[name="list-name"]').inputValue()).toBe("Bonds");

    await clickCell(page, ".fav-bonds", "favourite", 0);
    await expect.poll(() => page.locator(".fav-bonds").count(), POLL).toBe(0);
    expect(await stockCodes(page)).toEqual([stock]);
    await page.reload();
    await expect.poll(() => stockCodes(page), POLL).toEqual([stock]);
    expect(await page.locator(".fav-bonds").count()).toBe(0);
    // And on the server: the list holds the stock only.
    const lists = (await (
      await fetch(`${app.url}/cata/load-cata`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { arrCata: { listid: number; code: string }[] };
    expect(lists.arrCata.find((list) => list.listid === listId)?.code).toBe(stock);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
