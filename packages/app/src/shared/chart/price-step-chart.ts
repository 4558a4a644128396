import { activeChartStyle, type ChartStyle } from "./chart-style";
import { ChartSurface } from "./chart-surface";
import { type PriceStep, stepBarLength, stepRowHeight, stepVolume } from "./price-steps";

export interface PriceStepData {
  /** Highest price first (orderSteps). */
  steps: readonly PriceStep[];
  formatPrice(value: number): string;
  formatVolume(lots: number): string;
  /** CSS colour of a price (reference / up / down ... of the board's colour rules). */
  colorOf(price: number): string;
  /** Shown in the middle when there is no step ('no data' in the user's language). */
  emptyText: string;
}

const PRICE_COLUMN = 52;
const VALUE_COLUMN = 64;

/** Horizontal bars of matched volume per price (spec 2.5 price-step match chart). */
export class PriceStepChart {
  private readonly surface: ChartSurface;
  private data: PriceStepData | null = null;

  constructor(
    canvas: HTMLCanvasElement,
    private readonly style: ChartStyle = activeChartStyle(),
  ) {
    this.surface = new ChartSurface(canvas);
  }

  setData(data: PriceStepData): void {
    this.data = data;
  }

  setHover(_x: number): void {}

  resize(cssWidth: number, cssHeight: number, dpr: number): boolean {
    return this.surface.resize(cssWidth, cssHeight, dpr);
  }

  render(): void {
    const ctx = this.surface.begin(this.style.background);
    const data = this.data;
    if (ctx === null || data === null) return;
    const steps = data.steps;
    const n = steps.length;
    const width = this.surface.width;
    const rowHeight = stepRowHeight(n, this.surface.height - 4);
    let peak = 0;
    for (let i = 0; i < n; i++) peak = Math.max(peak, stepVolume(steps[i].quantity));
    const barSpace = Math.max(0, width - PRICE_COLUMN - VALUE_COLUMN);
    ctx.font = this.style.font;
    ctx.textBaseline = "middle";
    if (n === 0) {
      ctx.fillStyle = this.style.axisText;
      ctx.textAlign = "center";
      ctx.fillText(data.emptyText, width / 2, this.surface.height / 2);
      return;
    }
    for (let i = 0; i < n; i++) {
      const step = steps[i];
      const y = 2 + i * rowHeight;
      const color = data.colorOf(step.price);
      const volume = stepVolume(step.quantity);
      ctx.fillStyle = color;
      ctx.textAlign = "right";
      if (rowHeight >= 9) ctx.fillText(data.formatPrice(step.price), PRICE_COLUMN - 6, y + rowHeight / 2);
      const length = stepBarLength(volume, peak, barSpace);
      ctx.globalAlpha = 0.75;
      ctx.fillRect(
        PRICE_COLUMN,
        Math.round(y + 1),
        Math.round(length),
        Math.max(1, Math.round(rowHeight - 2)),
      );
      ctx.globalAlpha = 1;
      ctx.fillStyle = this.style.axisText;
      ctx.textAlign = "left";
      if (rowHeight >= 9)
        ctx.fillText(data.formatVolume(volume), PRICE_COLUMN + length + 4, y + rowHeight / 2);
    }
  }

  pointCount(): number {
    return this.data?.steps.length ?? 0;
  }

  destroy(): void {
    this.data = null;
  }
}
