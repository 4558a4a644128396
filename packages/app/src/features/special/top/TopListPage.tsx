import { TopListKind } from "@vnboard/feed";
import { NavLink } from "react-router-dom";
import { useTranslation } from "../../../shared/i18n/use-translation";
import type { BoardRoute } from "../../../shared/routes/route-table";
import { TopBoard } from "./TopBoard";
import { TOP_KIND_ROUTES, TOP_SCOPES, topKindLabel, topRoutePath, topRouteTarget } from "./top-routes";

/**
 * A full top list (spec 2.3.8): one of six kinds for the whole market or one exchange, cut to
 * numberStockTop and refreshed every 10 s, drawn by the board engine (TopBoard); tabs switch kind and
 * exchange.
 */
export function TopListPage({ route }: { route: BoardRoute }) {
  const { t } = useTranslation();
  const target = topRouteTarget(route.path) ?? { kind: TopListKind.GAINERS, scope: "all" as const };
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
      {/* One board (and store) per list: another kind or exchange starts from its own rows. */}
      <TopBoard key={`${target.kind}:${target.scope}`} kind={target.kind} scope={target.scope} />
    </section>
  );
}
