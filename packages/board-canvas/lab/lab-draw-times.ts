/**
 * When the board worker drew each frame the page sent it, for the frame benchmark's update-to-screen
 * latency. The worker surface's paint only hands a frame to the worker; the screen shows it after the
 * worker has drawn it, and a worker that falls behind shows old prices however fast the page paints.
 *
 * Installed before the board is created: it wraps the page's `Worker` so that each `frame` message sent
 * is counted (with the number of the board paint that sent it, `paintNumber()`), and each frame
 * buffer handed back is read for the draw time the worker stamps in its first 8 bytes (Unix ms).
 * Buffers come back in the order their frames were sent. Inside the lab only.
 */
export class LabDrawTimes {
  /** Per frame sent, in order: the board paint that sent it. */
  readonly sentByPaint: number[] = [];
  /** Per frame handed back, in order: when the worker had drawn it (performance.now() of the page). */
  readonly drawnAt: number[] = [];

  install(paintNumber: () => number): void {
    const times = this;
    const Native = globalThis.Worker;
    class LabWorker extends Native {
      postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions): void {
        const m = message as { type?: string; data?: unknown } | null;
        if (m?.type === "frame" && m.data instanceof Float32Array) times.sentByPaint.push(paintNumber());
        super.postMessage(message, transfer as Transferable[]);
      }
    }
    // Handed-back buffers are read by a listener of our own: it runs before the surface recycles them.
    const Wrapped = function (this: unknown, url: string | URL, options?: WorkerOptions) {
      // The board worker is started from a Blob URL; the lab's feed worker (a module) is left alone.
      if (!String(url).startsWith("blob:")) return new Native(url, options);
      const worker = new LabWorker(url, options);
      worker.addEventListener("message", (event: MessageEvent) => {
        if (!Array.isArray(event.data)) return;
        for (const buffer of event.data)
          if (buffer instanceof ArrayBuffer && buffer.byteLength >= 8)
            times.drawnAt.push(new Float64Array(buffer, 0, 1)[0] - performance.timeOrigin);
      });
      return worker;
    } as unknown as typeof Worker;
    globalThis.Worker = Wrapped;
  }
}
