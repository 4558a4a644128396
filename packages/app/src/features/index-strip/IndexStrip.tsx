import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useState } from "react";
import { afterFirstRows, FIRST_ROWS_HOLD_MS } from "../../shared/feed/first-rows-hold";
import { feed, market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { HEADER_INDEX_CODES, type HeaderIndexCode } from "./header-indices";
import { IndexCard } from "./IndexCard";
import { nextIndexMode } from "./index-mode";
import { IndexStripController } from "./index-strip-controller";
import { $indexMode, $subscribedIndices } from "./index-strip-settings";
import { syncIndexSubscriptions, toggleIndexSubscription } from "./index-subscriptions";
import { useIndexChartSetup } from "./use-index-chart-setup";
import "./index-strip.css";

function toggle(code: HeaderIndexCode): void {
  $subscribedIndices.set(toggleIndexSubscription($subscribedIndices.get(), code));
}

/** The index strip under the header (spec 2.2): one card per header index, in three modes (spec 2.3). */
export function IndexStrip() {
  const { t, language } = useTranslation();
  const mode = useStore($indexMode);
  const chartSetup = useIndexChartSetup();
  const subscribed = useStore($subscribedIndices);
  const [controller] = useState(() => {
    const created = new IndexStripController(market, HEADER_INDEX_CODES);
    created.setLanguage(language, (key) => t(key));
    return created;
  });
  const ready = useStore(controller.$ready);

  // The cards fill once the board's first rows are painted: mounting 13 cards with their charts took
  // ~40 ms of the page's thread ahead of the board's first frame (issue 21, first paint).
  useEffect(() => {
    const cancel = afterFirstRows(() => controller.start(), FIRST_ROWS_HOLD_MS);
    return () => {
      cancel();
      controller.stop();
    };
  }, [controller]);
  useEffect(() => controller.setLanguage(language, (key) => t(key)), [controller, language, t]);
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
      <div className="index-strip-cards">
        {ready
          ? HEADER_INDEX_CODES.map((code) => (
              <IndexCard
                key={code}
                code={code}
                controller={controller}
                withChart={mode === "FULL"}
                subscribed={subscribed.includes(code)}
                chartSetup={chartSetup}
                onToggle={toggle}
              />
            ))
          : HEADER_INDEX_CODES.map((code) => (
              <div key={code} className="index-card index-card-skeleton" data-skeleton={code}>
                <span className="index-card-name">{code}</span>
                <span className="index-card-loading">{t("indexStrip.loading")}</span>
              </div>
            ))}
      </div>
      {modeButton}
    </section>
  );
}
