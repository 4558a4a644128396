import { TEXT_COMMAND } from "./command-batch";

/**
 * The board worker's code, as a string started from a Blob URL. A string rather than a module file
 * because the engine ships to hosts with any bundler or none (examples/ use an import map): a worker
 * file would need each bundler's own worker syntax, and a function's `toString()` breaks as soon as a
 * build step rewrites it. The worker knows nothing of the board: it draws command buffers
 * (command-batch.ts) with Canvas2D onto the transferred OffscreenCanvas and hands each buffer back.
 *
 * Messages in: {type:"init", canvas, background, resolution} | {type:"resize", width, height, resolution}
 * (device px; `resolution`, device px per CSS px, scales the text styles' fonts)
 * | {type:"source", id, image: ImageData, x, y, width, height} (pixels at x, y of a source of width x
 * height device px; the first of a source is all of it) | {type:"recipe", id, width, height, scale, steps}
 * | {type:"colors", colors} (fill colours after those sent; a command of id -1 - k fills with the k-th)
 * | {type:"textStyles", styles: [{font, color}]} (text styles after those sent, fonts in CSS px; a command
 * of id TEXT_COMMAND - k is a run of text in the k-th, its char codes in the slots after it)
 * | {type:"frame", data: Float32Array, count, full, shift, flush}:
 * a recipe's steps (texture-recipe.ts, not sent before) are drawn into the source's own canvas, made
 * at `width` x `height` device px on the first; `drawRecipe` is `replayRecipe` written again here.
 * `shift` (device px) moves the kept image up (down when negative) before the draws, filling the
 * uncovered strip with the background (a scroll: render/scroll-shift.ts).
 * Message out: an array of drawn frames' ArrayBuffers, transferred back for reuse every RETURN_BATCH
 * frames rather than after each, so that the page's thread gets one message task per RETURN_BATCH
 * paints instead of one per paint; at once after a frame with `flush` (the page waits for them). Each
 * buffer's first 8 bytes carry the time its frame was drawn (Unix ms, float64): what a probe reads to
 * tell the update-to-screen latency, beyond the page's paint.
 */
export const BOARD_WORKER_SOURCE = `"use strict";
const TEXT_COMMAND = ${TEXT_COMMAND};
const ALIGNS = ["left", "right", "center"];
let canvas = null;
let context = null;
let background = "#000";
let alpha = 1;
let fill = "";
let font = "";
let textAlign = "";
let resolution = 1;
const fills = [];
const textStyles = [];
const textFonts = [];
const sources = [];
const RETURN_BATCH = 4;
let drawn = [];

function shiftImage(dy) {
  const width = canvas.width;
  const kept = canvas.height - Math.abs(dy);
  if (kept <= 0) return;
  context.globalAlpha = 1;
  alpha = 1;
  if (dy > 0) context.drawImage(canvas, 0, dy, width, kept, 0, 0, width, kept);
  else context.drawImage(canvas, 0, 0, width, kept, 0, -dy, width, kept);
  context.fillStyle = fill = background;
  context.fillRect(0, dy > 0 ? kept : 0, width, Math.abs(dy));
}

function drawRecipe(m) {
  let source = sources[m.id];
  if (source === undefined) {
    source = new OffscreenCanvas(m.width, m.height);
    const c = source.getContext("2d");
    c.scale(m.scale, m.scale);
    c.textBaseline = "alphabetic";
    sources[m.id] = source;
  }
  const c = source.getContext("2d");
  let font = "";
  for (const step of m.steps) {
    c.fillStyle = step.color;
    if (step.kind === "fill") {
      c.fillRect(step.x, step.y, step.width, step.height);
    } else {
      if (step.font !== font) {
        c.font = step.font;
        font = step.font;
      }
      c.fillText(step.text, step.x, step.y);
    }
  }
}

function deviceFont(cssFont) {
  return cssFont.replace(/([0-9.]+)px/, (_, size) => Number(size) * resolution + "px");
}

function scaleFonts() {
  for (let k = 0; k < textStyles.length; k++) textFonts[k] = deviceFont(textStyles[k].font);
  font = "";
}

function drawText(d, o, id) {
  const n = d[o + 1];
  const slots = Math.ceil(n / 10);
  const k = TEXT_COMMAND - id;
  const style = textStyles[k];
  if (style === undefined || n <= 0) return slots;
  if (textFonts[k] !== font) {
    font = textFonts[k];
    context.font = font;
  }
  if (style.color !== fill) context.fillStyle = fill = style.color;
  const align = ALIGNS[d[o + 2]] ?? "left";
  if (align !== textAlign) context.textAlign = textAlign = align;
  context.fillText(String.fromCharCode.apply(null, d.subarray(o + 10, o + 10 + n)), d[o + 5], d[o + 6]);
  return slots;
}

function drawFrame(d, count, full, shift) {
  if (!full && shift !== 0) shiftImage(shift);
  if (full) {
    context.globalAlpha = 1;
    alpha = 1;
    context.fillStyle = fill = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  for (let i = 0, o = 0; i < count; i++, o += 10) {
    const id = d[o];
    const a = d[o + 9];
    if (id <= TEXT_COMMAND) {
      if (a !== alpha) {
        context.globalAlpha = a;
        alpha = a;
      }
      const slots = drawText(d, o, id);
      i += slots;
      o += slots * 10;
      continue;
    }
    const source = id < 0 ? fills[-1 - id] : sources[id];
    if (source === undefined) continue;
    if (a !== alpha) {
      context.globalAlpha = a;
      alpha = a;
    }
    if (id < 0) {
      if (source !== fill) context.fillStyle = fill = source;
      context.fillRect(d[o + 5], d[o + 6], d[o + 7], d[o + 8]);
      continue;
    }
    context.drawImage(source, d[o + 1], d[o + 2], d[o + 3], d[o + 4], d[o + 5], d[o + 6], d[o + 7], d[o + 8]);
  }
}

self.onmessage = (event) => {
  const m = event.data;
  if (m === null || typeof m !== "object") return;
  if (m.type === "init") {
    canvas = m.canvas;
    background = m.background;
    resolution = m.resolution ?? 1;
    context = canvas.getContext("2d", { alpha: false });
    return;
  }
  if (context === null) return;
  if (m.type === "background") {
    background = m.background;
  } else if (m.type === "resize") {
    canvas.width = m.width;
    canvas.height = m.height;
    // A new size resets the context's state.
    alpha = 1;
    fill = "";
    font = "";
    textAlign = "";
    if (m.resolution !== undefined && m.resolution !== resolution) {
      resolution = m.resolution;
      scaleFonts();
    }
  } else if (m.type === "source") {
    let source = sources[m.id];
    if (source === undefined || source.width !== m.width || source.height !== m.height) {
      source = new OffscreenCanvas(m.width, m.height);
      sources[m.id] = source;
    }
    source.getContext("2d").putImageData(m.image, m.x, m.y);
  } else if (m.type === "colors") {
    fills.push(...m.colors);
  } else if (m.type === "textStyles") {
    for (const style of m.styles) {
      textFonts.push(deviceFont(style.font));
      textStyles.push(style);
    }

  } else if (m.type === "recipe") {
    drawRecipe(m);
  } else if (m.type === "frame") {
    try {
      drawFrame(m.data, m.count, m.full, m.shift | 0);
    } finally {
      new Float64Array(m.data.buffer, 0, 1)[0] = performance.timeOrigin + performance.now();
      drawn.push(m.data.buffer);
      if (drawn.length >= RETURN_BATCH || m.flush === true) {
        self.postMessage(drawn, drawn);
        drawn = [];
      }
    }
  }
};
`;
