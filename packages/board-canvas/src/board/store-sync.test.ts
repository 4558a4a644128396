import { MarketData, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GRID_SYNC_MS } from "../layout/constants";
import { RowOrder } from "../model/row-order";
import { Invalidate } from "./frame-scheduler";
import { attachStore } from "./store-sync";

const CODES = ["ACB", "FPT", "VNM"];

/** A board's store listeners over a real store and row order; the engine's side records what it was asked. */
function board() {
  const market = new MarketData({ now: () => 1 });
  const store = market.symbols;
  const order = new RowOrder(store, CODES);
  const relayouts: number[] = [];
  const painter = { valuesChanged: vi.fn() };
  const detach = attachStore(
    { state: { store, order }, painter, relayout: (mask) => relayouts.push(mask ?? -1) },
    store.track(),
  );
  const trade = (records: { code: string; totalTradedQtty: number }[]) =>
    market.handleFrame(encodeFrame(4, encodeRecords(SYMBOL_SCHEMA, records)));
  return { order, painter, relayouts, trade, detach };
}

describe("the board's store listeners", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("re-sort a sorted board once, on the sync tick after a change moved a row", () => {
    const { order, painter, relayouts, trade } = board();
    trade(CODES.map((code, i) => ({ code, totalTradedQtty: (i + 1) * 100 })));
    order.setSort({ column: "totalTradedQtty", type: "desc", dataType: "number" });
    relayouts.length = 0;
    trade([{ code: "ACB", totalTradedQtty: 1_000 }]);
    trade([{ code: "FPT", totalTradedQtty: 900 }]);
    expect(painter.valuesChanged).toHaveBeenCalled();
    // Not before the tick: two changes within it make one re-sort.
    vi.advanceTimersByTime(GRID_SYNC_MS - 1);
    expect(relayouts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(relayouts).toEqual([Invalidate.REORDER]);
    expect(Array.from({ length: order.count }, (_, i) => order.codeAt(i))).toEqual(["ACB", "FPT", "VNM"]);
  });

  it("arm no timer on an idle board, nor on an unsorted one that ticks", () => {
    const { trade } = board();
    expect(vi.getTimerCount()).toBe(0);
    trade([{ code: "ACB", totalTradedQtty: 500 }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stop the pending tick when the board goes", () => {
    const { order, relayouts, trade, detach } = board();
    order.setSort({ column: "totalTradedQtty", type: "desc", dataType: "number" });
    trade([{ code: "VNM", totalTradedQtty: 5_000 }]);
    expect(vi.getTimerCount()).toBe(1);
    detach();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(GRID_SYNC_MS);
    expect(relayouts.filter((mask) => mask === Invalidate.REORDER)).toEqual([]);
  });
});
