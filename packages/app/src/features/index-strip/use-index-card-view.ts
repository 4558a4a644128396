import { useLayoutEffect, useRef } from "react";
import type { HeaderIndexCode } from "./header-indices";
import { IndexCardView } from "./index-card-view";
import { type IndexChartColors, type IndexChartColumns, IndexChartRenderer } from "./index-chart-renderer";
import type { IndexStripController } from "./index-strip-controller";

/** What a card's chart is drawn with: its colours, the chart store's columns, the temporary point's id. */
export interface IndexCardChartSetup {
  colors: IndexChartColors;
  columns: IndexChartColumns;
  tempId: number;
}

/**
 * Attaches an index card to the strip's controller: the controller writes the numbers through an
 * IndexCardView over the card's element (`rootRef`) and, when `showChart` (FULL mode, a followed index),
 * draws its chart on the canvas (`canvasRef`). The view is rebuilt when the chart area comes or goes.
 */
export function useIndexCardView(
  controller: IndexStripController,
  code: HeaderIndexCode,
  showChart: boolean,
  chartSetup: IndexCardChartSetup,
) {
  const rootRef = useRef<HTMLButtonElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  // A layout effect: the card is filled before the browser first paints it.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (root === null) return;
    // The chart area exists in FULL mode for a followed index; the view is rebuilt when it comes or goes.
    const canvas = showChart ? canvasRef.current : null;
    const chart =
      canvas === null
        ? null
        : {
            canvas,
            renderer: new IndexChartRenderer(
              canvas,
              chartSetup.colors,
              chartSetup.columns,
              chartSetup.tempId,
            ),
          };
    const detach = controller.attach(code, new IndexCardView(root, chart));
    return () => {
      detach();
      chart?.renderer.dispose();
    };
  }, [controller, code, showChart, chartSetup]);

  return { rootRef, canvasRef };
}
