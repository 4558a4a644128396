import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation";
import type { IndexCardChartSetup } from "../../index-strip/IndexCard";
import { IndexCardView } from "../../index-strip/index-card-view";
import { IndexChartRenderer } from "../../index-strip/index-chart-renderer";
import type { IndexStripController } from "../../index-strip/index-strip-controller";

/**
 * One index of the plasma screen (spec 2.3.10): name, status, value, change, percent, volume, value,
 * up/unchanged/down counts and the intraday chart. React renders the empty structure once; the strip
 * controller writes the numbers (at most once a second) and redraws the chart when its series moves.
 */
export function PlasmaIndexPanel({
  code,
  controller,
  chartSetup,
}: {
  code: string;
  controller: IndexStripController;
  chartSetup: IndexCardChartSetup;
}) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    const canvas = canvasRef.current;
    if (root === null || canvas === null) return;
    const renderer = new IndexChartRenderer(canvas, chartSetup.colors, chartSetup.columns, chartSetup.tempId);
    return controller.attach(code, new IndexCardView(root, { canvas, renderer }));
  }, [controller, code, chartSetup]);
  return (
    <article ref={rootRef} className="plasma-index" data-index={code}>
      <header className="plasma-index-head">
        <span className="plasma-index-name" data-field="name" />
        <span className="plasma-index-status" data-field="status" />
      </header>
      <div className="plasma-index-main" data-color-of="main">
        <span className="plasma-index-value" data-field="value" />
        <span data-field="change" />
        <span data-field="percent" />
      </div>
      <canvas
        ref={canvasRef}
        className="plasma-chart"
        data-points="0"
        role="img"
        aria-label={t("indexStrip.chart")}
      />
      <dl className="plasma-index-totals">
        <dt>{t("special.col.volume")}</dt>
        <dd data-field="volume" />
        <dt>{t("special.col.value")}</dt>
        <dd data-field="tradedValue" />
      </dl>
      <div className="plasma-index-counts">
        <span className="count-up" title={t("special.col.up")}>
          ▲ <span data-field="up" />
        </span>
        <span className="count-same" title={t("special.col.noChange")}>
          ■ <span data-field="noChange" />
        </span>
        <span className="count-down" title={t("special.col.down")}>
          ▼ <span data-field="down" />
        </span>
      </div>
    </article>
  );
}
