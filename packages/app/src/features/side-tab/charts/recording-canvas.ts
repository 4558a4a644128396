/**
 * A stand-in canvas for the chart unit tests (Node has no Canvas2D): `getContext("2d")` returns a
 * context that records every call with its arguments and accepts any property.
 */
export interface RecordedCall {
  name: string;
  args: unknown[];
  /** fillStyle / strokeStyle at the time of the call. */
  fill: unknown;
  stroke: unknown;
}

export function recordingCanvas(): { canvas: HTMLCanvasElement; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const state: Record<string | symbol, unknown> = {};
  const context = new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key];
      if (key === "canvas") return canvas;
      return (...args: unknown[]) => {
        calls.push({ name: String(key), args, fill: target.fillStyle, stroke: target.strokeStyle });
      };
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  const canvas = {
    width: 0,
    height: 0,
    style: {} as Record<string, string>,
    getContext: () => context,
  } as unknown as HTMLCanvasElement;
  return { canvas, calls };
}
