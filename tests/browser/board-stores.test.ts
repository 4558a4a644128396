/**
 * The board engine over the feed's other stores (bonds) and the expanded derivative row (spec 2.3.5),
 * in Chromium with the canvas renderer: what is drawn, and what a click hits once rows have shifted.
 */
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DARK_THEME } from "../../packages/board-canvas/src/theme";
import { fixtureInChromium } from "./fixture-scaffold";

const fixture = fileURLToPath(new URL("./fixtures/board-stores", import.meta.url));

const HEADER = 48;
const ROW = 29;
const EXPANDED = 390;

interface Scene {
  __scene: {
    ready?: boolean;
    error?: string;
    events: string[];
    rects: ({ top: number; height: number; visible: boolean } | null)[];
    expanded(): string | null;
    a11y(): string[][];
    frames(): number;
  };
}

/** Pixels of a screenshot close to each CSS colour (decoded by Chromium). */
async function colourCounts(page: Page, png: Buffer, colours: readonly string[]): Promise<number[]> {
  return page.evaluate(
    async ({ data, colours }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const targets = colours.map((hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)));
      const counts = colours.map(() => 0);
      for (let p = 0; p < pixels.length; p += 4)
        targets.forEach(([r, g, b], i) => {
          if (Math.abs(pixels[p] - r) + Math.abs(pixels[p + 1] - g) + Math.abs(pixels[p + 2] - b) < 24)
            counts[i]++;
        });
      return counts;
    },
    { data: png.toString("base64"), colours },
  );
}

describe("boards over other stores and the expanded row (canvas renderer)", () => {
  const suite = fixtureInChromium(fixture, "board-stores");

  async function open(view: string): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await suite.chromium.newPage({ viewport: { width: 1200, height: 700 } });
    await page.goto(new URL(`?view=${view}`, suite.server.url).href);
    await page.waitForFunction(
      () => {
        const scene = (window as unknown as Partial<Scene>).__scene;
        return scene?.ready === true || scene?.error !== undefined;
      },
      null,
      { timeout: 60_000 },
    );
    expect(await page.evaluate(() => (window as unknown as Scene).__scene.error)).toBeUndefined();
    // The first paint is on screen.
    await page.waitForFunction(() => (window as unknown as Scene).__scene.frames() > 0, null, {
      timeout: 15_000,
    });
    return { page, errors };
  }

  const events = (page: Page) => page.evaluate(() => (window as unknown as Scene).__scene.events.slice());

  it("expands a derivative row into a host panel; a click below the gap hits the row drawn there", async () => {
    const { page, errors } = await open("derivatives");
    const [up, down] = await colourCounts(page, await page.screenshot(), [
      DARK_THEME.priceText[4],
      DARK_THEME.priceText[5],
    ]);
    expect(up).toBeGreaterThan(30);
    expect(down).toBeGreaterThan(30);
    expect((await page.evaluate(() => (window as unknown as Scene).__scene.a11y()))[0][0]).toBe("VN30F2601");

    // Row 2 (29 px rows under the 48 px header) expands.
    await page.mouse.click(40, HEADER + 2 * ROW + 14);
    await page.waitForFunction(() => (window as unknown as Scene).__scene.expanded() === "VN30F2603", null, {
      timeout: 15_000,
    });
    const box = await page.locator("#panel").boundingBox();
    expect(box).toMatchObject({ y: HEADER + 3 * ROW, height: EXPANDED - ROW });

    // A click in the panel is the host's: no row event.
    await page.mouse.click(300, HEADER + 3 * ROW + 100);
    // A click just below the gap hits row 3, shifted down by the panel.
    await page.mouse.click(40, HEADER + 2 * ROW + EXPANDED + 14);
    expect(await events(page)).toEqual(["row:VN30F2603", "panel", "row:VN30F2604"]);

    // Row 3 is now the one expanded; scrolled by 100 px, the panel and the rows below follow.
    await page.waitForFunction(() => (window as unknown as Scene).__scene.expanded() === "VN30F2604", null, {
      timeout: 15_000,
    });
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('[data-vnboard="expanded-panel"]')!.parentElement!.scrollTop = 100;
    });
    await page.waitForFunction(
      (top) => (window as unknown as Scene).__scene.rects.at(-1)?.top === top,
      HEADER + 4 * ROW - 100,
      { timeout: 15_000 },
    );
    expect((await page.locator("#panel").boundingBox())?.y).toBe(HEADER + 4 * ROW - 100);
    // Row 5 sits at 5 rows + the gap in content: 48 + 5 * 29 + 361 - 100 on screen.
    await page.mouse.click(40, HEADER + 5 * ROW + (EXPANDED - ROW) - 100 + 10);
    expect((await events(page)).at(-1)).toBe("row:VN30F2606");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("draws a bond board over the bonds store: codes, dates, par colours, the favourites checkbox", async () => {
    const { page, errors } = await open("bonds");
    const rows = await page.evaluate(() => (window as unknown as Scene).__scene.a11y());
    expect(rows[0].slice(0, 2)).toEqual(["BOND100", "1,000,000"]);
    expect(rows[0]).toContain("31/12/2029");
    expect(rows[0]).toContain("101,500");
    const [up, down] = await colourCounts(page, await page.screenshot(), [
      DARK_THEME.priceText[4],
      DARK_THEME.priceText[5],
    ]);
    expect(up).toBeGreaterThan(30);
    expect(down).toBeGreaterThan(30);
    await page.mouse.click(14, HEADER + 14); // the checkbox of row 0
    await page.mouse.click(80, HEADER + ROW + 14); // the code of row 1 (28 px rows)
    expect(await events(page)).toEqual(["star:BOND100", "row:BOND101"]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
