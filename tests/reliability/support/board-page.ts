/**
 * Reading what the board shows: its connection status (`[data-status]` in the app header) and its
 * rows as assistive technology reads them (`[role=rowgroup] [role=row]`).
 */
import type { Page } from "playwright-core";

export const BOARD_PATH = "/banggia/vn30";
/** Tall enough that every VN30 row is in view (the a11y rows cover the visible rows). */
export const BOARD_VIEWPORT = { width: 1400, height: 1300 };

export async function status(page: Page): Promise<string | null> {
  return page.locator("[data-status]").first().getAttribute("data-status", { timeout: 2_000 });
}

/** Waits until the header shows `wanted`; returns the ms it took. */
export async function waitForStatus(page: Page, wanted: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  await page.waitForSelector(`[data-status="${wanted}"]`, { timeout: timeoutMs });
  return Date.now() - started;
}

/** The text of each a11y row, in board order. */
export async function rowTexts(page: Page): Promise<string[]> {
  return page.locator('[role="rowgroup"] [role="row"]').allTextContents();
}

/**
 * Asks the board for a whole repaint (as a scroll does) and waits two frames: the a11y rows are
 * rebuilt on whole repaints, not on every tick (a screen reader must not announce every price).
 */
export async function repaintWhole(page: Page): Promise<void> {
  await page.evaluate(
    `(async () => {
      const grid = document.querySelector('[role="rowgroup"]');
      const scroller = grid && grid.previousElementSibling;
      if (scroller) scroller.dispatchEvent(new Event("scroll"));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    })()`,
  );
}

/** Rows present, each code once: the first cell of each row is its code. */
export function duplicatedCodes(rows: readonly string[], codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicated: string[] = [];
  for (const code of codes) {
    if (seen.has(code)) duplicated.push(code);
    seen.add(code);
  }
  return rows.length === codes.length
    ? duplicated
    : [...duplicated, `${rows.length} rows for ${codes.length} codes`];
}

/** The code of each row (the first cell). */
export async function rowCodes(page: Page): Promise<string[]> {
  return page.evaluate(
    `[...document.querySelectorAll('[role="rowgroup"] [role="row"]')].map((row) => row.firstElementChild ? row.firstElementChild.textContent : "")`,
  ) as Promise<string[]>;
}

/** The board's pixels once they stop changing (the drawing worker commits on its own thread). */
export { settledScreenshot } from "../../browser/screenshot";
