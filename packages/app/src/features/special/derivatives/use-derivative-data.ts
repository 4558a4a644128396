import { useEffect, useRef, useState } from "react";
import { rest } from "../../../shared/api/rest";
import { ChartPoller, type ChartState } from "./chart-poller";
import { type HistoryView, TickPager } from "./tick-pager";

/**
 * The chart of the open contract, polled every 30 s while `code` is not null. One poller lives as long
 * as the panel: moving the panel to another row switches it, and answers for the previous row are
 * dropped by the poller, not by React.
 */
export function useDerivativeChart(code: string | null): ChartState {
  const [state, setState] = useState<{ code: string | null; value: ChartState }>({
    code,
    value: { status: "loading" },
  });
  const poller = useRef<ChartPoller | null>(null);
  useEffect(() => {
    const created = new ChartPoller(
      (c) => rest.derivativeChart(c),
      (c, value) => setState({ code: c, value }),
    );
    poller.current = created;
    return () => {
      created.destroy();
      poller.current = null;
    };
  }, []);
  useEffect(() => poller.current?.show(code), [code]);
  // Until the poller reported for the new code, the previous code's chart must not show.
  return state.code === code ? state.value : { status: "loading" };
}

/** The matched history of `code` while its tab is shown (null: not shown, nothing polled). */
export function useMatchHistory(code: string | null): { view: HistoryView; loadOlder: () => void } {
  const [state, setState] = useState<{ code: string | null; view: HistoryView }>({
    code,
    view: { ticks: [], status: "loading" },
  });
  const pager = useRef<TickPager | null>(null);
  useEffect(() => {
    const created = new TickPager(
      (c, lastTicks, backward) => rest.stockTicks(c, lastTicks, backward),
      (c, view) => setState({ code: c, view }),
    );
    pager.current = created;
    return () => {
      created.destroy();
      pager.current = null;
    };
  }, []);
  useEffect(() => pager.current?.show(code), [code]);
  return {
    view: state.code === code ? state.view : { ticks: [], status: "loading" },
    loadOlder: () => pager.current?.loadOlder(),
  };
}
