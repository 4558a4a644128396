import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MAX_WEBGL_BOARDS } from "../../packages/board-canvas/src/board/webgl-budget";
import { fixtureInChromium } from "./fixture-scaffold";

/*
 * Thirty boards on one page with WebGL available (software WebGL): browsers keep about 16 WebGL
 * contexts a page and drop the oldest silently, which turned the first boards white. The boards past
 * MAX_WEBGL_BOARDS draw on the page's own Canvas2D instead, so every board keeps drawing and none is lost.
 */

const fixture = fileURLToPath(new URL("./fixtures/board-many", import.meta.url));

interface ManyWindow {
  __many: {
    boards: { rendererName: string; destroy(): void }[];
    errors: string[];
    ready: boolean;
    gpuBoardCount(): number;
  };
}

describe("thirty boards on one page", () => {
  const suite = fixtureInChromium(fixture, "board-many", { webgl: true });

  it("all draw, the first as well as the last; GPU contexts stay within the budget; nothing is lost", async () => {
    const { page, errors } = await suite.chromium.newPage({ viewport: { width: 1900, height: 900 } });
    await page.goto(suite.server.url);
    await page.waitForFunction(() => (window as unknown as ManyWindow).__many.ready, undefined, {
      timeout: 120_000,
    });
    const renderers = await page.evaluate(() =>
      (window as unknown as ManyWindow).__many.boards.map((board) => board.rendererName),
    );
    expect(renderers).toHaveLength(30);
    const gpu = renderers.filter((name) => name === "webgl" || name === "webgpu").length;
    console.log(`renderers: ${gpu} GPU, ${renderers.length - gpu} canvas`);
    expect(gpu).toBeGreaterThan(0);
    expect(gpu).toBeLessThanOrEqual(MAX_WEBGL_BOARDS);
    expect(renderers.slice(MAX_WEBGL_BOARDS).every((name) => name === "canvas2d")).toBe(true);

    // Every board has drawn rows: its canvas holds more than one colour (not blank, not white). A board
    // draws on its first animation frame after it is made, which a loaded machine may not have run yet
    // when the last board's promise resolves: wait for every board's picture.
    const countColours = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLCanvasElement>('[data-vnboard="board"] canvas')).map(
          (canvas) => {
            const copy = document.createElement("canvas");
            copy.width = canvas.width;
            copy.height = canvas.height;
            const context = copy.getContext("2d")!;
            context.drawImage(canvas, 0, 0);
            const data = context.getImageData(0, 0, copy.width, copy.height).data;
            const seen = new Set<number>();
            for (let i = 0; i < data.length; i += 16)
              seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
            return seen.size;
          },
        ),
      );
    await expect
      .poll(async () => (await countColours()).filter((count) => count < 3).length, { timeout: 30_000 })
      .toBe(0);
    expect(await countColours()).toHaveLength(30);

    const state = await page.evaluate(() => (window as unknown as ManyWindow).__many.errors);
    expect(state).toEqual([]);
    // Destroying the boards gives their contexts back to the page's budget.
    const left = await page.evaluate(() => {
      const many = (window as unknown as ManyWindow).__many;
      for (const board of many.boards) board.destroy();
      return many.gpuBoardCount();
    });
    expect(left).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
