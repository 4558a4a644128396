/** Room around a chart's plot, in CSS px: the value axis on the right, the time axis below. */
export interface PlotInsets {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The plot inside a chart's axes, in CSS px. */
export interface PlotArea {
  left: number;
  top: number;
  /** At least 1, however small the canvas. */
  width: number;
  height: number;
  /** left + width: where the value axis' labels start (4 px further). */
  right: number;
  /** top + height. */
  bottom: number;
  /** The middle of the time axis band under the plot: the baseline of its labels. */
  timeAxisY: number;
}

/** The plot of a `width` x `height` chart with `insets` around it. */
export function plotArea(width: number, height: number, insets: PlotInsets): PlotArea {
  const plotWidth = Math.max(1, width - insets.left - insets.right);
  const plotHeight = Math.max(1, height - insets.top - insets.bottom);
  return {
    left: insets.left,
    top: insets.top,
    width: plotWidth,
    height: plotHeight,
    right: insets.left + plotWidth,
    bottom: insets.top + plotHeight,
    timeAxisY: height - insets.bottom / 2,
  };
}
