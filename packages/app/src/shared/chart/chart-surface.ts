/**
 * A Canvas2D surface sized in CSS pixels and backed at devicePixelRatio, so lines stay crisp on HiDPI
 * screens: the backing store is width x dpr pixels and the context is scaled once per resize.
 */
export class ChartSurface {
  readonly canvas: HTMLCanvasElement;
  readonly context: CanvasRenderingContext2D | null;
  width = 0;
  height = 0;
  dpr = 1;

  constructor(canvas: HTMLCanvasElement) {
    this.canvas = canvas;
    this.context = canvas.getContext("2d");
  }

  /** Returns true when the size changed (the caller redraws). */
  resize(cssWidth: number, cssHeight: number, dpr: number): boolean {
    const w = Math.max(0, Math.floor(cssWidth));
    const h = Math.max(0, Math.floor(cssHeight));
    const ratio = dpr > 0 && Number.isFinite(dpr) ? dpr : 1;
    if (w === this.width && h === this.height && ratio === this.dpr) return false;
    this.width = w;
    this.height = h;
    this.dpr = ratio;
    this.canvas.width = Math.round(w * ratio);
    this.canvas.height = Math.round(h * ratio);
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    return true;
  }

  /** Clears to `background` and sets the CSS-pixel transform; null when there is nothing to draw on. */
  begin(background: string): CanvasRenderingContext2D | null {
    const ctx = this.context;
    if (ctx === null || this.width === 0 || this.height === 0) return null;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, this.width, this.height);
    return ctx;
  }
}
