/** In-page reads shared by the example tests (each runs inside the page via `page.evaluate`). */
import type { Locator, Page } from "playwright-core";
import { HEADER_HEIGHT, ROW_HEIGHT } from "../../packages/board-canvas/src/layout/constants";

/** RGBA of the pixel at CSS (x, y) of the n-th board's canvas (works for the 2D and WebGL renderers). */
export function canvasPixel(page: Page, board: number, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    ({ board, x, y }) => {
      const canvas = document.querySelectorAll<HTMLCanvasElement>('[data-vnboard="board"] canvas')[board];
      const copy = document.createElement("canvas");
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext("2d")!;
      context.drawImage(canvas, 0, 0);
      const scale = canvas.width / canvas.clientWidth;
      return [...context.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data];
    },
    { board, x, y },
  );
}

/** A cheap fingerprint of the n-th board's canvas pixels: changes when any cell is redrawn differently. */
export function canvasFingerprint(page: Page, board: number): Promise<number> {
  return canvasHash(page.locator('[data-vnboard="board"] canvas').nth(board));
}

/** The same fingerprint of a canvas found by a locator (one inside a shadow root, too). */
export function canvasHash(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const copy = document.createElement("canvas");
    copy.width = element.width;
    copy.height = element.height;
    const context = copy.getContext("2d")!;
    context.drawImage(element, 0, 0);
    const data = context.getImageData(0, 0, copy.width, copy.height).data;
    let hash = 0;
    for (let i = 0; i < data.length; i += 4)
      hash = (hash * 31 + data[i] + data[i + 1] * 7 + data[i + 2] * 13) | 0;
    return hash;
  });
}

/** The screen-reader rows of the n-th board: [code, price, change %, volume] per visible row. */
export function boardRows(page: Page, board: number): Promise<string[][]> {
  return page.evaluate((board) => {
    const root = document.querySelectorAll('[data-vnboard="board"]')[board];
    const rows = Array.from(root.querySelectorAll('[role="rowgroup"] [role="row"]'));
    return rows.map((row) => Array.from(row.children).map((cell) => cell.textContent ?? ""));
  }, board);
}

/** "rgb(r, g, b)" of a CSS hex colour, as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** [r, g, b] of a CSS hex colour. */
export function channels(hex: string): number[] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

/** Computed styles of the host page's own elements (everything outside the boards) that CSS could leak into. */
export function hostStyles(page: Page, selectors: readonly string[]): Promise<Record<string, string>> {
  return page.evaluate((selectors) => {
    const props = [
      "font-family",
      "font-size",
      "color",
      "background-color",
      "margin-top",
      "margin-bottom",
      "padding",
      "box-sizing",
      "line-height",
      "cursor",
      "user-select",
      "overflow",
    ];
    const out: Record<string, string> = {};
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (element === null) throw new Error(`no ${selector}`);
      const style = getComputedStyle(element);
      for (const prop of props) out[`${selector} ${prop}`] = style.getPropertyValue(prop);
    }
    return out;
  }, selectors);
}

/** Style sheets of the document: their hrefs (null for inline ones) and the adopted ones. */
export function styleSheets(
  page: Page,
): Promise<{ sheets: (string | null)[]; adopted: number; styleElements: number }> {
  return page.evaluate(() => ({
    sheets: Array.from(document.styleSheets).map((sheet) => sheet.href),
    adopted: document.adoptedStyleSheets.length,
    styleElements: document.querySelectorAll("style").length,
  }));
}

/** The box of the n-th row (0 = first data row) of a board, in page viewport coordinates. */
export async function rowPoint(board: Locator, row: number): Promise<{ x: number; y: number }> {
  const box = (await board.boundingBox())!;
  return { x: box.x + 30, y: box.y + HEADER_HEIGHT + row * ROW_HEIGHT + ROW_HEIGHT / 2 };
}
