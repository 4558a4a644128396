import type { RendererPreference } from "../render/board-surface";

/**
 * Boards on one page drawing with WebGL or WebGPU at most. Browsers keep about 16 WebGL contexts per
 * page and silently drop the oldest past that (its board turns blank); the board after this many
 * draws on the page's own Canvas2D instead (page-canvas-surface.ts), which has no such limit and costs
 * little for a board that repaints only changed cells.
 */
export const MAX_WEBGL_BOARDS = 8;

let liveGpuBoards = 0;

/**
 * The renderer for a board that named a pixi one: the host's choice, or the page's own Canvas2D
 * ("canvas2d") once the page has its GPU boards. A host that named pixi's "canvas" gets it.
 */
export function rendererWithinBudget(preference: RendererPreference): RendererPreference | "canvas2d" {
  if (preference === "canvas") return preference;
  return liveGpuBoards >= MAX_WEBGL_BOARDS ? "canvas2d" : preference;
}

/** Counts a mounted board's GPU context; returns the function that releases it on destroy. */
export function holdGpuContext(rendererName: string): () => void {
  if (rendererName !== "webgl" && rendererName !== "webgpu") return () => {};
  liveGpuBoards++;
  let held = true;
  return () => {
    if (held) liveGpuBoards--;
    held = false;
  };
}

/** Live boards holding a GPU context on this page (for tests and diagnostics). */
export function gpuBoardCount(): number {
  return liveGpuBoards;
}
