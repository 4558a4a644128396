import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { afterFirstRows, FIRST_ROWS_HOLD_MS } from "../../shared/feed/first-rows-hold";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { HEADER_INDEX_CODES, type HeaderIndexCode } from "./header-indices";
import { IndexCard } from "./IndexCard";
import { IndexCardSkeletons } from "./IndexCardSkeletons";
import { IndexStripController } from "./index-strip-controller";
import { $subscribedIndices } from "./index-strip-settings";
import { toggleIndexSubscription } from "./index-subscriptions";
import { useIndexChartSetup } from "./use-index-chart-setup";

function toggle(code: HeaderIndexCode): void {
  $subscribedIndices.set(toggleIndexSubscription($subscribedIndices.get(), code));
}

/**
 * The strip's cards, with their controller and charts: a part of its own, loaded after the board's first
 * rows (IndexStrip.tsx), whose loading cards it keeps until the header indices are in. `onReady` says
 * when the cards show values (the strip's `aria-busy`).
 */
export function IndexStripCards({
  withCharts,
  onReady,
}: {
  withCharts: boolean;
  onReady: (ready: boolean) => void;
}) {
  const { t, language } = useTranslation();
  const chartSetup = useIndexChartSetup();
  const subscribed = useStore($subscribedIndices);
  const [controller] = useState(() => {
    const created = new IndexStripController(market, HEADER_INDEX_CODES);
    created.setLanguage(language, (key) => t(key));
    return created;
  });
  const ready = useStore(controller.$ready);
  useEffect(() => onReady(ready), [onReady, ready]);

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

  if (!ready) return <IndexCardSkeletons />;
  return (
    <div className="index-strip-cards">
      {HEADER_INDEX_CODES.map((code) => (
        <IndexCard
          key={code}
          code={code}
          controller={controller}
          withChart={withCharts}
          subscribed={subscribed.includes(code)}
          chartSetup={chartSetup}
          onToggle={toggle}
        />
      ))}
    </div>
  );
}
