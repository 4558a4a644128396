/**
 * The broker trial (examples/broker-trial) in Chromium against the real reference server: a live VN30
 * board with Vietnamese headers that fills its host, switched to odd lot, the light theme and English
 * at runtime without a new board, and an order price filled by a click on a bid price.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIGHT_THEME } from "../../packages/board-canvas/src/theme";
import { type LaunchedChromium, launchChromium } from "../browser/chromium";
import { BROKER_TRIAL_DIR, buildExample } from "./example-builds";
import { ensurePackagesBuilt } from "./package-dists";
import { boardRows, canvasFingerprint, canvasPixel, channels, rgb } from "./page-probes";
import { type ReferenceServer, startReferenceServer } from "./reference-server";

const SOURCE = readFileSync(join(BROKER_TRIAL_DIR, "src", "main.tsx"), "utf8");

/** Ids of the drawn data columns in the screen-reader rows' order (after the code). */
const dataColumnIds = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="columnheader"]')]
      .map((h) => h.dataset.column ?? "")
      .filter((id) => !["star", "code", "miniChart"].includes(id)),
  );
const headerOf = (page: Page, column: string) => page.locator(`[data-column="${column}"]`).textContent();

describe("examples/broker-trial on the reference server", () => {
  let server: ReferenceServer;
  let chromium: LaunchedChromium;
  let removeBuild = () => {};

  beforeAll(async () => {
    await ensurePackagesBuilt();
    const built = await buildExample(BROKER_TRIAL_DIR);
    removeBuild = built.remove;
    server = await startReferenceServer(built.outDir);
    chromium = await launchChromium();
  }, 600_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.stop();
    removeBuild();
  });

  it("keeps the board code within 15 lines", () => {
    const block = /\/\/ board: begin\n([\s\S]*?)\/\/ board: end/.exec(SOURCE)![1];
    const blockLines = block.split("\n").filter((line) => line.trim() !== "").length;
    const boardViewLines = SOURCE.split("\n").filter((line) => /^\s*<BoardView/.test(line)).length;
    expect(boardViewLines).toBe(1);
    expect(blockLines + boardViewLines).toBeLessThanOrEqual(15);
  });

  it("shows VN30 live in Vietnamese across the host, switches odd lot, theme and language, and fills the order price from a bid click", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1920, height: 1000 } });
    await page.goto(`${server.url}/index.html`);
    const board = page.locator('[data-vnboard="board"]');
    await expect.poll(async () => (await boardRows(page, 0)).length, { timeout: 30_000 }).toBeGreaterThan(20);
    const root = await board.elementHandle();

    // Vietnamese headers from the column presets' built-in labels, the columns filling the host.
    expect(await headerOf(page, "code")).toBe("Mã CK");
    expect(await headerOf(page, "ceilPrice")).toBe("Trần");
    expect(await page.locator('[role="columnheader"]').filter({ hasText: "Bên mua" }).count()).toBe(0);
    expect(await page.getByText("Bên mua", { exact: true }).count()).toBe(1);
    const hostWidth = await board.evaluate((e) => e.clientWidth);
    const lastRight = await page
      .locator('[role="columnheader"]')
      .last()
      .evaluate((e) => e.getBoundingClientRect().right);
    expect(hostWidth).toBe(1920);
    expect(Math.abs(lastRight - hostWidth)).toBeLessThan(2);

    // Live: the canvas keeps changing as the provider's updates arrive.
    const before = await canvasFingerprint(page, 0);
    await expect.poll(() => canvasFingerprint(page, 0), { timeout: 20_000 }).not.toBe(before);

    // A click on a row's best bid price fills the order price with that price (thousands of dong).
    const bidIndex = (await dataColumnIds(page)).indexOf("bidPrice1") + 1;
    const rows = await boardRows(page, 0);
    const row = rows.findIndex((cells) => /^\d+\.\d\d$/.test(cells[bidIndex]));
    expect(row).toBeGreaterThanOrEqual(0);
    const header = (await page.locator('[data-column="bidPrice1"]').boundingBox())!;
    await page.mouse.click(header.x + header.width / 2, header.y + header.height + 28 * row + 14);
    await expect
      .poll(async () => Number(await page.inputValue('input[name="price"]')))
      .toBe(Number(rows[row][bidIndex]));

    // Odd lot: the odd-lot columns, their headers still Vietnamese, high/low drawn blank.
    await page.click("#odd-lot");
    await expect.poll(() => page.locator('[data-column="matchPriceOdd"]').count()).toBe(1);
    expect(await headerOf(page, "matchPriceOdd")).toBe("Giá");
    const highIndex = (await dataColumnIds(page)).indexOf("highestPrice") + 1;
    await expect
      .poll(async () => (await boardRows(page, 0)).every((cells) => cells[highIndex] === ""))
      .toBe(true);

    // Light theme: the DOM and the canvas take LIGHT_THEME's colours.
    await page.click("#theme");
    await expect
      .poll(() => board.evaluate((e) => getComputedStyle(e).backgroundColor))
      .toBe(rgb(LIGHT_THEME.background));
    await expect
      .poll(async () => (await canvasPixel(page, 0, 2, 2)).slice(0, 3))
      .toEqual(channels(LIGHT_THEME.rowEven));

    // English: the same board, its headers in English.
    await page.click("#language");
    await expect.poll(() => headerOf(page, "code")).toBe("Symbol");
    expect(await headerOf(page, "ceilPrice")).toBe("Ceil");

    // One board all along: every switch went through applyOptions.
    expect(await root!.evaluate((e) => e.isConnected)).toBe(true);
    expect(await page.locator('[data-vnboard="board"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
