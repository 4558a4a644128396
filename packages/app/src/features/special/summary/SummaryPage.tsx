import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { useLocation } from "react-router-dom";
import { AddCodeInput } from "../../../shared/favourites/AddCodeInput";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { ROWS_AT_ONCE, structureStamp, useLive } from "../../../shared/live/use-live";
import type { BoardRoute } from "../../../shared/routes/route-table";
import { LiveBoard } from "../../boards/LiveBoard";
import { $summaryCodes, effectiveSummary, toggledCode, withCode } from "./summary-codes";

const NO_CODES: readonly string[] = [];

/**
 * The summary board (/tong-hop, spec 2.1 and 4): the list kept in the browser, edited like the
 * favourites: a typed code is added (any known symbol), the star removes it. Until first edited it
 * shows the VN30 basket.
 */
export function SummaryPage(_props: { route: BoardRoute }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const stored = useStore($summaryCodes);
  const baskets = useStore(market.$baskets);
  const vn30 = baskets.VN30 ?? NO_CODES;
  const version = useLive([market.symbols], () => structureStamp(market.symbols), [], ROWS_AT_ONCE);
  const listed = useMemo(() => effectiveSummary(stored, vn30), [stored, vn30]);
  // Codes the feed does not know (yet) would be blank rows: they stay in the list but are not drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` marks rows arriving
  const codes = useMemo(() => listed.filter((c) => market.symbols.rowOf(c) >= 0), [listed, version]);
  const starred = useMemo(() => new Set(listed), [listed]);
  const loading = market.symbols.rowCount === 0 || (stored === null && vn30.length === 0);

  const input = (
    <>
      <h2 className="board-title" data-summary={stored === null ? "default" : "edited"}>
        {t("special.summary.title")}
      </h2>
      <AddCodeInput
        current={listed}
        onAdd={(code) => {
          $summaryCodes.set(withCode($summaryCodes.get(), vn30, code));
          return Promise.resolve(true);
        }}
      />
    </>
  );
  if (codes.length === 0) {
    return (
      <section className="special-page summary-page">
        <div className="board-toolbar">{input}</div>
        <p className="special-empty" data-board-state={loading ? "loading" : "empty"}>
          {t(loading ? "special.loading" : "special.summary.empty")}
        </p>
      </section>
    );
  }
  return (
    <LiveBoard
      path={pathname}
      codes={codes}
      favourites={starred}
      onStar={(code) => $summaryCodes.set(toggledCode($summaryCodes.get(), vn30, code))}
      toolbarStart={input}
    />
  );
}
