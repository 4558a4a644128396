import { type RecipeStep, replayRecipe } from "../texture/texture-recipe";
import { CanvasReplay } from "./canvas-replay";
import type { TextStyle } from "./command-format";

/**
 * The board worker: it draws command buffers (command-format.ts) with Canvas2D onto the OffscreenCanvas
 * the page transferred, and hands each buffer back. It knows nothing of the board. Not imported by the
 * engine: `npm run build:worker` bundles this file into `board-worker-source.ts`, the string the worker
 * surface starts from a Blob URL (why a string: see there). Everything it imports is bundled with it.
 *
 * Messages in: {type:"init", canvas, background, resolution} | {type:"resize", width, height, resolution}
 * (device px; `resolution`, device px per CSS px, scales the text styles' fonts)
 * | {type:"background", background}
 * | {type:"source", id, image: ImageData, x, y, width, height} (pixels at x, y of a source of width x
 * height device px; the first of a source is all of it) | {type:"recipe", id, width, height, scale, steps}
 * (texture-recipe.ts: steps not sent before, drawn into the source's own canvas, made at `width` x
 * `height` device px on the first) | {type:"forget", ids} (sources gone: a replaced atlas or chart
 * canvas, let go of) | {type:"colors", colors} | {type:"textStyles", styles}
 * | {type:"frame", data: Float32Array, count, full, shift, flush} (`shift`, device px, moves the kept
 * image before the draws: a scroll).
 * Message out: an array of drawn frames' ArrayBuffers, transferred back for reuse every RETURN_BATCH
 * frames rather than after each, so that the page's thread gets one message task per RETURN_BATCH
 * paints instead of one per paint; at once after a frame with `flush` (the page waits for them). Each
 * buffer's first 8 bytes carry the time its frame was drawn (Unix ms, float64): what a probe reads to
 * tell the update-to-screen latency, beyond the page's paint.
 */

const RETURN_BATCH = 4;

type WorkerMessage =
  | { type: "init"; canvas: OffscreenCanvas; background: string; resolution?: number }
  | { type: "resize"; width: number; height: number; resolution?: number }
  | { type: "background"; background: string }
  | { type: "source"; id: number; image: ImageData; x: number; y: number; width: number; height: number }
  | { type: "recipe"; id: number; width: number; height: number; scale: number; steps: RecipeStep[] }
  | { type: "forget"; ids: number[] }
  | { type: "colors"; colors: string[] }
  | { type: "textStyles"; styles: TextStyle[] }
  | { type: "frame"; data: Float32Array; count: number; full: boolean; shift?: number; flush?: boolean };

/** The worker's global scope, as far as this file uses it (the DOM and worker libs do not mix). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<WorkerMessage | null>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

let canvas: OffscreenCanvas | null = null;
let replay: CanvasReplay | null = null;
let drawn: ArrayBuffer[] = [];

function context2d(target: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  return target.getContext("2d") as OffscreenCanvasRenderingContext2D;
}

function drawRecipe(draw: CanvasReplay, m: Extract<WorkerMessage, { type: "recipe" }>): void {
  let source = draw.source(m.id) as OffscreenCanvas | undefined;
  if (source === undefined) {
    source = new OffscreenCanvas(m.width, m.height);
    const c = context2d(source);
    c.scale(m.scale, m.scale);
    c.textBaseline = "alphabetic";
    draw.setSource(m.id, source);
  }
  replayRecipe(context2d(source), m.steps, 0);
}

function putPixels(draw: CanvasReplay, m: Extract<WorkerMessage, { type: "source" }>): void {
  let source = draw.source(m.id) as OffscreenCanvas | undefined;
  if (source === undefined || source.width !== m.width || source.height !== m.height) {
    source = new OffscreenCanvas(m.width, m.height);
    draw.setSource(m.id, source);
  }
  context2d(source).putImageData(m.image, m.x, m.y);
}

function drawFrame(draw: CanvasReplay, m: Extract<WorkerMessage, { type: "frame" }>): void {
  try {
    draw.drawFrame(m.data, m.count, m.full, (m.shift ?? 0) | 0);
  } finally {
    new Float64Array(m.data.buffer, 0, 1)[0] = performance.timeOrigin + performance.now();
    drawn.push(m.data.buffer as ArrayBuffer);
    if (drawn.length >= RETURN_BATCH || m.flush === true) {
      scope.postMessage(drawn, drawn);
      drawn = [];
    }
  }
}

function handle(draw: CanvasReplay, target: OffscreenCanvas, m: WorkerMessage): void {
  switch (m.type) {
    case "background":
      draw.setBackground(m.background);
      break;
    case "resize":
      target.width = m.width;
      target.height = m.height;
      draw.resized(m.resolution);
      break;
    case "source":
      putPixels(draw, m);
      break;
    case "recipe":
      drawRecipe(draw, m);
      break;
    case "forget":
      for (const id of m.ids) draw.forgetSource(id);
      break;
    case "colors":
      draw.addColors(m.colors);
      break;
    case "textStyles":
      draw.addTextStyles(m.styles);
      break;
    case "frame":
      drawFrame(draw, m);
      break;
  }
}

scope.onmessage = (event) => {
  const m = event.data;
  if (m === null || typeof m !== "object") return;
  if (m.type === "init") {
    canvas = m.canvas;
    const context = canvas.getContext("2d", { alpha: false }) as OffscreenCanvasRenderingContext2D;
    replay = new CanvasReplay(context, m.background, m.resolution ?? 1);
    return;
  }
  if (replay !== null && canvas !== null) handle(replay, canvas, m);
};
