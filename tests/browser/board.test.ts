import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DARK_THEME } from "../../packages/board-canvas/src/theme";
import { FEED_SOURCE_ALIASES } from "../../source-aliases";
import { type LaunchedChromium, launchChromium } from "./chromium";
import { SceneTabs } from "./scene-tabs";
import { COARSE_BLOCK, compareImages, compareScreenshot, settledScreenshot } from "./screenshot";
import { type StaticServer, startStaticServer } from "./static-server";
import { buildFixture, removeFixtureBuilds } from "./vite-build";

const fixture = fileURLToPath(new URL("./fixtures/board-scenes", import.meta.url));

// The three describes below share one build of the fixture (cached per file by buildFixture): it is
// removed once, after the last of them, not after each (which made each describe build it again).
afterAll(() => removeFixtureBuilds());

/** Counts, in a PNG, the pixels close to each CSS hex colour (decoded by Chromium itself). */
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
      for (let p = 0; p < pixels.length; p += 4) {
        targets.forEach(([r, g, b], i) => {
          if (Math.abs(pixels[p] - r) + Math.abs(pixels[p + 1] - g) + Math.abs(pixels[p + 2] - b) < 24)
            counts[i]++;
        });
      }
      return counts;
    },
    { data: png.toString("base64"), colours },
  );
}

function rgb(hex: string): number[] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

function distance(a: number[], b: number[]): number {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
}

/** The RGB of one pixel of a PNG screenshot, decoded by Chromium. */
/** Scrolls the board's native scroller to `top` CSS px. */
function scrollBoardTo(page: Page, top: number): Promise<void> {
  return page.evaluate((top) => {
    const root = document.querySelector('[data-vnboard="board"]')!;
    const scroller = Array.from(root.children).find(
      (child) => (child as HTMLElement).style.overflow === "auto",
    ) as HTMLElement;
    scroller.scrollTop = top;
  }, top);
}

async function pixelAt(page: Page, png: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ data, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      return Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
    },
    { data: png.toString("base64"), x, y },
  );
}

for (const renderer of ["canvas", "webgl"] as const) {
  describe(`board engine in Chromium (${renderer} renderer)`, () => {
    let chromium: LaunchedChromium;
    let server: StaticServer;
    /** Each test loads its scene cold in a tab of this file (tabs are not reopened per test). */
    let tabs: SceneTabs;

    beforeAll(async () => {
      const build = await buildFixture(fixture, {
        cacheKey: "board-scenes",
        vite: { resolve: { alias: FEED_SOURCE_ALIASES } },
      });
      server = await startStaticServer(build.outDir);
      chromium = await launchChromium({ webgl: renderer === "webgl" });
      tabs = new SceneTabs(chromium);
    }, 1_200_000);

    afterAll(async () => {
      await chromium?.close();
      await server?.close();
    });

    async function open(view = "detail", scale = 1, viewport = { width: 1200, height: 420 }): Promise<Page> {
      const url = new URL(`?renderer=${renderer}&view=${view}`, server.url).href;
      const { page, errors } = await tabs.open(url, viewport, scale);
      await page.waitForFunction(
        () => (window as { __scene?: { ready?: boolean; error?: string } }).__scene,
        null,
        {
          timeout: 60_000,
        },
      );
      const error = await page.evaluate(
        () => (window as unknown as { __scene: { error?: string } }).__scene.error,
      );
      expect(error).toBeUndefined();
      expect(errors).toEqual([]);
      return page;
    }

    it("draws every price colour class and matches the baseline", async () => {
      const page = await open();
      expect(
        await page.evaluate(() => (window as unknown as { __scene: { renderer: string } }).__scene.renderer),
      ).toBe(renderer);
      const png = await page.screenshot();
      const [reference, ceiling, floor, up, down] = await colourCounts(
        page,
        png,
        DARK_THEME.priceText.slice(1),
      );
      for (const count of [reference, ceiling, floor, up, down]) expect(count).toBeGreaterThan(30);
      const result = await compareScreenshot(chromium.browser, png, `board-colours-${renderer}`);
      expect(result.sizeMismatch).toBe(false);
      expect(result.diffPixels / result.totalPixels).toBeLessThan(0.002);
    }, 120_000);

    it("shows a changed price mid-flash, and draws it without the flash once 300 ms have passed", async () => {
      const page = await open();
      type Scene = { __scene: { flashAt(age: number): Promise<void>; advance(ms: number): Promise<void> } };
      // Sample the background of the first row's match price cell, left of its right-aligned text.
      const box = (await page.locator('[data-column="matchPrice"]').boundingBox())!;
      const x = Math.round(box.x + 3);
      const y = Math.round(box.y + box.height + 3);
      await page.evaluate(() => (window as unknown as Scene).__scene.flashAt(100));
      const mid = await pixelAt(page, await page.screenshot(), x, y);
      await page.evaluate(() => (window as unknown as Scene).__scene.advance(300));
      const after = await pixelAt(page, await page.screenshot(), x, y);
      // 100 ms into the 300 ms flash the cell shows the flash colour (spec 2.3: class active for 300 ms);
      // after it, the board's own next paint redraws that cell alone on its row stripe.
      expect(distance(mid, rgb(DARK_THEME.flashUp))).toBeLessThan(8);
      expect(distance(after, rgb(DARK_THEME.rowEven))).toBeLessThan(6);
    }, 120_000);

    it("draws the odd-lot board with its blank columns", async () => {
      const page = await open("oddlot");
      const result = await compareScreenshot(
        chromium.browser,
        await page.screenshot(),
        `board-odd-lot-${renderer}`,
      );
      expect(result.diffPixels / result.totalPixels).toBeLessThan(0.002);
    }, 120_000);

    it("draws the card grid, as many 250 px cards per row as fit, and opens a card on click", async () => {
      const page = await open("cards");
      const result = await compareScreenshot(
        chromium.browser,
        await page.screenshot(),
        `board-cards-${renderer}`,
      );
      expect(result.diffPixels / result.totalPixels).toBeLessThan(0.002);
      type Scene = { __scene: { codes: string[]; events: string[] } };
      const codes = await page.evaluate(() => (window as unknown as Scene).__scene.codes);
      // 1200 px wide: four cards of 300 px per row; the sixth card is the second of row two.
      await page.mouse.click(300 + 150, 130 + 80);
      await page.mouse.click(8, 12); // first card's star
      expect(await page.evaluate(() => (window as unknown as Scene).__scene.events)).toEqual([
        `row:${codes[5]}`,
        `star:${codes[0]}`,
      ]);
    }, 120_000);

    it("draws a placeholder in the mini-chart column, then the chart once its data arrives", async () => {
      const page = await open("mini", 1, { width: 400, height: 200 });
      await page.waitForFunction(
        () => (window as unknown as { __scene?: { ready?: boolean } }).__scene?.ready,
      );
      const [up, down] = [DARK_THEME.priceText[4], DARK_THEME.priceText[5]];
      const before = await colourCounts(page, await page.screenshot(), [up, down]);
      // The data arrives after 1 s. Codes are coloured by their match price, so the chart strokes show as
      // the growth in line colour: wait for it (seconds on a loaded machine), then compare the picture.
      let png = await page.screenshot();
      await expect
        .poll(
          async () => {
            png = await page.screenshot();
            const after = await colourCounts(page, png, [up, down]);
            return after[0] + after[1] - (before[0] + before[1]);
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(40);
      // The charts arrive over 1-1.4 s (the scene staggers them): compare the picture once all are drawn.
      await page.waitForFunction(
        () => (window as unknown as { __scene: { chartsDrawn(): boolean } }).__scene.chartsDrawn(),
        null,
        { timeout: 30_000 },
      );
      png = await page.screenshot();
      const result = await compareScreenshot(chromium.browser, png, `board-mini-charts-${renderer}`);
      expect(result.diffPixels / result.totalPixels).toBeLessThan(0.002);
    }, 120_000);

    it("is crisp at device pixel ratio 2", async () => {
      const page = await open("detail", 2);
      const result = await compareScreenshot(
        chromium.browser,
        await page.screenshot(),
        `board-dpr2-${renderer}`,
      );
      expect(result.width).toBe(2400);
      expect(result.diffPixels / result.totalPixels).toBeLessThan(0.002);
    }, 120_000);

    it("reports clicks on a row and on the star with the row's code, and opens a row from the keyboard", async () => {
      const page = await open();
      type Scene = { __scene: { codes: string[]; events: string[] } };
      const codes = await page.evaluate(() => (window as unknown as Scene).__scene.codes);
      const header = (await page.locator('[data-column="code"]').boundingBox())!;
      const body = header.y + header.height;
      await page.mouse.click(400, body + 28 * 2 + 14); // third row, a data cell
      await page.mouse.click(10, body + 14); // first row, the star
      // The board has focus after the click, and the keys go on from the row clicked (the first).
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      // From the third row, clicked: one up is the second.
      await page.mouse.click(400, body + 28 * 2 + 14);
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      const events = await page.evaluate(() => (window as unknown as Scene).__scene.events);
      expect(events).toEqual([
        `row:${codes[2]}`,
        `star:${codes[0]}`,
        `row:${codes[1]}`,
        `row:${codes[2]}`,
        `row:${codes[1]}`,
      ]);
    }, 120_000);

    it("sorts by a column header click, flipping on a second click", async () => {
      const page = await open();
      type Scene = { __scene: { codes: string[]; firstCodes(n: number): string[] } };
      const codes = await page.evaluate(() => (window as unknown as Scene).__scene.codes);
      const sorted = [...codes].sort();
      await page.locator('[data-column="code"][role="columnheader"]').click();
      expect(await page.locator('[data-column="code"][role="columnheader"]').getAttribute("aria-sort")).toBe(
        "ascending",
      );
      // The rows follow on the next paint: poll rather than race the animation frame.
      const firstCodes = () => page.evaluate(() => (window as unknown as Scene).__scene.firstCodes(3));
      await expect.poll(firstCodes, { timeout: 10_000 }).toEqual(sorted.slice(0, 3));
      await page.locator('[data-column="code"][role="columnheader"]').click();
      expect(await page.locator('[data-column="code"][role="columnheader"]').getAttribute("aria-sort")).toBe(
        "descending",
      );
      await expect.poll(firstCodes, { timeout: 10_000 }).toEqual([...sorted].reverse().slice(0, 3));
    }, 120_000);

    it("keeps a pinned row on top and moves a row dragged by its code", async () => {
      const page = await open();
      type Scene = {
        __scene: {
          codes: string[];
          events: string[];
          firstCodes(n: number): string[];
          togglePin(code: string): void;
        };
      };
      const codes = await page.evaluate(() => (window as unknown as Scene).__scene.codes);
      const firstCodes = () => page.evaluate(() => (window as unknown as Scene).__scene.firstCodes(3));
      await page.evaluate((code) => (window as unknown as Scene).__scene.togglePin(code), codes[5]);
      await expect.poll(firstCodes, { timeout: 10_000 }).toEqual([codes[5], codes[0], codes[1]]);
      // Drag the third row (codes[1]) by its code onto the second row (codes[0]).
      const header = (await page.locator('[data-column="code"][role="columnheader"]').boundingBox())!;
      const body = header.y + header.height;
      await page.mouse.move(header.x + 10, body + 28 * 2 + 14);
      await page.mouse.down();
      await page.mouse.move(header.x + 10, body + 28 + 14, { steps: 4 });
      await page.mouse.up();
      await expect.poll(firstCodes, { timeout: 10_000 }).toEqual([codes[5], codes[1], codes[0]]);
      const events = await page.evaluate(() => (window as unknown as Scene).__scene.events);
      expect(events.at(-1)).toBe(`order:${codes[5]}|${codes[1]},${codes[0]},${codes[2]}`);
    }, 120_000);

    it("leaves no DOM behind after 30 boards are created and destroyed", async () => {
      const page = await open();
      const before = await page.evaluate(() =>
        (window as unknown as { __scene: { nodeCount(): number } }).__scene.nodeCount(),
      );
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("HeapProfiler.collectGarbage");
      const heapBefore = (await cdp.send("Runtime.getHeapUsage")).usedSize;
      const after = await page.evaluate(() =>
        (window as unknown as { __scene: { churn(n: number): Promise<number> } }).__scene.churn(30),
      );
      await cdp.send("HeapProfiler.collectGarbage");
      const heapAfter = (await cdp.send("Runtime.getHeapUsage")).usedSize;
      expect(after).toBe(before);
      // A leaked board holds its stores' trackers, atlas canvas and renderer: megabytes each, so 30
      // leaked boards would be tens of megabytes.
      expect(heapAfter - heapBefore).toBeLessThan(8 * 1024 * 1024);
      await cdp.detach();
    }, 300_000);
  });
}

describe("board engine drawing in a worker (option worker: Canvas2D on an OffscreenCanvas)", () => {
  let chromium: LaunchedChromium;
  let server: StaticServer;
  /** Each test loads its scenes cold in a tab of this file (tabs are not reopened per scene). */
  let tabs: SceneTabs;
  type Scene = {
    __scene: {
      ready?: boolean;
      error?: string;
      renderer: string;
      flashAt(age: number): Promise<void>;
      advance(ms: number): Promise<void>;
      churn(n: number): Promise<number>;
      nodeCount(): number;
      frames(): number;
      chartsDrawn(): boolean;
    };
  };

  beforeAll(async () => {
    const build = await buildFixture(fixture, {
      cacheKey: "board-scenes",
      vite: { resolve: { alias: FEED_SOURCE_ALIASES } },
    });
    server = await startStaticServer(build.outDir);
    chromium = await launchChromium({ webgl: false });
    tabs = new SceneTabs(chromium);
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  async function open(
    query: string,
    viewport = { width: 1200, height: 420 },
    scale = 1,
  ): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await tabs.open(
      new URL(query.includes("renderer=") ? `?${query}` : `?renderer=canvas&${query}`, server.url).href,
      viewport,
      scale,
    );
    await page.waitForFunction(() => (window as unknown as Partial<Scene>).__scene?.ready, null, {
      timeout: 60_000,
    });
    return { page, errors };
  }

  it("draws the same pixels as pixi's canvas renderer on the page's thread (table, odd lot, cards, DPR 2, mini charts)", async () => {
    const scenes = [
      { view: "detail", viewport: { width: 1200, height: 420 }, scale: 1, charts: false },
      { view: "oddlot", viewport: { width: 1200, height: 420 }, scale: 1, charts: false },
      { view: "cards", viewport: { width: 1200, height: 420 }, scale: 1, charts: false },
      { view: "detail", viewport: { width: 1200, height: 420 }, scale: 2, charts: false },
      // Mini-chart data arrives after 1 s: the chart texture's pixels travel to the worker after it.
      { view: "mini", viewport: { width: 400, height: 200 }, scale: 1, charts: true },
    ];
    for (const scene of scenes) {
      const main = await open(`view=${scene.view}`, scene.viewport, scene.scale);
      // The reference picture is taken once the page-thread board has drawn its charts.
      if (scene.charts)
        await main.page.waitForFunction(() => (window as unknown as Scene).__scene.chartsDrawn(), null, {
          timeout: 15_000,
        });
      const expected = await main.page.screenshot();
      const worker = await open(`view=${scene.view}&worker=1&text=glyphs`, scene.viewport, scene.scale);
      expect(await worker.page.evaluate(() => (window as unknown as Scene).__scene.renderer)).toBe(
        "canvas-worker",
      );
      // The worker draws after the page's paint (its charts a second after its load): poll until its frame
      // is on screen.
      const differing = async () => {
        const diff = await compareImages(chromium.browser, await worker.page.screenshot(), expected);
        return diff.sizeMismatch ? 1 : diff.diffPixels / diff.totalPixels;
      };
      await expect
        .poll(differing, { timeout: 15_000, interval: 100, message: `${scene.view} at DPR ${scene.scale}` })
        .toBeLessThan(0.0005);
      expect(worker.errors).toEqual([]);
    }
  }, 300_000);

  it("draws on the page's own Canvas2D the same pixels as the worker surface (table, odd lot, cards, DPR 2, mini charts)", async () => {
    const scenes = [
      { view: "detail", viewport: { width: 1200, height: 420 }, scale: 1 },
      { view: "oddlot", viewport: { width: 1200, height: 420 }, scale: 1 },
      { view: "cards", viewport: { width: 1200, height: 420 }, scale: 1 },
      { view: "detail", viewport: { width: 1200, height: 420 }, scale: 2 },
      { view: "mini", viewport: { width: 400, height: 200 }, scale: 1 },
    ];
    for (const scene of scenes) {
      // Both draw text as runs; the worker's picture is taken once all its frames (and charts) have landed.
      const worker = await open(`view=${scene.view}&worker=1`, scene.viewport, scene.scale);
      if (scene.view === "mini")
        await worker.page.waitForFunction(() => (window as unknown as Scene).__scene.chartsDrawn(), null, {
          timeout: 15_000,
        });
      const expected = await settledScreenshot(worker.page);
      const onPage = await open(`view=${scene.view}&renderer=canvas2d`, scene.viewport, scene.scale);
      expect(await onPage.page.evaluate(() => (window as unknown as Scene).__scene.renderer)).toBe(
        "canvas2d",
      );
      // The page's own canvas, not one handed to a worker.
      expect(await onPage.page.evaluate(() => document.querySelector("canvas")?.dataset.surface)).toBe(
        "page",
      );
      const differing = async () => {
        const diff = await compareImages(chromium.browser, await onPage.page.screenshot(), expected);
        return diff.sizeMismatch ? 1 : diff.diffPixels / diff.totalPixels;
      };
      await expect
        .poll(differing, { timeout: 15_000, interval: 100, message: `${scene.view} at DPR ${scene.scale}` })
        .toBeLessThan(0.0005);
      expect(onPage.errors).toEqual([]);
    }
  }, 300_000);

  it("draws its cell text as runs (the default) where and as the glyph-by-glyph text is, at DPR 1 and 2", async () => {
    for (const scale of [1, 2]) {
      const glyphs = await open("view=detail&worker=1&text=glyphs", { width: 1200, height: 420 }, scale);
      // Both pictures come from a worker: the reference is taken once its frames have all landed.
      const expected = await settledScreenshot(glyphs.page);
      const runs = await open("view=detail&worker=1", { width: 1200, height: 420 }, scale);
      // One fillText per run places and anti-aliases glyph edges a little differently from the atlas's
      // glyphs (a run may sit a device pixel from the glyphs' rounded pen positions: 0-2.8% of the 4 px
      // squares differ at DPR 2 in repeated runs), so the two are compared by the means of 4 px squares:
      // values moved by 3 px differ in ~15% of them, another colour or size in more.
      const differing = async () => {
        const diff = await compareImages(chromium.browser, await runs.page.screenshot(), expected, {
          block: COARSE_BLOCK,
          threshold: 24,
        });
        return diff.sizeMismatch ? 1 : diff.diffPixels / diff.totalPixels;
      };
      await expect
        .poll(differing, { timeout: 15_000, interval: 100, message: `DPR ${scale}` })
        .toBeLessThan(0.05);
      expect(runs.errors).toEqual([]);
    }
  }, 120_000);

  it("composites nothing over its rows but its canvas (the header is a layer of its own)", async () => {
    // In software compositing, a layer that paints and overlaps the canvas is blended again over every
    // part of the canvas a frame changes. The header used to be squashed with the scroller into one
    // such layer as large as the board.
    const { page, errors } = await open("view=detail&worker=1", { width: 1200, height: 420 });
    const cdp = await page.context().newCDPSession(page);
    type Layer = {
      layerId: string;
      width: number;
      height: number;
      drawsContent: boolean;
      backendNodeId?: number;
    };
    let layers: Layer[] | undefined;
    cdp.on("LayerTree.layerTreeDidChange", (event: { layers?: Layer[] }) => {
      if (event.layers !== undefined) layers = event.layers;
    });
    await cdp.send("LayerTree.enable");
    // The tree is reported on the next compositor commit: scroll a row down and back to have one.
    await scrollBoardTo(page, 28);
    await scrollBoardTo(page, 0);
    await expect.poll(() => layers !== undefined, { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(300);
    const nodeOf = async (selector: string): Promise<number> => {
      const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      return (await cdp.send("DOM.describeNode", { nodeId })).node.backendNodeId;
    };
    const canvasNode = await nodeOf('[data-vnboard="board"] canvas');
    const headerNode = await nodeOf('[data-vnboard="board"] > div:first-child');
    const tree = layers ?? [];
    const canvasAt = tree.findIndex((layer) => layer.backendNodeId === canvasNode);
    expect(canvasAt).toBeGreaterThanOrEqual(0);
    const paintedAbove = tree.slice(canvasAt + 1).filter((layer) => layer.drawsContent);
    expect(paintedAbove.map((layer) => layer.backendNodeId)).toEqual([headerNode]);
    await cdp.detach();
    expect(errors).toEqual([]);
  }, 120_000);

  it("follows a resize and a scroll with the same pixels as the page-thread renderer", async () => {
    const main = await open("view=detail", { width: 1200, height: 420 });
    const framesBefore = await main.page.evaluate(() => (window as unknown as Scene).__scene.frames());
    await scrollBoardTo(main.page, 196);
    // The reference picture is taken after the page-thread board's paint for the scroll.
    await main.page.waitForFunction(
      (before) => (window as unknown as Scene).__scene.frames() > before,
      framesBefore,
      { timeout: 15_000 },
    );
    const expected = await main.page.screenshot();
    // The worker board starts smaller: its canvas is resized in the worker, then redrawn whole.
    const worker = await open("view=detail&worker=1&text=glyphs", { width: 700, height: 300 });
    await worker.page.setViewportSize({ width: 1200, height: 420 });
    await scrollBoardTo(worker.page, 196);
    const differing = async () => {
      const diff = await compareImages(chromium.browser, await worker.page.screenshot(), expected);
      return diff.sizeMismatch ? 1 : diff.diffPixels / diff.totalPixels;
    };
    await expect.poll(differing, { timeout: 15_000, interval: 100 }).toBeLessThan(0.0005);
    expect(worker.errors).toEqual([]);
  }, 120_000);

  it("follows the browser's zoom: made at 100% and zoomed to 200%, it draws what a board made at 200% draws", async () => {
    const viewport = { width: 1200, height: 420 };
    const zoomedSize = { width: viewport.width / 2, height: viewport.height / 2 };
    const ready = (page: Page) =>
      page.waitForFunction(() => (window as unknown as Partial<Scene>).__scene?.ready, null, {
        timeout: 60_000,
      });
    /**
     * A board made at 100%, then the window zoomed to 200% (Ctrl +): the same device pixels, half the CSS
     * pixels and a devicePixelRatio of 2, as the page sees a zoom (CDP's device metrics). Returns how
     * much of its picture differs from `expected` once it has had time to follow.
     */
    const zoomedDiffering = async (
      browser: LaunchedChromium,
      url: string,
      expected: Buffer,
      follows: boolean,
    ) => {
      const zoomed = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      await zoomed.page.goto(url);
      await ready(zoomed.page);
      const cdp = await zoomed.page.context().newCDPSession(zoomed.page);
      await cdp.send("Emulation.setDeviceMetricsOverride", {
        ...zoomedSize,
        deviceScaleFactor: 2,
        mobile: false,
      });
      expect(await zoomed.page.evaluate(() => devicePixelRatio)).toBe(2);
      // Playwright's own screenshot would scale this tab back to its scale of 1: take the device pixels.
      const differing = async () => {
        const shot = Buffer.from(
          (await cdp.send("Page.captureScreenshot", { format: "png" })).data,
          "base64",
        );
        const diff = await compareImages(browser.browser, shot, expected);
        return diff.sizeMismatch ? 1 : diff.diffPixels / diff.totalPixels;
      };
      let last = await differing();
      if (follows)
        await expect.poll(async () => (last = await differing()), { timeout: 15_000 }).toBeLessThan(0.04);
      else
        await new Promise((resolve) => setTimeout(resolve, 1_000)).then(
          async () => (last = await differing()),
        );
      expect(zoomed.errors).toEqual([]);
      await cdp.detach();
      await zoomed.page.close();
      return last;
    };
    // The worker surface (the default) with text as runs and as glyphs, the page's own Canvas2D, pixi's
    // canvas renderer on the page, and pixi's WebGL (SwiftShader here) in a Chromium that has it.
    const webgl = await launchChromium({ webgl: true });
    try {
      const surfaces = [
        "worker=1",
        "worker=1&text=glyphs",
        "renderer=canvas2d",
        "renderer=canvas",
        "renderer=webgl",
      ];
      for (const surface of surfaces) {
        const browser = surface === "renderer=webgl" ? webgl : chromium;
        const url = new URL(`?view=detail&charts=0&${surface}`, server.url).href;
        // The reference: a board made at 200% (a tab of scale 2 with the zoomed window's CSS size).
        const made = await browser.newPage({ viewport: zoomedSize, deviceScaleFactor: 2 });
        await made.page.goto(url);
        await ready(made.page);
        const expected = await settledScreenshot(made.page);
        if (surface === "renderer=webgl")
          expect(await made.page.evaluate(() => (window as unknown as Scene).__scene.renderer)).toBe("webgl");
        await made.page.close();
        const followed = await zoomedDiffering(browser, url, expected, true);
        // A board whose host fixed its ratio at 1 keeps it: the same zoom stretches it (what every board did).
        const stretched = await zoomedDiffering(browser, `${url}&resolution=1`, expected, false);
        console.log(
          `zoom 100% -> 200%, ${surface}: ${(followed * 100).toFixed(2)}% of pixels differ, fixed at 1: ${(stretched * 100).toFixed(2)}%`,
        );
        expect(followed, surface).toBeLessThan(stretched / 2);
      }
    } finally {
      await webgl.close();
    }
  }, 300_000);

  it("draws a changed price mid-flash, then without the flash, from the board's partial paints", async () => {
    const { page, errors } = await open("view=detail&worker=1");
    const box = (await page.locator('[data-column="matchPrice"]').boundingBox())!;
    const x = Math.round(box.x + 3);
    const y = Math.round(box.y + box.height + 3);
    const sample = async () => pixelAt(page, await page.screenshot(), x, y);
    const rowEven = rgb(DARK_THEME.rowEven);
    await expect.poll(async () => distance(await sample(), rowEven), { timeout: 15_000 }).toBeLessThan(6);
    await page.evaluate(() => (window as unknown as Scene).__scene.flashAt(100));
    const flashUp = rgb(DARK_THEME.flashUp);
    await expect.poll(async () => distance(await sample(), flashUp), { timeout: 15_000 }).toBeLessThan(8);
    await page.evaluate(() => (window as unknown as Scene).__scene.advance(300));
    await expect.poll(async () => distance(await sample(), rowEven), { timeout: 15_000 }).toBeLessThan(6);
    expect(errors).toEqual([]);
  }, 120_000);

  it("leaves no DOM behind after 30 worker boards are created and destroyed", async () => {
    const { page } = await open("view=detail&worker=1");
    const before = await page.evaluate(() => (window as unknown as Scene).__scene.nodeCount());
    const after = await page.evaluate(() => (window as unknown as Scene).__scene.churn(30));
    expect(after).toBe(before);
  }, 300_000);
});
