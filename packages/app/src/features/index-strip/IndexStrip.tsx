import { useStore } from "@nanostores/react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { afterFirstRows, FIRST_ROWS_HOLD_MS } from "../../shared/feed/first-rows-hold";
import { feed } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { IndexCardSkeletons } from "./IndexCardSkeletons";
import { nextIndexMode } from "./index-mode";
import { $indexMode, $subscribedIndices } from "./index-strip-settings";
import { syncIndexSubscriptions } from "./index-subscriptions";
import "./index-strip.css";

/**
 * The cards' code (their controller, charts and card views) is asked for once the board's first rows are
 * painted: it is not on the board route's way to them (issue 21, bytes and first paint). Until it is in,
 * the strip shows its loading cards, the same size, so nothing moves when the cards come.
 */
const IndexStripCards = lazy(() =>
  new Promise<void>((resolve) => afterFirstRows(resolve, FIRST_ROWS_HOLD_MS))
    .then(() => import("./IndexStripCards"))
    .then((module) => ({ default: module.IndexStripCards })),
);

/** The index strip under the header (spec 2.2): one card per header index, in three modes (spec 2.3). */
export function IndexStrip() {
  const { t } = useTranslation();
  const mode = useStore($indexMode);
  const [ready, setReady] = useState(false);
  useEffect(() => syncIndexSubscriptions(feed, $subscribedIndices), []);

  const cycleMode = useCallback(() => $indexMode.set(nextIndexMode($indexMode.get())), []);
  const modeButton = (
    <button
      type="button"
      className="index-mode"
      data-mode={mode}
      aria-label={`${t("indexStrip.mode")}: ${t(`indexStrip.mode.${mode}`)}`}
      title={t("indexStrip.mode")}
      onClick={cycleMode}
    >
      {t(`indexStrip.mode.${mode}`)}
    </button>
  );

  if (mode === "HIDDEN") {
    return (
      <section
        className="index-strip index-strip-hidden"
        data-mode={mode}
        aria-label={t("indexStrip.region")}
      >
        {modeButton}
      </section>
    );
  }
  return (
    <section className="index-strip" data-mode={mode} aria-label={t("indexStrip.region")} aria-busy={!ready}>
      <Suspense fallback={<IndexCardSkeletons />}>
        <IndexStripCards withCharts={mode === "FULL"} onReady={setReady} />
      </Suspense>
      {modeButton}
    </section>
  );
}
