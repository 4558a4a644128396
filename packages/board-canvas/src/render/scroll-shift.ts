/**
 * A vertical scroll without a full repaint: the pixels already drawn are moved by the scroll distance
 * (the canvas copied onto itself) and only the strip the move uncovers is painted, with the rows that
 * changed. At 3840x2160 a full repaint draws ~1,900 cells (~75 rows x 25 columns); a 1 px scroll step of
 * the wall display (every 50 ms) then draws one row's cells and one image copy instead.
 *
 * The copy is exact only for whole device pixels (a fractional move would resample every glyph) and only
 * for a move shorter than the viewport; anything else is a full repaint. The Canvas2D surfaces' drawing
 * loop (canvas-replay.ts, in the board worker too) moves the image with `shiftCanvas2D`.
 */

/** The strip a shift uncovers, in viewport CSS px: rows intersecting [top, bottom) are painted whole. */
export interface ExposedBand {
  top: number;
  bottom: number;
}

/** `dy` CSS px in device pixels when that is a whole number (within float error), else NaN. */
export function wholeDevicePixels(dy: number, resolution: number): number {
  const device = dy * resolution;
  const whole = Math.round(device);
  return Math.abs(device - whole) < 1e-6 ? whole : Number.NaN;
}

/**
 * A scroll offset (CSS px) moved to the nearest device pixel: the offset the board draws at, so that
 * any two offsets differ by whole device pixels (at a device pixel ratio of 1.5 a browser scrolls whole
 * CSS px, 1.5 device px). The identity at ratio 1 and 2 for whole CSS px.
 */
export function onDevicePixelGrid(offset: number, resolution: number): number {
  return resolution > 0 && Number.isFinite(resolution)
    ? Math.round(offset * resolution) / resolution
    : offset;
}

/**
 * The shift in device pixels for a scroll of `dy` CSS px, or NaN when the image cannot be shifted (no
 * move, a fractional device-pixel move, a move of a viewport or more: nothing to keep; or a fractional
 * device pixel ratio: at 1.5, with offsets on the device grid, the rows land right but anti-aliased
 * glyph edges came out up to 15/255 off a fresh paint on one line per row, cause not found, so those
 * boards repaint whole).
 */
export function shiftDevicePixels(dy: number, viewportHeight: number, resolution: number): number {
  if (resolution !== Math.round(resolution)) return Number.NaN;
  const whole = wholeDevicePixels(dy, resolution);
  if (whole === 0 || !(Math.abs(dy) < viewportHeight)) return Number.NaN;
  return whole;
}

/**
 * Writes the band a scroll by `dy` CSS px uncovers into `out`: the bottom `dy` px when scrolling down,
 * the top `-dy` px when scrolling up; an empty band (top = bottom = 0) for no move.
 */
export function exposedBand(dy: number, viewportHeight: number, out: ExposedBand): ExposedBand {
  if (dy > 0) {
    out.top = Math.max(0, viewportHeight - dy);
    out.bottom = viewportHeight;
  } else if (dy < 0) {
    out.top = 0;
    out.bottom = Math.min(viewportHeight, -dy);
  } else {
    out.top = 0;
    out.bottom = 0;
  }
  return out;
}

/** The 2D context a shift draws with (a page canvas's or an OffscreenCanvas's). */
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Moves the whole image of `context`'s canvas up by `dy` device px (down when negative) and fills the
 * uncovered strip with `background`. Canvas2D copies a canvas drawn onto itself before drawing, so the
 * overlapping source and destination are safe. The context's transform, alpha and composite operation
 * are kept for its owner (pixi sets its own per draw).
 */
export function shiftCanvas2D(context: Context2D, dy: number, background: string): void {
  const canvas = context.canvas;
  const width = canvas.width;
  const height = canvas.height;
  const kept = height - Math.abs(dy);
  if (kept <= 0 || dy === 0) return;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
  context.globalCompositeOperation = "source-over";
  context.imageSmoothingEnabled = false;
  if (dy > 0) context.drawImage(canvas, 0, dy, width, kept, 0, 0, width, kept);
  else context.drawImage(canvas, 0, 0, width, kept, 0, -dy, width, kept);
  context.fillStyle = background;
  context.fillRect(0, dy > 0 ? kept : 0, width, Math.abs(dy));
  context.restore();
}
