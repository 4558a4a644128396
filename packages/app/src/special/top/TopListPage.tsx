import { TopListKind } from "@vnboard/feed";
import { NavLink } from "react-router-dom";
import { useTranslation } from "../../i18n/use-translation";
import type { BoardRoute } from "../../routes/route-table";
import { TopTable } from "./TopTable";
import { TOP_KIND_ROUTES, TOP_SCOPES, topKindLabel, topRoutePath, topRouteTarget } from "./top-routes";
import { useTopLists } from "./use-top-lists";

/**
 * A full top list (spec 2.3.8): one of six kinds for the whole market or one exchange, cut to
 * numberStockTop and refreshed every 10 s; tabs switch kind and exchange.
 */
export function TopListPage({ route }: { route: BoardRoute }) {
  const { t } = useTranslation();
  const target = topRouteTarget(route.path) ?? { kind: TopListKind.GAINERS, scope: "all" as const };
  const lists = useTopLists([{ kind: target.kind, scope: target.scope }]);
  return (
    <section className="special-page top-page" data-top-kind={target.kind} data-top-scope={target.scope}>
      <header className="special-toolbar">
        <h2 className="special-title">{t(topKindLabel(target.kind))}</h2>
        <nav className="special-tabs" aria-label={t("special.top.kinds")}>
          {TOP_KIND_ROUTES.map((k) => (
            <NavLink key={k.path} to={topRoutePath(k.kind, target.scope)} end>
              {t(topKindLabel(k.kind))}
            </NavLink>
          ))}
        </nav>
        <nav className="special-tabs" aria-label={t("special.top.exchanges")}>
          {TOP_SCOPES.map((s) => (
            <NavLink key={s.scope} to={topRoutePath(target.kind, s.scope)} end>
              {s.scope === "all" ? t(s.label) : s.label}
            </NavLink>
          ))}
        </nav>
        <span className="special-note">{t("special.top.refresh")}</span>
      </header>
      <div className="special-scroll">
        {lists === null ? (
          <p className="special-empty" data-top-state="loading">
            {t("special.loading")}
          </p>
        ) : (
          <TopTable kind={target.kind} entries={lists[0]} />
        )}
      </div>
    </section>
  );
}
