import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";
import { pageCanvasColours } from "./canvas-colours";

/**
 * A board whose drawing worker fails after the board was made (here its script throws as it starts, as a
 * crash or a broken build would; a policy refusing blob: workers fails the same way): the board draws on
 * the page's own canvas (Canvas2D, the worker's drawing loop, no pixi) instead of staying blank, and the
 * page says why in its console.
 */
describe("the board when its drawing worker fails", () => {
  const env = appInChromium();

  it("draws the rows on the page's own canvas, loads no pixi, and logs why", async () => {
    const { page, errors } = await env.chromium.newPage({ viewport: { width: 1400, height: 800 } });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // Every worker the page starts runs a script that throws: the board's drawing worker is the only one.
    await page.addInitScript(() => {
      const Native = window.Worker;
      const crashing = URL.createObjectURL(
        new Blob(["throw new Error('worker crashed')"], { type: "text/javascript" }),
      );
      window.Worker = class extends Native {
        constructor(_url: string | URL, options?: WorkerOptions) {
          super(crashing, options);
        }
      };
    });
    await page.goto(`${env.app.url}/banggia/vn30`);
    await expect
      .poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(5);
    await expect.poll(() => errors.some((e) => e.includes("board: worker:")), { timeout: 30_000 }).toBe(true);
    const canvas = page.locator('[data-vnboard="board"] canvas');
    // The canvas now is the page's: a canvas handed to a worker throws on any getContext here.
    const onPage = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        try {
          element.getContext("2d");
          return element.dataset.surface ?? "";
        } catch {
          return "transferred";
        }
      });
    await expect.poll(onPage, { timeout: 30_000 }).toBe("page");
    // And it shows the rows: the screen's pixels of the board, composited as the user sees them.
    const colours = async () => {
      const png = await canvas.screenshot({ animations: "disabled" });
      return page.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const image = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = image.getContext("2d") as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        const seen = new Set<number>();
        for (let i = 0; i < data.length; i += 4) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
        return seen.size;
      }, png.toString("base64"));
    };
    await expect.poll(colours, { timeout: 30_000 }).toBeGreaterThan(20);
    expect(errors.some((e) => e.includes("board: worker:"))).toBe(true);
    // pixi's chunks (its renderers, the board's pixi surface) were never asked for.
    expect(scripts.filter((path) => /pixi|Renderer-|board-surface-/.test(path))).toEqual([]);
    expect(
      errors.filter((e) => !e.includes("board: worker:") && !/Content Security Policy/i.test(e)),
    ).toEqual([]);
    await page.close();
  }, 180_000);

  it("draws on the page's own canvas from the start in a browser without OffscreenCanvas", async () => {
    const { page, errors } = await env.chromium.newPage({ viewport: { width: 1400, height: 800 } });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // As an older browser: no canvas can be handed to a worker.
    await page.addInitScript(() => {
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
    await page.goto(`${env.app.url}/banggia/vn30`);
    await expect
      .poll(() => page.locator('[role="rowgroup"] [role="row"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(5);
    const canvas = page.locator('[data-vnboard="board"] canvas');
    await expect
      .poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.dataset.surface))
      .toBe("page");
    // Its rows are drawn: the canvas holds the board's many colours, not a blank background.
    await expect.poll(() => pageCanvasColours(canvas), { timeout: 30_000 }).toBeGreaterThan(20);
    expect(scripts.filter((path) => /pixi|Renderer-|board-surface-/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
