import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";
import { codeCell } from "./board-cells";

/** The app shell of the public build: menus, favourites, pinned and dragged rows, footer, pages. */
describe("app shell (public build)", () => {
  const env = appInChromium();

  const rows = (page: Page) => page.locator('[role="rowgroup"] [role="row"]');
  const codeAt = (page: Page, n: number) => rows(page).nth(n).locator("div").first().textContent();
  const codes = async (page: Page) =>
    rows(page).evaluateAll((els) => els.map((el) => el.firstElementChild?.textContent ?? ""));

  /** Moves to `path` the way the app's own links do (its router on the same page, no reload). */
  async function navigate(page: Page, path: string) {
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await page.waitForURL(`**${path}`);
  }

  async function open(path: string, viewport = { width: 1400, height: 800 }) {
    const opened = await env.chromium.newPage({ viewport });
    await opened.page.goto(`${env.app.url}${path}`);
    return opened;
  }

  it("loads every board route of the app with live rows (exchanges, baskets, odd lots, industry, warrants)", async () => {
    const { page, errors } = await open("/banggia/vn30");
    const paths = [
      "vn30",
      "hnx30",
      "hsx",
      "hnx",
      "upcom",
      "hsx/odd",
      "hnx/odd",
      "upcom/odd",
      "chungquyen",
      "nganh/0",
    ];
    for (const path of paths) {
      await page.goto(`${env.app.url}/banggia/${path}`);
      await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname, path).toBe(`/banggia/${path}`);
    }
    // The odd-lot board shows the odd-lot columns.
    await page.goto(`${env.app.url}/banggia/upcom/odd`);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const headers = await page
      .locator('[role="columnheader"][data-column]')
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-column")));
    expect(headers.some((id) => /odd/i.test(id ?? ""))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("opens the exchange menu, follows a link, and closes menus on Escape and on an outside click", async () => {
    const { page, errors } = await open("/banggia/vn30");
    await page.click('[data-menu="hsx"] > button');
    const panel = page.locator('[data-menu="hsx"] .dropdown-panel');
    await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(0);
    await page.click('[data-menu="hnx"] > button');
    await page.click(".app-title");
    await expect
      .poll(() => page.locator('[data-menu="hnx"] .dropdown-panel').count(), { timeout: 10_000 })
      .toBe(0);
    await page.click('[data-menu="hsx"] > button');
    await panel.locator('a[href="/banggia/hsx/odd"]').click();
    await page.waitForURL("**/banggia/hsx/odd");
    await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(5);
    expect(await page.getAttribute('[data-menu="hsx"]', "class")).toContain("dropdown-active");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("lists the industries in a two-column grid and opens an industry board with its symbols", async () => {
    const { page } = await open("/banggia/vn30");
    await page.click('[data-menu="industries"] > button');
    const links = page.locator('[data-menu="industries"] .dropdown-panel a');
    await expect.poll(() => links.count(), { timeout: 30_000 }).toBeGreaterThan(5);
    const columns = await page
      .locator('[data-menu="industries"] .dropdown-panel')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(2);
    const name = (await links.nth(1).textContent()) ?? "";
    await links.nth(1).click();
    await page.waitForURL(/\/banggia\/nganh\/\d+$/);
    // The title is the industry's name (the ⓘ after it, hidden from screen readers, opens the industry popup).
    await expect
      .poll(async () => (await page.locator("[data-industry]").textContent())?.replace("ⓘ", "").trim(), {
        timeout: 10_000,
      })
      .toBe(name.trim());
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(3);
    // The default industry route shows the first industry.
    await page.goto(`${env.app.url}/banggia/nganh/0`);
    await expect.poll(() => page.locator("[data-industry]").count(), { timeout: 30_000 }).toBe(1);
    await page.close();
  }, 120_000);

  it("the Hottrend menu is a grid of every top list and market", async () => {
    const { page } = await open("/banggia/vn30");
    await page.click('[data-menu="hottrend"] > button');
    const hrefs = await page
      .locator('[data-menu="hottrend"] .dropdown-panel a')
      .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs).toContain("/banggia/top-vol/upcom");
    expect(hrefs).toContain("/banggia/top-fsell");
    expect(hrefs.length).toBe(22);
    await page.click('[data-menu="expand"] > button');
    const guide = page.locator('[data-menu="expand"] a[data-link="guide"]');
    expect(await guide.getAttribute("target")).toBe("_blank");
    expect(await guide.getAttribute("rel")).toContain("noopener");
    await page.close();
  }, 60_000);

  it("collapses the price menu (menus and index strip) and keeps it collapsed after a reload", async () => {
    const { page } = await open("/banggia/vn30");
    await expect.poll(() => page.locator('[data-menu="hsx"]').count(), { timeout: 30_000 }).toBe(1);
    const stripCards = () => page.locator(".index-strip").count();
    await expect.poll(stripCards, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.click('[data-action="collapse-menu"]');
    await expect.poll(() => page.locator('[data-menu="hsx"]').count(), { timeout: 10_000 }).toBe(0);
    expect(await stripCards()).toBe(0);
    await page.reload();
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(5);
    expect(await page.locator('[data-menu="hsx"]').count()).toBe(0);
    await page.click('[data-action="collapse-menu"]');
    await expect.poll(() => page.locator('[data-menu="hsx"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("tabName"))).toBe('"PS_VN30"');
    await page.close();
  }, 120_000);

  it("stars a symbol, shows it on the favourites board after a reload, and refuses a code of another exchange", async () => {
    const { page } = await open("/banggia/hsx");
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(5);
    const first = (await codeAt(page, 0)) ?? "";
    // The header is rebuilt when the board's columns settle (widths, mini charts): wait for a laid-out star.
    const starHeader = page.locator('[role="columnheader"][data-column="star"]');
    await expect.poll(() => starHeader.boundingBox(), { timeout: 30_000 }).not.toBeNull();
    const star = await starHeader.boundingBox();
    const cell = await codeCell(page, 0);
    if (star === null) throw new Error("no star column");
    await page.mouse.click(star.x + star.width / 2, cell.y);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("favouriteCodes")))
      .toBe(JSON.stringify([first]));

    // An HNX code typed on the HSX board: the four-language warning, nothing added.
    const hnx = env.app.server.source.snapshot().baskets.HNX30?.[0] ?? "";
    expect(hnx).not.toBe("");
    await page.fill('input[name="add-code"]', hnx.toLowerCase());
    await page.press('input[name="add-code"]', "Enter");
    await expect
      .poll(() => page.locator(".toast-warning span").textContent())
      .toBe(`Mã ${hnx} không niêm yết trên sàn HSX!`);
    expect(await page.inputValue('input[name="add-code"]')).toBe("");

    // To the favourites board by the app's router; the reload below proves the list outlives the page.
    await navigate(page, "/banggia/fav");
    await expect.poll(() => codes(page), { timeout: 30_000 }).toEqual([first]);
    // Typed codes are upper-cased and accepted from any exchange on the favourites board.
    await page.fill('input[name="add-code"]', hnx.toLowerCase());
    await page.press('input[name="add-code"]', "Enter");
    await expect.poll(() => codes(page), { timeout: 10_000 }).toEqual([first, hnx].sort());
    await page.reload();
    await expect.poll(() => codes(page), { timeout: 30_000 }).toEqual([first, hnx].sort());
    await page.close();
  }, 120_000);

  it("pins a row from the row menu and keeps a dragged order, per path, across a reload", async () => {
    const { page } = await open("/banggia/vn30");
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(10);
    const before = await codes(page);
    const fifth = before[4] as string;
    const cell = await codeCell(page, 4);
    await page.mouse.click(cell.x, cell.y, { button: "right" });
    await page.click('.row-menu [data-action="pin"]');
    await expect.poll(() => codeAt(page, 0), { timeout: 10_000 }).toBe(fifth);

    // Drag the row now at position 3 to the top of the unpinned rows (position 1).
    const moving = (await codeAt(page, 3)) as string;
    const from = await codeCell(page, 3);
    const to = await codeCell(page, 1);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => codeAt(page, 1), { timeout: 10_000 }).toBe(moving);
    const arranged = await codes(page);

    await page.reload();
    await expect.poll(() => codes(page), { timeout: 30_000 }).toEqual(arranged);
    // Another path keeps its own order (the reload above proved the order outlives the page).
    await navigate(page, "/banggia/hnx30");
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(5);
    // The board has switched to the basket's rows (not still the VN30 rows of the page before).
    const hnx30 = env.app.server.source.snapshot().baskets.HNX30 ?? [];
    await expect
      .poll(async () => hnx30.includes((await codeAt(page, 0)) ?? ""), { timeout: 30_000 })
      .toBe(true);
    expect(await codeAt(page, 0)).not.toBe(fifth);

    // Unpin from the same menu.
    await navigate(page, "/banggia/vn30");
    await expect.poll(() => codeAt(page, 0), { timeout: 30_000 }).toBe(fifth);
    const top = await codeCell(page, 0);
    await page.mouse.click(top.x, top.y, { button: "right" });
    await page.click('.row-menu [data-action="pin"]');
    await expect.poll(() => codeAt(page, 0), { timeout: 10_000 }).not.toBe(fifth);
    await page.close();
  }, 120_000);

  it("flashes changed prices: flash-coloured cells appear and move on the live board", async () => {
    const { page } = await open("/banggia/hsx");
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(10);
    // The app's board draws in a worker (OffscreenCanvas); drawImage of its page canvas reads the
    // worker's last committed frame, so the pixels below are the worker's.
    expect(await page.locator('.board-host canvas[data-surface="worker"]').count()).toBe(1);
    /** Positions (sampled every 4 px) of pixels in the dark theme's flash colours #1e6b3a / #7a2327. */
    const flashPixels = () =>
      page.evaluate(() => {
        const source = document.querySelector(".board-host canvas") as HTMLCanvasElement | null;
        if (source === null) return [] as number[];
        const copy = document.createElement("canvas");
        copy.width = source.width;
        copy.height = source.height;
        const context = copy.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(source, 0, 0);
        const { data, width, height } = context.getImageData(0, 0, copy.width, copy.height);
        const near = (i: number, r: number, g: number, b: number) =>
          Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 12;
        const out: number[] = [];
        for (let y = 0; y < height; y += 4) {
          for (let x = 0; x < width; x += 4) {
            const i = (y * width + x) * 4;
            if (near(i, 0x1e, 0x6b, 0x3a) || near(i, 0x7a, 0x23, 0x27)) out.push(y * width + x);
          }
        }
        return out;
      });
    const samples: number[][] = [];
    for (let i = 0; i < 8; i++) {
      samples.push(await flashPixels());
      await page.waitForTimeout(350); // samples over time: a flash lasts 300 ms, so each sample sees new ones
    }
    // Something flashed, and the flashing cells are not the same from one sample to the next (300 ms each).
    expect(Math.max(...samples.map((s) => s.length))).toBeGreaterThan(0);
    const distinct = new Set(samples.map((s) => s.join(",")));
    expect(distinct.size).toBeGreaterThan(1);
    await page.close();
  }, 120_000);

  it("shows the footer clock and date, news tickers that rotate, and the promo popup until dismissed", async () => {
    const { page } = await open("/banggia/vn30");
    await expect
      .poll(() => page.locator("[data-footer-clock]").textContent(), { timeout: 30_000 })
      .toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    const ticker = page.locator('[data-news-type="0"] a, [data-news-type="0"] span:not(.news-label)');
    await expect.poll(() => ticker.first().textContent(), { timeout: 15_000 }).not.toBe("—");
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add((await ticker.first().textContent()) ?? "");
          return seen.size;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(1);
    expect(await page.locator(".footer-chrome-hint").isVisible()).toBe(false);

    const promo = page.locator("[data-promo]");
    expect(await promo.isVisible()).toBe(true);
    expect(await promo.locator("a").getAttribute("href")).toMatch(/^https?:\/\//);
    await page.click('[data-action="dismiss-promo"]');
    await expect.poll(() => promo.count(), { timeout: 10_000 }).toBe(0);
    await page.reload();
    await expect.poll(() => page.locator("[data-footer-clock]").count(), { timeout: 30_000 }).toBe(1);
    expect(await promo.count()).toBe(0);
    await page.close();
  }, 120_000);

  it("shows the configuration message on /ip, and the login page is not part of the public build", async () => {
    const { page } = await open("/banggia/ip");
    await expect.poll(() => page.locator("[data-config-message]").count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.locator("[data-ip-server]").textContent(), { timeout: 10_000 }).not.toBe("");
    await page.goto(`${env.app.url}/banggia/login`);
    await page.waitForURL("**/banggia/vn30");
    expect(await page.locator('[data-menu="favourites"]').count()).toBe(0);
    expect(await page.locator('a.menu-link[href="/banggia/tong-hop"]').count()).toBe(1);
    await page.close();
  }, 60_000);
});
