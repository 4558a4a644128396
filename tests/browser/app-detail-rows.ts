/**
 * The live board's rows as a screen reader has them, for the detail and odd-lot browser tests: the
 * engine mirrors each visible row with its code, then the text of every drawn column that has a field,
 * in column order. Columns without a field (star, mini chart, an odd-lot board's blank highest / lowest /
 * average) have no cell, so the caller names them in `fieldless`.
 */
import type { Page } from "playwright-core";

export interface BoardRow {
  code: string;
  cells: Record<string, string>;
}

export const FIELDLESS = ["star", "code", "miniChart"];

export async function boardRows(page: Page, fieldless: readonly string[] = FIELDLESS): Promise<BoardRow[]> {
  return page.locator('.board-host [data-vnboard="board"]').evaluate((board, skip) => {
    const ids = Array.from(board.querySelectorAll('[role="columnheader"]'))
      .map((header) => header.getAttribute("data-column") ?? "")
      .filter((id) => !skip.includes(id));
    return Array.from(board.querySelectorAll('[role="rowgroup"] [role="row"]')).map((row) => {
      const texts = Array.from(row.querySelectorAll('[role="gridcell"]')).map((c) => c.textContent ?? "");
      return { code: texts[0], cells: Object.fromEntries(ids.map((id, i) => [id, texts[i + 1]])) };
    });
  }, fieldless as string[]);
}

/** The column ids of the board's header, in order. */
export async function headerIds(page: Page): Promise<string[]> {
  return page
    .locator('.board-host [role="columnheader"]')
    .evaluateAll((headers) => headers.map((h) => h.getAttribute("data-column") ?? ""));
}

/** The board's header group labels (bid, match, offer, ...), in order. */
export async function groupLabels(page: Page): Promise<string[]> {
  return page.locator('.board-host [data-vnboard="board"]').evaluate((board) => {
    const header = board.querySelector('[role="columnheader"]')?.parentElement;
    return Array.from(header?.children ?? [])
      .filter((cell) => !cell.hasAttribute("role"))
      .map((cell) => cell.textContent ?? "");
  });
}
