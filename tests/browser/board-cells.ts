import type { Page } from "playwright-core";
import { expect } from "vitest";

/** A table row's height in the app's boards (spec 9). */
export const ROW_HEIGHT = 28;

/**
 * Centre of a table row's code cell, in page coordinates (rows are drawn on the canvas, so there is no
 * element to click). The board moves while the page above it settles (index strip charts, the header's
 * session line): the code header's box is taken once two reads 200 ms apart agree.
 */
export async function codeCell(page: Page, position: number): Promise<{ x: number; y: number }> {
  return cellCentre(page, "code", position);
}

/** Centre of `column`'s cell in table row `position`, once the column's header box holds still. */
export async function cellCentre(
  page: Page,
  column: string,
  position: number,
  rowHeight = ROW_HEIGHT,
): Promise<{ x: number; y: number }> {
  const code = page.locator(`[role="columnheader"][data-column="${column}"]`);
  let header = await code.boundingBox();
  await expect
    .poll(
      async () => {
        const previous = header;
        await page.waitForTimeout(200);
        header = await code.boundingBox();
        return previous !== null && header !== null && previous.x === header.x && previous.y === header.y;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  if (header === null) throw new Error(`no ${column} header`);
  // Rows start under the two-row header.
  return {
    x: header.x + header.width / 2,
    y: header.y + header.height + rowHeight * position + rowHeight / 2,
  };
}
