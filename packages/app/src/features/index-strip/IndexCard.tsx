import type { RefObject } from "react";
import { useTranslation } from "../../shared/i18n/use-translation";
import { openIndexPopup } from "../../shared/state/popup-state";
import type { HeaderIndexCode } from "./header-indices";
import type { IndexStripController } from "./index-strip-controller";
import { type IndexCardChartSetup, useIndexCardView } from "./use-index-card-view";

export type { IndexCardChartSetup } from "./use-index-card-view";

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
  const showChart = withChart && subscribed;
  const { rootRef, canvasRef } = useIndexCardView(controller, code, showChart, chartSetup);

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
        {withChart && <CardChart showChart={showChart} canvasRef={canvasRef} />}
        <span className="index-card-totals">
          <span>
            {t("indexStrip.volume")} <span data-field="volume" />
          </span>
          <span>
            {t("indexStrip.value")} <span data-field="tradedValue" />
          </span>
        </span>
        <CardCounts />
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

/** The chart area: the followed index's canvas, else a hint that following it draws its chart. */
function CardChart({
  showChart,
  canvasRef,
}: {
  showChart: boolean;
  canvasRef: RefObject<HTMLCanvasElement | null>;
}) {
  const { t } = useTranslation();
  return showChart ? (
    <canvas
      ref={canvasRef}
      className="index-card-chart"
      data-points="0"
      role="img"
      aria-label={t("indexStrip.chart")}
    />
  ) : (
    <span className="index-card-chart index-card-follow">{t("indexStrip.follow")}</span>
  );
}

/** The breadth counts: up, at ceiling, unchanged, down, at floor. */
function CardCounts() {
  const { t } = useTranslation();
  return (
    <span className="index-card-counts">
      <Count field="up" arrow="▲" label={t("indexStrip.up")} />
      <Count field="upCeil" arrow="▲" label={t("indexStrip.upCeil")} />
      <Count field="noChange" arrow="■" label={t("indexStrip.noChange")} />
      <Count field="down" arrow="▼" label={t("indexStrip.down")} />
      <Count field="downFloor" arrow="▼" label={t("indexStrip.downFloor")} />
    </span>
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
