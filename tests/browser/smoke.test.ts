/**
 * Smoke test of the browser test tier: Vite build of a fixture, static server, Debian Chromium through
 * playwright-core (with and without software WebGL), a click, and a screenshot compared with a baseline.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureChromium, type LaunchedChromium, launchChromium } from "./chromium";
import { COARSE_BLOCK, compareImages, compareScreenshot } from "./screenshot";
import { type StaticServer, startStaticServer } from "./static-server";
import { buildFixture, removeFixtureBuilds } from "./vite-build";

const FIXTURE = fileURLToPath(new URL("./fixtures/smoke/", import.meta.url));
const VIEWPORT = { width: 480, height: 320 };
/** Screenshots may differ from the baseline in at most this share of pixels (anti-aliasing drift). */
const MAX_DIFF_RATIO = 0.002;

let server: StaticServer;

beforeAll(async () => {
  ensureChromium(); // may apt-get install Chromium the first time: minutes
  const build = await buildFixture(FIXTURE);
  server = await startStaticServer(build.outDir);
}, 20 * 60_000);

afterAll(async () => {
  await server?.close();
  removeFixtureBuilds();
});

describe("static server", () => {
  it("serves the build, falls back to index.html for routes, 404s missing assets", async () => {
    const index = await fetch(server.url);
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await index.text();
    expect(html).toContain('<canvas id="board"');
    const route = await fetch(new URL("some/spa/route", server.url));
    expect(route.status).toBe(200);
    expect(await route.text()).toBe(html);
    expect((await fetch(new URL("assets/missing.js", server.url))).status).toBe(404);
    expect((await fetch(`${server.url}..%2F..%2F..%2Fetc%2Fpasswd`)).status).toBe(403);
  });
});

for (const webgl of [false, true]) {
  const mode = webgl ? "webgl" : "2d";

  describe(`Chromium (${mode})`, { timeout: 120_000 }, () => {
    let chromium: LaunchedChromium;

    beforeAll(async () => {
      chromium = await launchChromium({ webgl, viewport: VIEWPORT });
    }, 120_000);

    afterAll(async () => {
      await chromium?.close();
    });

    async function openFixture() {
      const opened = await chromium.newPage();
      await opened.page.goto(server.url);
      await opened.page.waitForSelector("body[data-ready='true']");
      return opened;
    }

    it("renders the fixture and reacts to a click", async () => {
      const { page, errors } = await openFixture();
      const status = page.locator("#status");
      await expect.poll(() => status.textContent()).toBe("Chưa bấm");
      await page.getByRole("button", { name: "Bấm vào đây" }).click();
      await expect.poll(() => status.textContent()).toBe("Đã bấm 1 lần");
      expect(errors).toEqual([]);
    });

    it(webgl ? "has working software WebGL2" : "runs without the GPU flags", async () => {
      const { page } = await openFixture();
      const probe = await page.evaluate(() => {
        const gl = document.createElement("canvas").getContext("webgl2");
        if (!gl) return { webgl2: false, pixel: [] as number[], renderer: "" };
        gl.clearColor(0, 1, 0, 1);
        gl.clear(gl.COLOR_BUFFER_BIT);
        const pixel = new Uint8Array(4);
        gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
        const info = gl.getExtension("WEBGL_debug_renderer_info");
        const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
        return { webgl2: true, pixel: [...pixel], renderer };
      });
      if (webgl) {
        expect(probe.webgl2).toBe(true);
        expect(probe.pixel).toEqual([0, 255, 0, 255]);
        expect(probe.renderer).toMatch(/swiftshader/i);
        console.info(`WebGL renderer: ${probe.renderer}`);
      } else {
        expect(typeof probe.webgl2).toBe("boolean");
        console.info(`without WebGL flags: webgl2=${probe.webgl2} renderer=${probe.renderer}`);
      }
    });

    it("matches the screenshot baseline after a click", async () => {
      const { page, errors } = await openFixture();
      await page.getByRole("button").click();
      await expect.poll(() => page.locator("#status").textContent()).toBe("Đã bấm 1 lần");
      const png = await page.screenshot({ animations: "disabled", caret: "hide" });
      const result = await compareScreenshot(chromium.browser, png, `smoke-${mode}`);
      expect(result.totalPixels).toBe(VIEWPORT.width * VIEWPORT.height);
      expect(result.sizeMismatch).toBe(false);
      // Text on a plain page: a baseline from another Chromium build (compared by squares, see
      // screenshot.ts) moves whole words, so that comparison allows what a word is worth.
      expect(result.diffPixels, `diff image: ${result.diffPath}`).toBeLessThanOrEqual(
        result.totalPixels * (result.coarse ? 0.05 : MAX_DIFF_RATIO),
      );
      expect(errors).toEqual([]);
    });

    it("detects a different image (the comparison can fail)", async () => {
      const { page } = await openFixture();
      const before = await page.screenshot();
      expect((await compareImages(chromium.browser, before, before)).diffPixels).toBe(0);

      await page.getByRole("button").click(); // changes the status line and the canvas caption
      await expect.poll(() => page.locator("#status").textContent()).toBe("Đã bấm 1 lần");
      const afterClick = await page.screenshot();
      const changed = await compareImages(chromium.browser, afterClick, before, { diffImage: true });
      expect(changed.diffPixels).toBeGreaterThan(changed.totalPixels * MAX_DIFF_RATIO);
      expect(changed.diffPng?.subarray(1, 4).toString()).toBe("PNG");
      // The comparison of a baseline from another Chromium build (squares) still sees changed text.
      const coarse = await compareImages(chromium.browser, afterClick, before, {
        block: COARSE_BLOCK,
        threshold: 24,
      });
      expect(coarse.diffPixels).toBeGreaterThan(coarse.totalPixels * MAX_DIFF_RATIO);

      await page.evaluate(() => {
        const canvas = document.querySelector("canvas");
        const ctx = canvas?.getContext("2d");
        if (ctx) ctx.fillRect(40, 40, 80, 60); // a 80×60 block in the last fill colour
      });
      const painted = await page.screenshot();
      const block = await compareImages(chromium.browser, painted, afterClick);
      expect(block.diffPixels).toBeGreaterThan(1000);
      expect(block.diffPixels).toBeLessThanOrEqual(80 * 60);

      const small = await page.screenshot({ clip: { x: 0, y: 0, width: 100, height: 100 } });
      const resized = await compareImages(chromium.browser, small, before);
      expect(resized.sizeMismatch).toBe(true);
      expect(resized.totalPixels).toBe(VIEWPORT.width * VIEWPORT.height);
      expect(resized.diffPixels).toBeGreaterThanOrEqual(resized.totalPixels - 100 * 100);
    });
  });
}
