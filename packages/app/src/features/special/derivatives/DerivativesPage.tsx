import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { ROWS_AT_ONCE, structureStamp, useLive } from "../../../shared/live/use-live";
import type { BoardRoute } from "../../../shared/routes/route-table";
import { DerivativeBoard } from "./DerivativeBoard";
import { futuresCodes } from "./derivative-codes";
import "./derivatives.css";

/**
 * /banggia/phaisinh: the VN30 futures board (spec 2.3.5), offered when the provider's system parameters
 * say useDerivative (spec 3). Until the parameters arrive the page says it is loading; when they say no,
 * it says the board is not offered (the menu entry is hidden then too).
 */
export function DerivativesPage(_props: { route: BoardRoute }) {
  const { t } = useTranslation();
  const params = useStore(market.$systemParams);
  const version = useLive([market.symbols], () => structureStamp(market.symbols), [], ROWS_AT_ONCE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the store's rows change
  const codes = useMemo(() => futuresCodes(market), [version]);

  if (params !== null && !params.useDerivative) {
    return (
      <p className="board-message" data-board-state="disabled">
        {t("deriv.disabled")}
      </p>
    );
  }
  if (params === null || codes.length === 0) {
    const loading = params === null || market.symbols.rowCount === 0;
    return (
      <p className="board-message" data-board-state={loading ? "loading" : "empty"}>
        {t(loading ? "deriv.loading" : "deriv.empty")}
      </p>
    );
  }
  return <DerivativeBoard codes={codes} />;
}
