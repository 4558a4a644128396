import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "../../shared/i18n/use-translation";
import { openIndexPopup } from "../../shared/state/popup-state";
import type { HeaderIndexCode } from "./header-indices";
import { IndexCardView } from "./index-card-view";
import { type IndexChartColors, type IndexChartColumns, IndexChartRenderer } from "./index-chart-renderer";
import type { IndexStripController } from "./index-strip-controller";

export interface IndexCardChartSetup {
  colors: IndexChartColors;
  columns: IndexChartColumns;
  tempId: number;
}

interface IndexCardProps {
  code: HeaderIndexCode;
  controller: IndexStripController;
  /** FULL mode: the card has a chart area. */
  withChart: boolean;
  subscribed: boolean;
  chartSetup: IndexCardChartSetup;
  onToggle: (code: HeaderIndexCode) => void;
}

/**
 * One index card. React renders its structure and labels; the numbers are written by the strip's
 * controller through an IndexCardView (never a React render per tick). The whole card is a toggle
 * button: it follows or unfollows the index (spec 2.2), so Tab reaches it and Enter or Space toggles.
 */
export function IndexCard({ code, controller, withChart, subscribed, chartSetup, onToggle }: IndexCardProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLButtonElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const showChart = withChart && subscribed;

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
    return controller.attach(code, new IndexCardView(root, chart));
  }, [controller, code, showChart, chartSetup]);

  return (
    // The details button sits beside the card, not inside it: the card's own click follows the index.
    <div className="index-card-slot" data-slot={code}>
      <button
        type="button"
        ref={rootRef}
        className="index-card"
        data-index={code}
        aria-pressed={subscribed}
        title={t("indexStrip.toggleHint")}
        onClick={() => onToggle(code)}
      >
        <span className="index-card-head">
          <span className="index-card-name" data-field="name" />
          <span className="index-card-status" data-field="status" />
        </span>
        <span className="index-card-main" data-color-of="main">
          <span className="index-card-value" data-field="value" />
          <span data-field="change" />
          <span data-field="percent" />
        </span>
        {withChart &&
          (showChart ? (
            <canvas
              ref={canvasRef}
              className="index-card-chart"
              data-points="0"
              role="img"
              aria-label={t("indexStrip.chart")}
            />
          ) : (
            <span className="index-card-chart index-card-follow">{t("indexStrip.follow")}</span>
          ))}
        <span className="index-card-totals">
          <span>
            {t("indexStrip.volume")} <span data-field="volume" />
          </span>
          <span>
            {t("indexStrip.value")} <span data-field="tradedValue" />
          </span>
        </span>
        <span className="index-card-counts">
          <Count field="up" arrow="▲" label={t("indexStrip.up")} />
          <Count field="upCeil" arrow="▲" label={t("indexStrip.upCeil")} />
          <Count field="noChange" arrow="■" label={t("indexStrip.noChange")} />
          <Count field="down" arrow="▼" label={t("indexStrip.down")} />
          <Count field="downFloor" arrow="▼" label={t("indexStrip.downFloor")} />
        </span>
        <span className="index-card-range" data-range={code}>
          <span>
            {t("indexStrip.low")} <span data-field="low" />
          </span>
          <span>
            {t("indexStrip.high")} <span data-field="high" />
          </span>
        </span>
      </button>
      <button
        type="button"
        className="index-card-details"
        data-details={code}
        title={t("indexStrip.details")}
        aria-label={`${t("indexStrip.details")} ${code}`}
        onClick={() => openIndexPopup(code)}
      >
        ⓘ
      </button>
    </div>
  );
}

/** A count with its coloured arrow; the label is read by screen readers and shown as a tooltip. */
function Count({ field, arrow, label }: { field: string; arrow: string; label: string }) {
  return (
    <span className="index-card-count" data-count={field} title={label}>
      <span className="index-card-arrow" aria-hidden="true">
        {arrow}
      </span>
      <span className="visually-hidden">{label}</span>
      <span data-field={field} />
    </span>
  );
}
