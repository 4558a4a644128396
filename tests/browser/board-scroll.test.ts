/**
 * Scrolling by moving the drawn image (render/scroll-shift.ts): after many small scroll steps, with
 * prices changing between them, the board shows exactly what a full repaint at the same position draws.
 * For pixi's canvas renderer on the page's thread, pixi's WebGL renderer (SwiftShader here: WebGL 2,
 * the drawing buffer blitted) and the worker surface (Canvas2D on an OffscreenCanvas), at device pixel
 * ratio 1 and 2.
 */
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_SOURCE_ALIASES } from "../../source-aliases";
import { type LaunchedChromium, launchChromium } from "./chromium";
import { compareImages, settledScreenshot } from "./screenshot";
import { type StaticServer, startStaticServer } from "./static-server";
import { buildFixture, removeFixtureBuilds } from "./vite-build";

const fixture = fileURLToPath(new URL("./fixtures/board-scenes", import.meta.url));

type Scene = {
  __scene: {
    ready?: boolean;
    error?: string;
    renderer: string;
    scrollSteps(steps: number[]): Promise<number>;
    scrollShifts(): number;
    repaintWhole(): Promise<void>;
    flashAt(age: number): Promise<void>;
    advance(ms: number): Promise<void>;
  };
};

const ones = (n: number, dy = 1) => Array.from({ length: n }, () => dy);

describe("a scrolled board equals a board repainted whole at that position", () => {
  let chromium: LaunchedChromium;
  let webglChromium: LaunchedChromium;
  let server: StaticServer;

  beforeAll(async () => {
    const build = await buildFixture(fixture, {
      cacheKey: "board-scenes",
      vite: { resolve: { alias: FEED_SOURCE_ALIASES } },
    });
    server = await startStaticServer(build.outDir);
    chromium = await launchChromium({ webgl: false });
    webglChromium = await launchChromium({ webgl: true });
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await webglChromium?.close();
    await server?.close();
    removeFixtureBuilds();
  });

  async function open(
    renderer: string,
    query: string,
    scale: number,
  ): Promise<{ page: Page; errors: string[] }> {
    const browser = renderer === "webgl" ? webglChromium : chromium;
    const { page, errors } = await browser.newPage({
      viewport: { width: 1200, height: 420 },
      deviceScaleFactor: scale,
    });
    const pixi = renderer === "webgl" || renderer === "canvas2d" ? renderer : "canvas";
    await page.goto(new URL(`?renderer=${pixi}&view=detail&${query}`, server.url).href);
    await page.waitForFunction(() => (window as unknown as Partial<Scene>).__scene?.ready, null, {
      timeout: 60_000,
    });
    expect(await page.evaluate(() => (window as unknown as Partial<Scene>).__scene?.error)).toBeUndefined();
    return { page, errors };
  }

  const cases = [
    { name: "pixi canvas renderer, DPR 1", query: "", scale: 1, renderer: "canvas" },
    { name: "pixi WebGL renderer, DPR 1", query: "", scale: 1, renderer: "webgl" },
    { name: "worker surface, DPR 1", query: "worker=1", scale: 1, renderer: "canvas-worker" },
    { name: "worker surface, DPR 2", query: "worker=1", scale: 2, renderer: "canvas-worker" },
    { name: "page Canvas2D surface, DPR 1", query: "", scale: 1, renderer: "canvas2d" },
    { name: "page Canvas2D surface, DPR 2", query: "", scale: 2, renderer: "canvas2d" },
  ];

  for (const { name, query, scale, renderer } of cases) {
    it(`${name}: 1 px steps, larger steps both ways and price flashes mid-scroll`, async () => {
      const { page, errors } = await open(renderer, query, scale);
      expect(await page.evaluate(() => (window as unknown as Scene).__scene.renderer)).toBe(renderer);
      const steps = (list: number[]) =>
        page.evaluate((list) => (window as unknown as Scene).__scene.scrollSteps(list), list);
      const shiftsBefore = await page.evaluate(() => (window as unknown as Scene).__scene.scrollShifts());
      // Down 1 px at a time past the first row, a bigger step, then prices change while the changed rows
      // are partly scrolled out; their flashes end during the next steps; then back up, by 1 and by 9.
      expect(await steps(ones(30))).toBe(30);
      expect(await steps([17])).toBe(47);
      await page.evaluate(() => (window as unknown as Scene).__scene.flashAt(100));
      expect(await steps(ones(12))).toBe(59);
      await page.evaluate(() => (window as unknown as Scene).__scene.advance(300));
      expect(await steps([...ones(5, -1), -9, -9, 40])).toBe(76);
      const stepCount = 30 + 1 + 12 + 8;
      const shifts =
        (await page.evaluate(() => (window as unknown as Scene).__scene.scrollShifts())) - shiftsBefore;
      // Every step moved the image (a full repaint would make this test prove nothing).
      expect(shifts).toBe(stepCount);
      const scrolled = await settledScreenshot(page, 300, 30);
      await page.evaluate(() => (window as unknown as Scene).__scene.repaintWhole());
      const repainted = await settledScreenshot(page, 300, 30);
      const diff = await compareImages(chromium.browser, scrolled, repainted);
      expect(diff.sizeMismatch).toBe(false);
      expect(diff.diffPixels).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }
});
