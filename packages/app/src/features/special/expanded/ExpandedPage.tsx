import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { rest } from "../../../shared/api/rest";
import { useRestData } from "../../../shared/api/use-rest-data";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import type { BoardRoute } from "../../../shared/routes/route-table";
import { openIndexPopup } from "../../../shared/state/popup-state";
import { IndexCardView } from "../../index-strip/index-card-view";
import { IndexStripController } from "../../index-strip/index-strip-controller";
import { IndexForeign } from "../../popups/index/IndexHistoryTables";
import {
  EXPANDED_INDICES,
  EXPANDED_SYNC_MS,
  HNX_EXPANDED_INDICES,
  HSX_EXPANDED_INDICES,
} from "./expanded-indices";

/** One table row; its cells are filled by the controller through an IndexCardView (no React per tick). */
function IndexRow({ code, controller }: { code: string; controller: IndexStripController }) {
  const ref = useRef<HTMLTableRowElement>(null);
  useLayoutEffect(() => {
    const row = ref.current;
    return row === null ? undefined : controller.attach(code, new IndexCardView(row, null));
  }, [controller, code]);
  return (
    <tr ref={ref} data-index={code}>
      {/* Empty for React: the view writes the index name (or the code while the feed lacks it). */}
      <th scope="row">
        <button
          type="button"
          className="link-button"
          data-field="name"
          onClick={() => openIndexPopup(code)}
        />
      </th>
      <td className="colored" data-color-of="main" data-field="value" />
      <td className="colored" data-field="change" />
      <td className="colored" data-field="percent" />
      <td data-field="volume" />
      <td data-field="tradedValue" />
      <td className="count-up" data-field="up" />
      <td className="count-same" data-field="noChange" />
      <td className="count-down" data-field="down" />
      <td data-field="status" />
    </tr>
  );
}

function IndexTable({
  title,
  codes,
  controller,
}: {
  title: string;
  codes: readonly string[];
  controller: IndexStripController;
}) {
  const { t } = useTranslation();
  return (
    <article className="expanded-panel">
      <h3>{title}</h3>
      <table className="special-table expanded-table" data-index-table={title}>
        <thead>
          <tr>
            <th scope="col">{t("special.col.index")}</th>
            <th scope="col">{t("special.col.indexValue")}</th>
            <th scope="col">{t("special.col.change")}</th>
            <th scope="col">%</th>
            <th scope="col">{t("special.col.volume")}</th>
            <th scope="col">{t("special.col.value")}</th>
            <th scope="col">{t("special.col.up")}</th>
            <th scope="col">{t("special.col.noChange")}</th>
            <th scope="col">{t("special.col.down")}</th>
            <th scope="col">{t("special.col.status")}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <IndexRow key={code} code={code} controller={controller} />
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** The foreign trading history per index (REST pr/indexhist), one index at a time. */
function ForeignHistory() {
  const { t } = useTranslation();
  const [code, setCode] = useState<string>(EXPANDED_INDICES[0]);
  const history = useRestData(`expanded-foreign:${code}`, () => rest.indexHistory(code));
  return (
    <article className="expanded-panel expanded-foreign" data-foreign-index={code}>
      <h3>{t("special.expanded.foreign")}</h3>
      <div className="special-tabs" role="tablist">
        {EXPANDED_INDICES.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={c === code}
            className={c === code ? "active" : undefined}
            onClick={() => setCode(c)}
          >
            {c}
          </button>
        ))}
      </div>
      <IndexForeign history={history} />
    </article>
  );
}

/**
 * The expanded view (/mo-rong, spec 2.3.7): the HSX and HNX index tables (value, change, percent,
 * volume, value, advancers, unchanged, decliners; '--' for an index the feed lacks) and the foreign
 * trading history panel.
 */
export function ExpandedPage(_props: { route: BoardRoute }) {
  const { t, language } = useTranslation();
  const [controller] = useState(
    () => new IndexStripController(market, EXPANDED_INDICES, { intervalMs: EXPANDED_SYNC_MS }),
  );
  const ready = useStore(controller.$ready);
  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);
  useEffect(() => controller.setLanguage(language, (key) => t(key)), [controller, language, t]);
  return (
    <section className="special-page expanded-page" aria-busy={!ready}>
      <header className="special-toolbar">
        <h2 className="special-title">{t("special.expanded.title")}</h2>
        {!ready && <span className="special-note">{t("special.loading")}</span>}
      </header>
      <div className="special-scroll expanded-grid">
        <IndexTable title="HSX" codes={HSX_EXPANDED_INDICES} controller={controller} />
        <IndexTable title="HNX" codes={HNX_EXPANDED_INDICES} controller={controller} />
        <ForeignHistory />
      </div>
    </section>
  );
}
