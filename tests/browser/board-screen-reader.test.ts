import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fixtureInChromium } from "./fixture-scaffold";

/**
 * The screen-reader rows (the board's DOM mirror of its visible rows) on a board a live sort moves: they
 * follow the drawn order within their refresh period (2 s, written a few rows a frame), not on every tick,
 * while a sort the user (or host) asks for reaches them at once.
 */
const fixture = fileURLToPath(new URL("./fixtures/board-scenes", import.meta.url));

interface Scene {
  __scene: {
    ready?: boolean;
    error?: string;
    codes: string[];
    sortBy(column: string, type: "asc" | "desc"): void;
    trade(code: string, totalTradedQtty: number): void;
    drawnCodes(n: number): string[];
    firstCodes(n: number): string[];
  };
}

describe("screen-reader rows of a board sorted by a live column", () => {
  const suite = fixtureInChromium(fixture, "board-scenes");

  async function open(worker: boolean): Promise<Page> {
    const url = new URL(`?renderer=canvas&view=detail${worker ? "&worker=1" : ""}`, suite.server.url).href;
    const { page, errors } = await suite.chromium.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as Partial<Scene>).__scene, null, {
      timeout: 60_000,
    });
    expect(await page.evaluate(() => (window as unknown as Scene).__scene.error)).toBeUndefined();
    expect(errors).toEqual([]);
    return page;
  }

  for (const worker of [false, true]) {
    it(`takes a host's sort at once and a live re-sort within its refresh (${worker ? "worker" : "page"} surface)`, async () => {
      const page = await open(worker);
      const drawn = (n: number) =>
        page.evaluate((n) => (window as unknown as Scene).__scene.drawnCodes(n), n);
      const read = (n: number) => page.evaluate((n) => (window as unknown as Scene).__scene.firstCodes(n), n);
      const codes = await page.evaluate(() => (window as unknown as Scene).__scene.codes);
      expect(codes.length).toBeGreaterThan(20);

      // Volumes the test chooses, descending from the first code, then the host's sort by volume.
      await page.evaluate((codes) => {
        const s = (window as unknown as Scene).__scene;
        for (let i = 0; i < codes.length; i++) s.trade(codes[i], 1_000_000 - i * 1_000);
        s.sortBy("totalTradedQtty", "desc");
      }, codes);
      await expect.poll(() => read(3), { timeout: 5_000 }).toEqual(codes.slice(0, 3));

      // A live trade lifts the last code to the top: the board draws it first on its next re-sort, and
      // every screen-reader row follows (the whole visible range, in the drawn order).
      const last = codes[codes.length - 1];
      await page.evaluate((code) => (window as unknown as Scene).__scene.trade(code, 5_000_000), last);
      await expect.poll(() => drawn(1), { timeout: 5_000 }).toEqual([last]);
      await expect.poll(() => read(1), { timeout: 10_000 }).toEqual([last]);
      const rows = await page.locator('[role="rowgroup"] [role="row"]').count();
      expect(rows).toBeGreaterThan(16); // more than two frames' slices
      await expect.poll(() => read(rows), { timeout: 10_000 }).toEqual(await drawn(rows));

      // The host sorts the other way: the rows take it with the layout (no value changed since, so no
      // refresh period is running that could bring it instead).
      await page.evaluate(() => (window as unknown as Scene).__scene.sortBy("totalTradedQtty", "asc"));
      await expect.poll(() => read(1), { timeout: 5_000 }).toEqual([codes[codes.length - 2]]);
      await page.close();
    }, 120_000);
  }
});
