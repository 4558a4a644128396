import type { Locator } from "playwright-core";

/**
 * How many distinct colours a page canvas (a board drawn on the page's own Canvas2D) holds: a drawn
 * board shows its rows' many colours, a blank one its background alone. Not for a canvas handed to a
 * worker, whose 2D context the page cannot get.
 */
export function pageCanvasColours(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext("2d") as CanvasRenderingContext2D;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  });
}
