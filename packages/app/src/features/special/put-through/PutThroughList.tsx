import { BoardView, cwCodeWidth } from "@vnboard/board-canvas";
import { PutThroughField } from "@vnboard/feed";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { openStockPopup } from "../../../shared/state/popup-state";
import { selectSymbol } from "../../../shared/state/selection";
import { useBoardLook } from "../../../shared/theme/use-board-look";
import { fitPutThroughColumns } from "./fit-columns";
import { putThroughColumns } from "./put-through-columns";

/** The element's content width, followed through resizes (0 until laid out). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const observer = new ResizeObserver(() => setWidth(Math.round(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export type PutThroughListKind = "buy" | "matched" | "sell";

/**
 * One list of a put-through board: a canvas board over `market.putThrough` showing the given deals (keys
 * are the deals' ticks). A row click opens the deal's stock, as on every board (spec 4).
 */
export function PutThroughList({ kind, keys }: { kind: PutThroughListKind; keys: readonly string[] }) {
  const { t, language } = useTranslation();
  const look = useBoardLook();
  const host = useRef<HTMLDivElement>(null);
  const width = useWidth(host);
  const preset = useMemo(() => putThroughColumns(market.symbols, kind === "matched"), [kind]);
  const longest = useMemo(() => {
    const deals = market.putThrough;
    let code = "";
    for (const key of keys) {
      const text = deals.str(PutThroughField.code, deals.rowOf(key));
      if (text.length > code.length) code = text;
    }
    return code;
  }, [keys]);
  // Resized only when the list's width or its longest code changes, not per deal.
  const columns = useMemo(
    () => fitPutThroughColumns(preset, width, cwCodeWidth([longest])),
    [preset, width, longest],
  );
  const label = useMemo(() => (key: string) => String(t(key)), [t]);
  return (
    <section className="put-through-list" data-list={kind} aria-label={t(`putThrough.${kind}`)}>
      <h3>
        {t(`putThrough.${kind}`)} <span className="put-through-count">({keys.length})</span>
      </h3>
      <div className="board-host" ref={host}>
        {keys.length === 0 && <p className="put-through-empty">{t("putThrough.empty")}</p>}
        <BoardView
          key={language}
          store={market.putThrough}
          codes={keys}
          columns={columns}
          language={language}
          {...look}
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
