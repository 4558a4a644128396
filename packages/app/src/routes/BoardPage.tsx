import { useStore } from "@nanostores/react";
import {
  BoardView,
  cwCodeWidth,
  DETAIL_COLUMNS,
  ODD_LOT_COLUMNS,
  withCodeWidth,
} from "@vnboard/board-canvas";
import { useEffect, useMemo, useState } from "react";
import { market } from "../feed/market";
import { useTranslation } from "../i18n/use-translation";
import { codesForRoute } from "./board-codes";
import type { BoardRoute } from "./route-table";

/** An exchange, basket, odd-lot or covered-warrant board: the canvas board over the live store. */
export function BoardPage({ route }: { route: BoardRoute }) {
  const { t, language } = useTranslation();
  const baskets = useStore(market.$baskets);
  const [version, setVersion] = useState(market.symbols.structureVersion);
  useEffect(() => market.symbols.onStructureChange(() => setVersion(market.symbols.structureVersion)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when rows or baskets change
  const codes = useMemo(() => codesForRoute(market, route), [route, baskets, version]);
  const columns = useMemo(() => {
    const base = route.isOddLot ? ODD_LOT_COLUMNS : DETAIL_COLUMNS;
    return route.coveredWarrants ? withCodeWidth(base, cwCodeWidth(codes)) : base;
  }, [route, codes]);
  const label = useMemo(() => (key: string) => String(t(key)), [t]);

  if (codes.length === 0) {
    const loading = market.symbols.rowCount === 0;
    return <p className="board-message">{t(loading ? "board.loading" : "board.empty")}</p>;
  }
  return (
    <BoardView
      key={`${route.path}-${language}`}
      store={market.symbols}
      codes={codes}
      columns={columns}
      oddLot={route.isOddLot ?? false}
      language={language}
      label={label}
      cardLabels={{
        totalVolume: t("card.totalVolume"),
        matchVolume: t("card.matchVolume"),
        bid: t("card.bid"),
        offer: t("card.offer"),
      }}
      style={{ position: "absolute", inset: 0 }}
    />
  );
}
