import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/** The reference data the server ships (what a fresh clone has: no folder beside the checkout). */
const dataDir = fileURLToPath(new URL("../../packages/server/data/reference", import.meta.url));

function basket(index: string): string[] {
  const file = readdirSync(dataDir).find((name) => name.startsWith("index_baskets_"));
  if (!file) throw new Error(`no index basket file in ${dataDir}`);
  return readFileSync(join(dataDir, file), "utf8")
    .split("\n")
    .map((line) => line.split(","))
    .filter((cells) => cells[1] === index)
    .map((cells) => cells[2])
    .sort();
}

/** A fresh `npm start`: the real listed market, simulated prices, and the app saying which is which. */
describe("the real market out of the box", () => {
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

  it("/banggia/vn30 lists exactly the 30 codes of the VN30 basket, with their real names", async () => {
    const expected = basket("VN30");
    expect(expected).toHaveLength(30);
    const { page, errors } = await chromium.newPage({ viewport: { width: 1600, height: 1800 } });
    await page.goto(`${app.url}/banggia/vn30`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    await page.waitForSelector('[data-status="live"]', { timeout: 60_000 });
    const codes = () =>
      page
        .locator('[role="rowgroup"] [role="row"]')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('[role="gridcell"]')?.textContent ?? ""));
    await expect.poll(async () => (await codes()).length, { timeout: 60_000 }).toBe(30);
    expect((await codes()).sort()).toEqual(expected);
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  }, 180_000);

  it("/banggia/hnx30 lists exactly the HNX30 basket", async () => {
    const expected = basket("HNX30");
    const { page } = await chromium.newPage({ viewport: { width: 1600, height: 1800 } });
    await page.goto(`${app.url}/banggia/hnx30`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    const codes = () =>
      page
        .locator('[role="rowgroup"] [role="row"]')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('[role="gridcell"]')?.textContent ?? ""));
    await expect.poll(async () => (await codes()).length, { timeout: 60_000 }).toBe(30);
    expect((await codes()).sort()).toEqual(expected);
    await page.close();
  }, 180_000);

  it("/banggia/ip says the symbols are real and the prices simulated, in the page's language", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${app.url}/banggia/ip`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    const provenance = page.locator("[data-market-provenance]");
    await expect
      .poll(() => provenance.getAttribute("data-market-provenance"), { timeout: 60_000 })
      .toBe("real simulated");
    expect(await provenance.textContent()).toContain("mô phỏng");
    await page.close();
  }, 120_000);
});
