import { useStore } from "@nanostores/react";
import type { BoardTheme } from "@vnboard/board-canvas";
import { PriceColor } from "@vnboard/feed";
import { useMemo } from "react";
import { market } from "../../shared/feed/market";
import { $boardTheme } from "../../shared/theme/theme-store";
import type { IndexCardChartSetup } from "./use-index-card-view";

const charts = market.indexCharts;

/** The index mini-charts' setup in a board theme's colours (the strip's cards and the plasma panels). */
export function indexChartSetup(theme: BoardTheme): IndexCardChartSetup {
  const colors = theme.priceText;
  return {
    colors: {
      up: colors[PriceColor.UP],
      down: colors[PriceColor.DOWN],
      reference: colors[PriceColor.REFERENCE],
      // The muted grey at 45%: light enough under the line on either background.
      volume: "rgba(138, 143, 152, 0.45)",
    },
    columns: {
      time: charts.column("time"),
      value: charts.column("value"),
      quantity: charts.column("quantity"),
      isTemp: charts.column("isTemp"),
    },
    tempId: charts.strings.intern("Y"),
  };
}

/**
 * The mini-charts' setup in the chosen theme: a new object when the theme or palette changes, which
 * rebuilds the cards' renderers and redraws them (the controller draws a newly attached view at once).
 */
export function useIndexChartSetup(): IndexCardChartSetup {
  const theme = useStore($boardTheme);
  return useMemo(() => indexChartSetup(theme), [theme]);
}
