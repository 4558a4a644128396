import { Color } from "pixi.js";

/**
 * The scroll shift (scroll-shift.ts) for pixi's WebGL renderer, WebGL 2 only. The board's drawing buffer
 * is preserved between frames (`preserveDrawingBuffer`), so it can be moved like a 2D canvas, but a
 * framebuffer cannot be blitted onto an overlapping part of itself: the image is first blitted whole into
 * a renderbuffer of the same size, then back at the offset; the uncovered strip is cleared to the
 * background with a scissor. Both blits are the same size (NEAREST): the pixels are copied exactly.
 *
 * This runs raw GL calls between pixi's frames, so it ends with `renderer.resetState()` (pixi's own way
 * to share a context with other GL code): pixi then re-binds its framebuffer, scissor and the rest on
 * its next render rather than trusting its cache.
 */
export class WebGlShifter {
  private framebuffer: WebGLFramebuffer | null = null;
  private renderbuffer: WebGLRenderbuffer | null = null;
  private width = 0;
  private height = 0;
  private readonly clear: Float32Array;

  constructor(
    private readonly gl: WebGL2RenderingContext,
    private readonly resetState: () => void,
    background: string,
  ) {
    this.clear = new Float32Array(4);
    this.setBackground(background);
  }

  /** The colour of the strip a shift uncovers. */
  setBackground(background: string): void {
    const rgba = new Color(background).toArray();
    this.clear.set([rgba[0], rgba[1], rgba[2], rgba[3] ?? 1]);
  }

  /** True when `gl` is a WebGL 2 context (blitFramebuffer); WebGL 1 boards repaint whole instead. */
  static supports(gl: unknown): gl is WebGL2RenderingContext {
    return typeof WebGL2RenderingContext !== "undefined" && gl instanceof WebGL2RenderingContext;
  }

  /** Moves the drawing buffer's image up by `dy` device px (down when negative); false if it cannot. */
  shift(dy: number): boolean {
    const gl = this.gl;
    const width = gl.drawingBufferWidth;
    const height = gl.drawingBufferHeight;
    const kept = height - Math.abs(dy);
    if (kept <= 0 || dy === 0) return false;
    if (!this.ensureBuffer(width, height)) {
      this.resetState();
      return false;
    }
    gl.disable(gl.SCISSOR_TEST);
    gl.colorMask(true, true, true, true);
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, this.framebuffer);
    gl.blitFramebuffer(0, 0, width, height, 0, 0, width, height, gl.COLOR_BUFFER_BIT, gl.NEAREST);
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, this.framebuffer);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
    // GL rows count from the bottom: moving the image up the screen raises its rows by dy.
    if (dy > 0) gl.blitFramebuffer(0, 0, width, kept, 0, dy, width, height, gl.COLOR_BUFFER_BIT, gl.NEAREST);
    else gl.blitFramebuffer(0, -dy, width, height, 0, 0, width, kept, gl.COLOR_BUFFER_BIT, gl.NEAREST);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(0, dy > 0 ? 0 : kept, width, Math.abs(dy));
    gl.clearColor(this.clear[0], this.clear[1], this.clear[2], this.clear[3]);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.disable(gl.SCISSOR_TEST);
    this.resetState();
    return true;
  }

  destroy(): void {
    if (this.gl.isContextLost()) return;
    this.gl.deleteFramebuffer(this.framebuffer);
    this.gl.deleteRenderbuffer(this.renderbuffer);
    this.framebuffer = this.renderbuffer = null;
  }

  /** The copy's renderbuffer at the drawing buffer's size (re-made after a resize). */
  private ensureBuffer(width: number, height: number): boolean {
    const gl = this.gl;
    if (this.framebuffer !== null && this.width === width && this.height === height) return true;
    this.destroy();
    this.renderbuffer = gl.createRenderbuffer();
    this.framebuffer = gl.createFramebuffer();
    if (this.renderbuffer === null || this.framebuffer === null) return false;
    gl.bindRenderbuffer(gl.RENDERBUFFER, this.renderbuffer);
    gl.renderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, width, height);
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.framebuffer);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, this.renderbuffer);
    const complete = gl.checkFramebufferStatus(gl.FRAMEBUFFER) === gl.FRAMEBUFFER_COMPLETE;
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.bindRenderbuffer(gl.RENDERBUFFER, null);
    this.width = width;
    this.height = height;
    if (!complete) this.destroy();
    return complete;
  }
}
