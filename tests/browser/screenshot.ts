/**
 * Screenshot comparison for browser tests, with no image dependency: Chromium itself decodes the PNGs
 * (createImageBitmap + OffscreenCanvas) and counts differing pixels in the page.
 *
 * Baselines live in `tests/browser/__screenshots__/<name>.png` and are committed. A missing baseline is
 * written (and the comparison passes); `UPDATE_SCREENSHOTS=1` rewrites every baseline compared. When a
 * comparison finds differences, the actual image and a diff image (differing pixels red over a faded
 * baseline) are written to `tests/browser/.output/` (git-ignored) for inspection.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page } from "playwright-core";

export const SCREENSHOT_DIR = fileURLToPath(new URL("./__screenshots__/", import.meta.url));
export const OUTPUT_DIR = fileURLToPath(new URL("./.output/", import.meta.url));

export interface CompareImagesOptions {
  /** A pixel differs when any channel (RGBA, 0–255) differs by more than this. Default 8. */
  threshold?: number;
  /** Also render a diff PNG (returned as `diffPng`) when pixels differ. Default false. */
  diffImage?: boolean;
  /**
   * Compare the means of `block` x `block` pixel squares instead of single pixels (a differing square
   * counts as block² pixels). Default 1 (pixel by pixel). See `compareScreenshot`: baselines made by
   * another Chromium build are compared this way.
   */
  block?: number;
}

export interface ImageDiff {
  /** Pixels whose channels differ beyond the threshold (pixels outside the overlap of two sizes count). */
  diffPixels: number;
  /** Pixels compared: the larger width × the larger height. */
  totalPixels: number;
  width: number;
  height: number;
  sizeMismatch: boolean;
  diffPng?: Buffer;
}

export interface ScreenshotResult extends ImageDiff {
  baselinePath: string;
  /** The baseline was (re)written by this call: missing, or UPDATE_SCREENSHOTS=1. */
  written: boolean;
  /** Written only when pixels differ. */
  actualPath?: string;
  diffPath?: string;
  /** The baseline came from another Chromium build and was compared by blocks (`COARSE_BLOCK`). */
  coarse: boolean;
}

export interface CompareScreenshotOptions extends Omit<CompareImagesOptions, "diffImage"> {
  /** Baseline directory. Default `tests/browser/__screenshots__/`. */
  dir?: string;
  /** Rewrite the baseline. Default: `process.env.UPDATE_SCREENSHOTS === "1"`. */
  update?: boolean;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = "89504e470d0a1a0a";
  if (png.length < 24 || png.subarray(0, 8).toString("hex") !== signature) throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const decoderPages = new WeakMap<Browser, Promise<Page>>();

async function decoderPage(browser: Browser): Promise<Page> {
  let pending = decoderPages.get(browser);
  if (pending) {
    const page = await pending;
    if (!page.isClosed()) return page;
  }
  pending = browser
    .newContext()
    .then((context) => context.newPage())
    .then(async (page) => {
      await page.goto("about:blank");
      return page;
    });
  decoderPages.set(browser, pending);
  return pending;
}

interface InPageArgs {
  actual: string;
  expected: string;
  threshold: number;
  diffImage: boolean;
  block: number;
}

interface InPageResult {
  diffPixels: number;
  totalPixels: number;
  width: number;
  height: number;
  sizeMismatch: boolean;
  diffPng?: string;
}

/** Runs inside the page: decodes both base64 PNGs and compares them pixel by pixel. */
async function compareInPage({
  actual,
  expected,
  threshold,
  diffImage,
  block,
}: InPageArgs): Promise<InPageResult> {
  const decode = async (base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }), {
      colorSpaceConversion: "none",
      premultiplyAlpha: "none",
    });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2d context");
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const full = { width: canvas.width, height: canvas.height };
    return block > 1
      ? { full, ...blockMeans(data, canvas.width, canvas.height) }
      : { full, width: canvas.width, height: canvas.height, data };
  };
  /** Each block x block square's mean colour, as one pixel of a smaller image. */
  const blockMeans = (data: Uint8ClampedArray, width: number, height: number) => {
    const w = Math.ceil(width / block);
    const h = Math.ceil(height / block);
    const sums = new Float64Array(w * h * 5);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const o = (Math.floor(y / block) * w + Math.floor(x / block)) * 5;
        for (let c = 0; c < 4; c++) sums[o + c] += data[i + c];
        sums[o + 4]++;
      }
    }
    const means = new Uint8ClampedArray(w * h * 4);
    for (let k = 0; k < w * h; k++) {
      for (let c = 0; c < 4; c++) means[k * 4 + c] = sums[k * 5 + c] / sums[k * 5 + 4];
    }
    return { width: w, height: h, data: means };
  };
  const a = await decode(actual);
  const b = await decode(expected);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const out = diffImage ? new Uint8ClampedArray(width * height * 4) : undefined;
  let diffPixels = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let differs: boolean;
      if (x >= a.width || y >= a.height || x >= b.width || y >= b.height) {
        differs = true;
      } else {
        const i = (y * a.width + x) * 4;
        const j = (y * b.width + x) * 4;
        differs =
          Math.abs(a.data[i] - b.data[j]) > threshold ||
          Math.abs(a.data[i + 1] - b.data[j + 1]) > threshold ||
          Math.abs(a.data[i + 2] - b.data[j + 2]) > threshold ||
          Math.abs(a.data[i + 3] - b.data[j + 3]) > threshold;
        if (out && !differs) {
          const grey = (b.data[j] * 0.299 + b.data[j + 1] * 0.587 + b.data[j + 2] * 0.114) / 4 + 191;
          out[o] = out[o + 1] = out[o + 2] = grey;
          out[o + 3] = 255;
        }
      }
      if (differs) {
        diffPixels++;
        if (out) {
          out[o] = 255;
          out[o + 1] = 0;
          out[o + 2] = 0;
          out[o + 3] = 255;
        }
      }
    }
  }
  let diffPng: string | undefined;
  if (out && diffPixels > 0) {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.putImageData(new ImageData(out, width, height), 0, 0);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
    let binary = "";
    for (let k = 0; k < bytes.length; k += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(k, k + 0x8000));
    }
    diffPng = btoa(binary);
  }
  const fullWidth = Math.max(a.full.width, b.full.width);
  const fullHeight = Math.max(a.full.height, b.full.height);
  return {
    diffPixels: Math.min(diffPixels * block * block, fullWidth * fullHeight),
    totalPixels: fullWidth * fullHeight,
    width: fullWidth,
    height: fullHeight,
    sizeMismatch: a.full.width !== b.full.width || a.full.height !== b.full.height,
    diffPng,
  };
}

/** Compares two PNGs in Chromium. */
export async function compareImages(
  browser: Browser,
  actual: Buffer,
  expected: Buffer,
  options: CompareImagesOptions = {},
): Promise<ImageDiff> {
  const page = await decoderPage(browser);
  const result = await page.evaluate(compareInPage, {
    actual: actual.toString("base64"),
    expected: expected.toString("base64"),
    threshold: options.threshold ?? 8,
    diffImage: options.diffImage ?? false,
    block: options.block ?? 1,
  });
  const { diffPng, ...rest } = result;
  return diffPng === undefined ? rest : { ...rest, diffPng: Buffer.from(diffPng, "base64") };
}

/**
 * Which Chromium build made each baseline (`browser.version()`), kept beside them. Text rasterization
 * changes between Chromium builds (a Debian security update moved ~5,000 pixels of glyph edges in a
 * 500x320 page), while a fresh machine installs whatever build Debian serves that day. A baseline from
 * the running build is compared pixel by pixel; one from another build is compared by the means of
 * COARSE_BLOCK-pixel squares, which glyph edges barely move but a missing column, a wrong colour or a
 * shifted layout still does, and the run says that it compared coarsely and how to rebaseline.
 */
const VERSIONS_FILE = "chromium-versions.json";
/** Side of the squares compared when the baseline came from another Chromium build. */
export const COARSE_BLOCK = 4;
/** A square differs when a channel's mean moved by more than this (0-255). */
const COARSE_THRESHOLD = 24;

function readVersions(dir: string): Record<string, string> {
  const path = join(dir, VERSIONS_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Record<string, string>) : {};
}

function recordVersion(dir: string, name: string, version: string): void {
  const versions = { ...readVersions(dir), [name]: version };
  const sorted = Object.fromEntries(Object.entries(versions).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(dir, VERSIONS_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Compares a screenshot with the baseline `<dir>/<name>.png`, writing the baseline when it is missing or
 * when updating. Assert on the result, e.g. `expect(r.diffPixels).toBeLessThanOrEqual(r.totalPixels * 0.001)`.
 */
export async function compareScreenshot(
  browser: Browser,
  png: Buffer,
  name: string,
  options: CompareScreenshotOptions = {},
): Promise<ScreenshotResult> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`bad screenshot name ${JSON.stringify(name)}`);
  const dir = options.dir ?? SCREENSHOT_DIR;
  const baselinePath = join(dir, `${name}.png`);
  const update = options.update ?? process.env.UPDATE_SCREENSHOTS === "1";
  const running = browser.version();

  if (update || !existsSync(baselinePath)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(baselinePath, png);
    recordVersion(dir, name, running);
    const { width, height } = pngSize(png);
    return {
      diffPixels: 0,
      totalPixels: width * height,
      width,
      height,
      sizeMismatch: false,
      baselinePath,
      written: true,
      coarse: false,
    };
  }

  const made = readVersions(dir)[name];
  const coarse = made !== running;
  if (coarse) {
    console.warn(
      `screenshot ${name}: baseline from Chromium ${made ?? "(unknown)"}, running ${running}; compared by ` +
        `${COARSE_BLOCK}x${COARSE_BLOCK} squares. Check the page, then UPDATE_SCREENSHOTS=1 to rebaseline.`,
    );
  }
  const diff = await compareImages(browser, png, readFileSync(baselinePath), {
    threshold: coarse ? COARSE_THRESHOLD : options.threshold,
    block: coarse ? COARSE_BLOCK : 1,
    diffImage: true,
  });
  const { diffPng, ...rest } = diff;
  const result: ScreenshotResult = { ...rest, baselinePath, written: false, coarse };
  if (diff.diffPixels > 0) {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    result.actualPath = join(OUTPUT_DIR, `${name}.actual.png`);
    writeFileSync(result.actualPath, png);
    if (diffPng) {
      result.diffPath = join(OUTPUT_DIR, `${name}.diff.png`);
      writeFileSync(result.diffPath, diffPng);
    }
  }
  return result;
}

/**
 * A page's (or an element's) pixels once two screenshots `intervalMs` apart agree, at most `tries` more:
 * a board's drawing worker commits its frames on its own thread, so when the page is ready its canvas
 * may not show them yet. A moving picture gives its last screenshot.
 */
export async function settledScreenshot(
  target: Page | Locator,
  intervalMs = 250,
  tries = 12,
): Promise<Buffer> {
  let last = await target.screenshot();
  for (let i = 0; i < tries; i++) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const next = await target.screenshot();
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}
