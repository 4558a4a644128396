import type { Browser } from "playwright-core";
import type { GridId } from "./options";
import type { GridResult } from "./results";

/** Line colours per grid; ours in the board's green and purple, peers in neutral hues. */
const COLORS: Record<GridId, string> = {
  "board-canvas": "#1ed760",
  "board-webgl": "#d66bff",
  "board-worker": "#0f9d58",
  "board-page": "#7cb342",
  "ag-grid": "#ff4d4f",
  glide: "#33c3f0",
  "react-dom": "#f5c518",
  "feed-only": "#8a8f98",
  "bare-page": "#5a5f68",
};
const PANEL_W = 560;
const PANEL_H = 380;
const MARGIN = { left: 56, right: 36, top: 40, bottom: 48 };
const LEGEND_H = 40;
const LEGEND_STEP = 150;
const LEGEND_X = 16;
/** Wide enough for the title and a legend of every grid. */
const MIN_WIDTH = 940;

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Main-thread busy % against updates per second (log scale), one line per grid, one panel per row
 * count: a plain SVG string.
 */
export function busyChartSvg(results: readonly GridResult[], title: string): string {
  const rowsList = [...new Set(results.map((r) => r.rows))].sort((a, b) => a - b);
  const rates = [...new Set(results.map((r) => r.rate))].sort((a, b) => a - b);
  const grids = [...new Set(results.map((r) => r.grid))];
  // Every grid's legend entry inside the image (seven grids overflowed one panel's width).
  const width = Math.max(PANEL_W * rowsList.length, MIN_WIDTH, 2 * LEGEND_X + grids.length * LEGEND_STEP);
  const height = PANEL_H + LEGEND_H + 36;
  const maxBusy = Math.max(10, ...results.map((r) => r.median?.busyPct ?? 0));
  const step = maxBusy <= 50 ? 10 : 20;
  const yMax = Math.min(100, Math.ceil(maxBusy / step) * step);
  const panelW = width / rowsList.length;
  const plotW = panelW - MARGIN.left - MARGIN.right;
  const plotH = PANEL_H - MARGIN.top - MARGIN.bottom;
  const logMin = Math.log10(rates[0]);
  const logSpan = Math.max(Math.log10(rates[rates.length - 1]) - logMin, 1e-9);
  const x = (rate: number): number =>
    rates.length === 1 ? plotW / 2 : ((Math.log10(rate) - logMin) / logSpan) * plotW;
  const y = (busy: number): number => plotH - (Math.min(busy, yMax) / yMax) * plotH;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="Arial, sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="12" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    `<text x="12" y="40" fill="#57606a">y: main-thread busy % (CDP TaskDuration / wall time), median of the windows; x: log scale</text>`,
  ];
  rowsList.forEach((rows, p) => {
    const ox = p * panelW + MARGIN.left;
    const oy = 36 + MARGIN.top;
    parts.push(`<g transform="translate(${ox},${oy})">`);
    parts.push(`<text x="${plotW / 2}" y="-10" text-anchor="middle" font-weight="bold">${rows} rows</text>`);
    for (let tick = 0; tick <= yMax; tick += step) {
      parts.push(`<line x1="0" x2="${plotW}" y1="${y(tick)}" y2="${y(tick)}" stroke="#e1e4e8"/>`);
      parts.push(`<text x="-6" y="${y(tick) + 4}" text-anchor="end">${tick}%</text>`);
    }
    for (const rate of rates) {
      parts.push(`<line x1="${x(rate)}" x2="${x(rate)}" y1="0" y2="${plotH}" stroke="#f0f2f4"/>`);
      parts.push(
        `<text x="${x(rate)}" y="${plotH + 16}" text-anchor="middle">${rate.toLocaleString("en-US")}</text>`,
      );
    }
    parts.push(
      `<text x="${plotW / 2}" y="${plotH + 36}" text-anchor="middle">field updates per second</text>`,
    );
    parts.push(`<line x1="0" x2="0" y1="0" y2="${plotH}" stroke="#57606a"/>`);
    parts.push(`<line x1="0" x2="${plotW}" y1="${plotH}" y2="${plotH}" stroke="#57606a"/>`);
    for (const grid of grids) {
      const points = results
        .filter((r) => r.rows === rows && r.grid === grid && r.median !== null)
        .sort((a, b) => a.rate - b.rate)
        .map((r) => `${x(r.rate).toFixed(1)},${y(r.median!.busyPct).toFixed(1)}`);
      if (points.length === 0) continue;
      const dash = grid === "feed-only" ? ' stroke-dasharray="5,4"' : "";
      parts.push(
        `<polyline data-grid="${grid}" points="${points.join(" ")}" fill="none" stroke="${COLORS[grid]}" stroke-width="2.5"${dash}/>`,
      );
      for (const point of points) {
        const [px, py] = point.split(",");
        parts.push(`<circle cx="${px}" cy="${py}" r="3.5" fill="${COLORS[grid]}"/>`);
      }
    }
    parts.push("</g>");
  });
  const legendY = height - LEGEND_H / 2;
  grids.forEach((grid, i) => {
    const lx = LEGEND_X + i * LEGEND_STEP;
    parts.push(
      `<line x1="${lx}" x2="${lx + 24}" y1="${legendY}" y2="${legendY}" stroke="${COLORS[grid]}" stroke-width="3"/>`,
    );
    parts.push(`<text x="${lx + 30}" y="${legendY + 4}">${grid}</text>`);
  });
  parts.push("</svg>");
  return parts.join("\n");
}

/** Rasterises an SVG with the benchmark's own Chromium (a page screenshot). */
export async function svgToPng(browser: Browser, svg: string): Promise<Buffer> {
  const size = /width="(\d+)" height="(\d+)"/.exec(svg);
  const width = Number(size?.[1] ?? 800);
  const height = Number(size?.[2] ?? 400);
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    return await page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height } });
  } finally {
    await context.close();
  }
}
