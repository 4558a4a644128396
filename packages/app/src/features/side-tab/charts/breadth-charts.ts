import { arc } from "d3-shape";
import { activeChartStyle, type ChartStyle } from "../../../shared/chart/chart-style";
import { ChartSurface } from "../../../shared/chart/chart-surface";
import { pieSlices, positive, valueBars } from "./breadth-geometry";

/** Up, unchanged and down figures of an index (counts for the pie, traded values for the bars). */
export interface BreadthData {
  /** [up, unchanged, down]. */
  values: readonly [number, number, number];
  /** Labels of the three parts in the user's language. */
  labels: readonly [string, string, string];
  format(value: number): string;
  emptyText: string;
}

const colorsOf = (style: ChartStyle) => [style.up, style.reference, style.down] as const;

/** Base of the two breadth charts: a surface, data, and the ChartCanvas renderer contract. */
abstract class BreadthChart {
  protected readonly surface: ChartSurface;
  protected data: BreadthData | null = null;
  protected drawn = 0;

  constructor(
    canvas: HTMLCanvasElement,
    protected readonly style: ChartStyle = activeChartStyle(),
  ) {
    this.surface = new ChartSurface(canvas);
  }

  setData(data: BreadthData): void {
    this.data = data;
  }

  setHover(_x: number): void {}

  resize(cssWidth: number, cssHeight: number, dpr: number): boolean {
    return this.surface.resize(cssWidth, cssHeight, dpr);
  }

  pointCount(): number {
    return this.drawn;
  }

  destroy(): void {
    this.data = null;
  }

  abstract render(): void;
}

/** Spec 2.4: the up/unchanged/down pie (a ring) with a legend of counts and shares. */
export class BreadthPie extends BreadthChart {
  render(): void {
    const style = this.style;
    const ctx = this.surface.begin(style.background);
    this.drawn = 0;
    const data = this.data;
    if (ctx === null || data === null) return;
    const h = this.surface.height;
    const radius = Math.max(4, Math.min(h / 2 - 6, this.surface.width / 4));
    const cx = radius + 8;
    const cy = h / 2;
    ctx.font = style.font;
    ctx.textBaseline = "middle";
    const slices = pieSlices(data.values);
    const ring = arc<{ startAngle: number; endAngle: number }>()
      .innerRadius(radius * 0.55)
      .outerRadius(radius)
      .context(ctx);
    ctx.save();
    ctx.translate(cx, cy);
    if (slices.length === 0) {
      // Blank ring when nothing traded yet (spec 9: blank lines when empty).
      ctx.strokeStyle = style.grid;
      ctx.beginPath();
      ring({ startAngle: 0, endAngle: Math.PI * 2 });
      ctx.stroke();
    }
    const colors = colorsOf(style);
    for (const slice of slices) {
      ctx.fillStyle = colors[slice.index];
      ctx.beginPath();
      ring(slice);
      ctx.fill();
    }
    ctx.restore();
    this.drawn = slices.length;
    const total = positive(data.values[0]) + positive(data.values[1]) + positive(data.values[2]);
    const legendX = cx + radius + 14;
    for (let i = 0; i < 3; i++) {
      const ly = cy + (i - 1) * 18;
      ctx.fillStyle = colors[i];
      ctx.fillRect(legendX, ly - 5, 10, 10);
      ctx.fillStyle = style.axisText;
      ctx.textAlign = "left";
      const share = total > 0 ? ` (${((positive(data.values[i]) / total) * 100).toFixed(1)}%)` : "";
      ctx.fillText(`${data.labels[i]} ${data.format(data.values[i])}${share}`, legendX + 16, ly);
    }
    if (slices.length === 0) {
      ctx.textAlign = "center";
      ctx.fillText(data.emptyText, cx, cy);
    }
  }
}

const LABEL_HEIGHT = 16;

/** Spec 2.4: traded value of advancing, unchanged and declining stocks as three bars. */
export class ValueBarsChart extends BreadthChart {
  render(): void {
    const style = this.style;
    const ctx = this.surface.begin(style.background);
    this.drawn = 0;
    const data = this.data;
    if (ctx === null || data === null) return;
    const width = this.surface.width;
    const height = this.surface.height;
    const plotTop = LABEL_HEIGHT;
    const plotHeight = Math.max(1, height - LABEL_HEIGHT * 2);
    ctx.font = style.font;
    ctx.textBaseline = "middle";
    ctx.textAlign = "center";
    ctx.strokeStyle = style.grid;
    ctx.beginPath();
    ctx.moveTo(4, plotTop + plotHeight + 0.5);
    ctx.lineTo(width - 4, plotTop + plotHeight + 0.5);
    ctx.stroke();
    const bars = valueBars(data.values, 4, plotTop, width - 8, plotHeight);
    const colors = colorsOf(style);
    for (let i = 0; i < bars.length; i++) {
      const bar = bars[i];
      const centre = bar.x + bar.width / 2;
      if (bar.height > 0) {
        ctx.fillStyle = colors[i];
        ctx.fillRect(Math.round(bar.x), Math.round(bar.y), bar.width, Math.max(1, Math.round(bar.height)));
        this.drawn++;
      }
      ctx.fillStyle = style.axisText;
      ctx.fillText(data.format(data.values[i]), centre, Math.max(8, bar.y - 8));
      ctx.fillText(data.labels[i], centre, height - LABEL_HEIGHT / 2);
    }
    if (this.drawn === 0) ctx.fillText(data.emptyText, width / 2, plotTop + plotHeight / 2);
  }
}
