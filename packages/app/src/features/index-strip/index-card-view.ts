import type { Series } from "@vnboard/feed";
import type { IndexCardText } from "./index-card-text";
import type { IndexChartRenderer } from "./index-chart-renderer";
import type { IndexCardSink } from "./index-strip-controller";

/** The text fields a card's markup marks with `data-field`. */
const TEXT_FIELDS = [
  "name",
  "value",
  "change",
  "percent",
  "volume",
  "tradedValue",
  "up",
  "upCeil",
  "noChange",
  "down",
  "downFloor",
  "status",
  "low",
  "high",
] as const satisfies readonly (keyof IndexCardText)[];

/**
 * Writes a card's numbers straight into its DOM nodes (React rendered them empty and never touches
 * them again), comparing before each write so that an unchanged value costs no DOM work. Colours go
 * in `data-color` attributes, which React does not own either.
 */
export class IndexCardView implements IndexCardSink {
  readonly drawChart?: (series: Series | undefined, prior: number) => void;
  private readonly nodes: (Element | null)[];
  private readonly main: Element | null;
  private readonly low: Element | null;
  private readonly high: Element | null;
  private readonly statusNode: Element | null;

  constructor(root: HTMLElement, chart: { renderer: IndexChartRenderer; canvas: HTMLCanvasElement } | null) {
    this.nodes = TEXT_FIELDS.map((field) => root.querySelector(`[data-field="${field}"]`));
    this.main = root.querySelector("[data-color-of=main]");
    this.low = this.nodes[TEXT_FIELDS.indexOf("low")];
    this.high = this.nodes[TEXT_FIELDS.indexOf("high")];
    this.statusNode = this.nodes[TEXT_FIELDS.indexOf("status")];
    if (chart !== null) {
      // Also after a resize redraws the chart on its own.
      chart.renderer.onDrawn = (points) => setAttribute(chart.canvas, "data-points", String(points));
      this.drawChart = (series, prior) => void chart.renderer.draw(series, prior);
    }
  }

  setText(text: Readonly<IndexCardText>): void {
    const nodes = this.nodes;
    for (let i = 0; i < TEXT_FIELDS.length; i++) {
      const node = nodes[i];
      const value = text[TEXT_FIELDS[i]];
      if (node !== null && node.textContent !== value) node.textContent = value;
    }
    setAttribute(this.main, "data-color", text.color);
    setAttribute(this.low, "data-color", text.lowColor);
    setAttribute(this.high, "data-color", text.highColor);
    setAttribute(this.statusNode, "data-session", text.statusCode);
  }
}

function setAttribute(node: Element | null, name: string, value: string): void {
  if (node !== null && node.getAttribute(name) !== value) node.setAttribute(name, value);
}
