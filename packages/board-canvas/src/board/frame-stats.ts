/**
 * Per-frame figures for benchmarks and the status panel, kept in a ring so recording allocates nothing:
 * the main-thread time each paint took and how many cells it drew.
 */
export class FrameStats {
  readonly paintMs = new Float64Array(4096);
  readonly cells = new Int32Array(4096);
  readonly frameTimes = new Float64Array(4096);
  count = 0;
  totalFrames = 0;
  /**
   * Paints that followed a vertical scroll by moving the drawn image and drawing only the rows moving in
   * (render/scroll-shift.ts), rather than repainting every visible cell.
   */
  scrollShifts = 0;
  /** Frames not painted because the surface was busy (the drawing worker behind); drawn by a later one. */
  skippedBusy = 0;

  record(frameTime: number, paintMs: number, cells: number): void {
    const i = this.count % this.paintMs.length;
    this.paintMs[i] = paintMs;
    this.cells[i] = cells;
    this.frameTimes[i] = frameTime;
    this.count++;
    this.totalFrames++;
  }

  reset(): void {
    this.count = 0;
  }
}
