import { BoardView } from "@vnboard/board-canvas";
import { PutThroughField } from "@vnboard/feed";
import { useMemo } from "react";
import { market } from "../../feed/market";
import { useTranslation } from "../../i18n/use-translation";
import { openStockPopup } from "../../popups/popup-state";
import { selectSymbol } from "../../side-tab/selection";
import { putThroughColumns } from "./put-through-columns";

export type PutThroughListKind = "buy" | "matched" | "sell";

/**
 * One list of a put-through board: a canvas board over `market.putThrough` showing the given deals (keys
 * are the deals' ticks). A row click opens the deal's stock, as on every board (spec 4).
 */
export function PutThroughList({ kind, keys }: { kind: PutThroughListKind; keys: readonly string[] }) {
  const { t, language } = useTranslation();
  const columns = useMemo(() => putThroughColumns(market.symbols, kind === "matched"), [kind]);
  const label = useMemo(() => (key: string) => String(t(key)), [t]);
  return (
    <section className="put-through-list" data-list={kind} aria-label={t(`putThrough.${kind}`)}>
      <h3>
        {t(`putThrough.${kind}`)} <span className="put-through-count">({keys.length})</span>
      </h3>
      <div className="board-host">
        {keys.length === 0 && <p className="put-through-empty">{t("putThrough.empty")}</p>}
        <BoardView
          key={language}
          store={market.putThrough}
          codes={keys}
          columns={columns}
          language={language}
          label={label}
          onRowClick={(ticks) => {
            const deals = market.putThrough;
            const code = deals.str(PutThroughField.code, deals.rowOf(ticks));
            if (code === "") return;
            selectSymbol(code);
            openStockPopup(code);
          }}
          style={{ position: "absolute", inset: 0 }}
        />
      </div>
    </section>
  );
}
