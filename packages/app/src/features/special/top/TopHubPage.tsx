import { Link } from "react-router-dom";
import { useTranslation } from "../../../shared/i18n/use-translation";
import type { BoardRoute } from "../../../shared/routes/route-table";
import { TopTable } from "./TopTable";
import { TOP_KIND_ROUTES, topKindLabel, topRoutePath } from "./top-routes";
import { type TopListRequest, useTopLists } from "./use-top-lists";

/** Each hub panel shows this many rows (ours: six panels of ten fit one 1080p screen). */
export const HUB_PANEL_ROWS = 10;

const REQUESTS: readonly TopListRequest[] = TOP_KIND_ROUTES.map((k) => ({
  kind: k.kind,
  scope: "all",
  limit: HUB_PANEL_ROWS,
}));

/**
 * The /top and /hottrend hubs (spec 2.1): the six top lists of the whole market, ten rows each, each
 * panel linking to its full list. Refreshed every 10 s like the lists.
 */
export function TopHubPage({ route }: { route: BoardRoute }) {
  const { t } = useTranslation();
  const lists = useTopLists(REQUESTS);
  return (
    <section className="special-page top-hub" data-hub={route.path}>
      <header className="special-toolbar">
        <h2 className="special-title">
          {t(route.path === "hottrend" ? "menu.hottrend" : "special.top.hub")}
        </h2>
        <span className="special-note">{t("special.top.refresh")}</span>
      </header>
      <div className="top-hub-grid">
        {TOP_KIND_ROUTES.map((k, i) => (
          <article key={k.path} className="top-hub-panel" data-top-panel={k.kind}>
            <h3>
              <Link to={topRoutePath(k.kind, "all")}>{t(topKindLabel(k.kind))}</Link>
            </h3>
            {lists === null ? (
              <p className="special-empty" data-top-state="loading">
                {t("special.loading")}
              </p>
            ) : (
              <TopTable kind={k.kind} entries={lists[i]} />
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
