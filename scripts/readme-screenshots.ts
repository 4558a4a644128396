/**
 * The README's screenshots (docs/screenshots/*.png): the built reference server in demo mode, headless
 * Debian Chromium, one PNG per scene.
 *
 *   npm run build && node --import tsx scripts/readme-screenshots.ts [scene ...]
 *
 * Nothing is built here: the server is packages/server/dist/main.js serving packages/app/dist, started
 * with a fixed simulator seed and the demo clock at 10:30 (continuous trading), so each run shows the
 * same market minute give or take the seconds it takes. Each scene opens a fresh browser context (own
 * storage) at 1400x800, waits for the live board, does its steps and writes its picture; a picture over
 * MAX_BYTES is scaled down until it fits. A new scene (pop-out, replay, latency, ...) is one more entry
 * of SCENES. Names given on the command line run only those scenes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { launchChromium } from "../tests/browser/chromium";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT_DIR = join(ROOT, "docs/screenshots");
const SERVER = join(ROOT, "packages/server/dist/main.js");
const APP = join(ROOT, "packages/app/dist");
const VIEWPORT = { width: 1400, height: 800 };
/** Largest picture kept as taken; a larger one is scaled down (the README stays light to clone). */
const MAX_BYTES = 250_000;
/** How long a scene may wait for what it shows before the run fails. */
const WAIT_MS = 60_000;

/** One picture of the README. */
interface Scene {
  /** File name under docs/screenshots/, without `.png`. */
  name: string;
  /** What it shows: printed by the run, and the README's alt text. */
  caption: string;
  /** Path of the app to open; default the VN30 board. */
  path?: string;
  /** localStorage entries set before the app runs (the theme, saved alerts, ...). */
  storage?: Record<string, string>;
  /** Steps once the board is live: open a menu, type a search, ... */
  act?: (page: Page) => Promise<void>;
  /** Keep only this element's box (with an 8 px margin); the whole viewport when absent. */
  clip?: string;
}

const ROWS = '.board-host [role="rowgroup"] [role="row"]';

/** Three alerts as the alerts list keeps them (shared/alerts/alert-rule.ts; levels in dong and percent). */
const ALERTS = [
  { id: "readme-1", code: "FPT", kind: "priceAbove", level: 150_000, state: "armed", firedAt: 0 },
  { id: "readme-2", code: "VNM", kind: "pctBelow", level: -2, state: "armed", firedAt: 0 },
  { id: "readme-3", code: "HPG", kind: "ceiling", level: 0, state: "armed", firedAt: 0 },
];

export const SCENES: Scene[] = [
  { name: "board-dark", caption: "The VN30 board in the dark theme" },
  {
    name: "board-light",
    caption: "The same board in the light theme",
    storage: { "vnboard.theme": '"light"' },
  },
  {
    name: "board-colour-blind",
    caption: "The colour-blind-safe palette: up blue, down orange, with ▲ ▼ ↑ ↓ markers",
    storage: { "vnboard.palette": '"colour-blind"' },
  },
  {
    name: "alerts",
    caption: "Price alerts: the list under the header's bell",
    storage: { alerts: JSON.stringify(ALERTS) },
    act: async (page) => {
      await page.click('[data-action="alerts"]');
      await page.waitForSelector(".alerts-panel .alerts-list li", { timeout: WAIT_MS });
    },
  },
  {
    name: "column-menu-layouts",
    caption: "The column menu with two saved layouts",
    act: async (page) => {
      const menu = '[data-menu="columns"]';
      await page.click(`${menu} summary`);
      await page.uncheck(`${menu} input[name="foreignBuy"]`);
      await page.check(`${menu} input[name="foreignNet"]`);
      for (const name of ["Khối ngoại", "Gọn"]) {
        await page.fill(`${menu} input[name="layoutName"]`, name);
        await page.keyboard.press("Enter");
        await page.waitForSelector(`${menu} [data-layout="${name}"]`, { timeout: WAIT_MS });
      }
    },
  },
  {
    name: "stock-popup-chart",
    caption: "The stock popup with the served chart page",
    clip: '.popup[role="dialog"]',
    act: async (page) => {
      await page.evaluate(() =>
        (
          window as unknown as { __vnboard: { popups: { openStockPopup(code: string): void } } }
        ).__vnboard.popups.openStockPopup("FPT"),
      );
      // The chart page is served from the app's origin: its document is readable from here.
      await page.waitForFunction(
        () =>
          document
            .querySelector<HTMLIFrameElement>('.popup[role="dialog"] iframe[data-testid="chart-iframe"]')
            ?.contentDocument?.querySelector('.chart-page[data-state="ready"]') != null,
        undefined,
        { timeout: WAIT_MS },
      );
    },
  },
  {
    name: "name-search",
    caption: 'Search by name without diacritics: "sua viet nam" finds VNM',
    act: async (page) => {
      await page.fill('input[name="symbol-search"]', "sua viet nam");
      await page.waitForSelector('.symbol-search [role="option"][data-code="VNM"]', { timeout: WAIT_MS });
    },
  },
  {
    name: "replay-bar",
    caption: "Replay: the bar under the header, playing the day the server recorded",
    clip: ".replay-bar",
    act: async (page) => {
      await page.click('[data-action="replay"]');
      await page.waitForSelector(".replay-bar .replay-slider", { timeout: WAIT_MS });
    },
  },
  {
    name: "latency",
    caption: "The header's feed latency beside the connection status",
    clip: ".connection-group",
    act: async (page) => {
      await page.waitForSelector(".feed-freshness:not([data-latency-ms='-1'])", { timeout: WAIT_MS });
    },
  },
  {
    name: "session-countdown",
    caption: "The header's session countdown",
    clip: ".app-header",
    act: async (page) => {
      await page.waitForSelector(".session-countdown", { timeout: WAIT_MS });
    },
  },
];

/** A free loopback port (the OS picks one; the server takes it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()));
    });
  });
}

/** Starts the built server and resolves with its address once it answers. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  for (const [path, how] of [
    [SERVER, "npm run build"],
    [join(APP, "index.html"), "npm run build"],
  ]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`${how}\` first`);
  }
  const port = await freePort();
  const args = ["--port", String(port), "--host", "127.0.0.1", "--data-dir", ":memory:"];
  args.push("--seed", "1", "--demo-start", "10:30", "--static", APP);
  // The replay scene lists the day this server records (a folder of this run only).
  args.push("--recordings", mkdtempSync(join(tmpdir(), "vnboard-readme-recordings-")));
  const child = spawn(process.execPath, [SERVER, ...args], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/banggia/vn30`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not answer within a minute");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The PNG as taken, or scaled down by Chromium until it is at most MAX_BYTES. */
async function fitted(page: Page, png: Buffer): Promise<Buffer> {
  let result = png;
  for (let scale = 0.85; result.length > MAX_BYTES && scale > 0.3; scale -= 0.1) {
    const base64 = await page.evaluate(
      async ({ data, scale }) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const source = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const width = Math.round(source.width * scale);
        const height = Math.round(source.height * scale);
        const bitmap = await createImageBitmap(source, {
          resizeWidth: width,
          resizeHeight: height,
          resizeQuality: "high",
        });
        const canvas = new OffscreenCanvas(width, height);
        (canvas.getContext("2d") as OffscreenCanvasRenderingContext2D).drawImage(bitmap, 0, 0);
        const blob = await canvas.convertToBlob({ type: "image/png" });
        const out = new Uint8Array(await blob.arrayBuffer());
        let text = "";
        for (let i = 0; i < out.length; i += 0x8000)
          text += String.fromCharCode(...out.subarray(i, i + 0x8000));
        return btoa(text);
      },
      { data: png.toString("base64"), scale },
    );
    result = Buffer.from(base64, "base64");
  }
  return result;
}

/**
 * Whether the board's canvas holds a drawn frame (the rows for screen readers come first; the worker
 * draws a moment later): most of a copy of it is opaque.
 */
function boardDrawn(): boolean {
  const source = document.querySelector<HTMLCanvasElement>(".board-host canvas");
  if (source === null || source.width === 0) return false;
  const copy = document.createElement("canvas");
  copy.width = source.width;
  copy.height = source.height;
  const context = copy.getContext("2d") as CanvasRenderingContext2D;
  context.drawImage(source, 0, 0);
  const { data } = context.getImageData(0, 0, copy.width, copy.height);
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4 * 16) if (data[i] > 0) opaque++;
  return opaque > data.length / (4 * 16) / 2;
}

async function shoot(scene: Scene, url: string, chromium: Awaited<ReturnType<typeof launchChromium>>) {
  const { page, context } = await chromium.newPage({ viewport: VIEWPORT, collectErrors: false });
  await page.addInitScript((items) => {
    localStorage.setItem("promoDismissed", "true");
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, scene.storage ?? {});
  await page.goto(`${url}${scene.path ?? "/banggia/vn30"}`);
  await page.waitForSelector('[data-status="live"]', { timeout: WAIT_MS });
  await page.waitForFunction((rows) => document.querySelectorAll(rows).length > 5, ROWS, {
    timeout: WAIT_MS,
  });
  await page.waitForSelector('.index-strip[aria-busy="false"]', { timeout: WAIT_MS });
  await page.waitForFunction(boardDrawn, undefined, { timeout: WAIT_MS, polling: 200 });
  await scene.act?.(page);
  // Two frames: the board's worker and the charts draw what the steps changed.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  let clip: { x: number; y: number; width: number; height: number } | undefined;
  if (scene.clip !== undefined) {
    const box = await page.locator(scene.clip).first().boundingBox();
    if (box === null) throw new Error(`${scene.name}: ${scene.clip} is not shown`);
    const x = Math.max(0, box.x - 8);
    const y = Math.max(0, box.y - 8);
    clip = {
      x,
      y,
      width: Math.min(VIEWPORT.width, box.x + box.width + 8) - x,
      height: Math.min(VIEWPORT.height, box.y + box.height + 8) - y,
    };
  }
  const png = await fitted(page, await page.screenshot({ clip, animations: "disabled", caret: "hide" }));
  const file = join(OUT_DIR, `${scene.name}.png`);
  writeFileSync(file, png);
  console.log(`${scene.name}.png  ${Math.round(png.length / 1024)} KB  ${scene.caption}`);
  await context.close();
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !SCENES.some((scene) => scene.name === name));
  if (unknown.length > 0)
    throw new Error(`no scene ${unknown.join(", ")}; scenes: ${SCENES.map((s) => s.name).join(", ")}`);
  const scenes = wanted.length === 0 ? SCENES : SCENES.filter((scene) => wanted.includes(scene.name));
  mkdirSync(OUT_DIR, { recursive: true });
  const { url, child } = await startServer();
  const chromium = await launchChromium({ viewport: VIEWPORT });
  try {
    for (const scene of scenes) await shoot(scene, url, chromium);
  } finally {
    await chromium.close();
    child.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
