/**
 * The page of the canvas-commit floor benchmark (canvas-commit-floor.bench.ts): a board-sized canvas
 * (1920 x 1032 CSS px at DPR 1, below a 48 px header as in the peers' pages) that redraws `rows`
 * random rows of 12 price cells (a fill and a right-aligned number each) `hz` times a second, and
 * nothing else. What it costs Chromium to show such a frame, whatever drew it, is the floor under every
 * canvas grid's whole-process CPU at the same frame rate.
 *
 * Query: `surface=worker` (the canvas transferred to a worker, as the board's default worker surface) or
 * `surface=page` (drawn on the page's main thread, as Glide Data Grid draws); `strips=K` splits the
 * canvas into K stacked canvases, each committed only when a row in it changed; `rows`, `hz`; `probe=1`
 * adds the peers pages' 60 Hz requestAnimationFrame loop (peer-probe.ts), so that the floor can be read
 * as the peers benchmark sees it. `rows=0` draws nothing: the page's own cost.
 *
 * A string, so that the bench serves it as written.
 */
export const COMMIT_FLOOR_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>canvas commit floor</title></head>
<body style="margin:0;background:#000">
<div id="host" style="position:absolute;top:48px;left:0;width:1920px;height:1032px"></div>
<script>
"use strict";
const query = new URLSearchParams(location.search);
const surface = query.get("surface") ?? "worker";
// Out-of-range or malformed values fall back to a sane range rather than a busy loop or no canvas.
const clamp = (name, fallback, min, max) => {
  const value = Math.round(Number(query.get(name) ?? fallback));
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
};
const strips = clamp("strips", 1, 1, 64);
const rowsPerFrame = clamp("rows", 3, 0, 1000);
const hz = clamp("hz", 10, 1, 60);
const WIDTH = 1920, HEIGHT = 1032, ROW = 22, CELLS = 12, VISIBLE = Math.floor(HEIGHT / ROW);
// The drawer: the same code in a worker or on the page (its own scope: sizes come in init). It draws row r's cells into every strip the
// row crosses, in that strip's own coordinates.
const drawer = \`
let contexts = [];
let stripHeight = 0;
let ROW = 0;
let CELLS = 0;
function init(canvases, height, rowHeight, cells) {
  stripHeight = height;
  ROW = rowHeight;
  CELLS = cells;
  contexts = canvases.map((canvas) => {
    const c = canvas.getContext("2d", { alpha: false });
    c.fillStyle = "#111";
    c.fillRect(0, 0, canvas.width, canvas.height);
    c.font = "13px sans-serif";
    c.textAlign = "right";
    return c;
  });
}
function draw(rows, tick) {
  for (const row of rows) {
    const top = row * ROW;
    const first = Math.floor(top / stripHeight);
    const last = Math.min(contexts.length - 1, Math.floor((top + ROW - 1) / stripHeight));
    for (let s = first; s <= last; s++) {
      const c = contexts[s];
      const y = top - s * stripHeight;
      for (let cell = 0; cell < CELLS; cell++) {
        c.fillStyle = (row + cell + tick) % 2 === 0 ? "#1c2a1c" : "#2a1c1c";
        c.fillRect(400 + cell * 120, y, 118, ROW - 1);
        c.fillStyle = "#3f3";
        c.fillText(String((Math.random() * 100000) | 0), 510 + cell * 120, y + 16);
      }
    }
  }
}
\`;
const stripHeight = Math.ceil(HEIGHT / strips);
const canvases = [];
for (let s = 0; s < strips; s++) {
  const canvas = document.createElement("canvas");
  const height = Math.min(stripHeight, HEIGHT - s * stripHeight);
  canvas.width = WIDTH;
  canvas.height = height;
  canvas.style.cssText = "position:absolute;left:0;top:" + s * stripHeight + "px;width:" + WIDTH + "px;height:" + height + "px";
  document.getElementById("host").appendChild(canvas);
  canvases.push(surface === "worker" ? canvas.transferControlToOffscreen() : canvas);
}
let send;
if (surface === "worker") {
  const source = drawer + "onmessage = (e) => e.data.init ? init(e.data.canvases, e.data.stripHeight, e.data.row, e.data.cells) : draw(e.data.rows, e.data.tick);";
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
  worker.postMessage({ init: true, canvases, stripHeight, row: ROW, cells: CELLS }, canvases);
  send = (rows, tick) => worker.postMessage({ rows, tick });
} else {
  const local = new Function(drawer + "return { init, draw };")();
  local.init(canvases, stripHeight, ROW, CELLS);
  send = local.draw;
}
let tick = 0;
const chosen = new Set();
if (rowsPerFrame > 0) setInterval(() => {
  chosen.clear();
  while (chosen.size < Math.min(rowsPerFrame, VISIBLE)) chosen.add((Math.random() * VISIBLE) | 0);
  send([...chosen], tick++);
}, 1000 / hz);
if (query.get("probe") === "1") {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {};
  const loop = () => { channel.port2.postMessage(0); requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
}
document.title = "ready";
</script></body></html>
`;
