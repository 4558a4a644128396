import "./react-dom-grid.css";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { SymbolStore } from "@vnboard/feed";
import { memo, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { PEER_COLUMNS, ROW_HEIGHT, storeCellColor, storeCellFlash, storeCellText } from "../page/board-cells";
import type { GridContext, MountGrid } from "../page/grid-context";

const TOTAL_WIDTH = PEER_COLUMNS.reduce((sum, c) => sum + c.width, 0);

interface RowProps {
  store: SymbolStore;
  row: number;
  position: number;
  /** Bumped when the row's data changes: the memo's only reason to re-render. */
  version: number;
}

/**
 * One row of cells. A changed cell remounts its text span (key = change time), which restarts its CSS
 * flash animation; the colour class comes from the store's colour class (the feed's priceColor).
 */
const Row = memo(function Row({ store, row, position }: RowProps) {
  const now = performance.now();
  return (
    <div
      className={`rt-row ${position % 2 === 0 ? "even" : "odd"}`}
      style={{ transform: `translateY(${(position + 1) * ROW_HEIGHT}px)`, width: TOTAL_WIDTH }}
    >
      {PEER_COLUMNS.map((column) => (
        <div
          key={column.id}
          className={`rt-cell p${storeCellColor(store, column, row)}${column.align === "right" ? " right" : ""}`}
          style={{ width: column.width }}
        >
          <span
            key={store.changedAt[column.field][row]}
            className={`f${storeCellFlash(store, column, row, now)}`}
          >
            {storeCellText(store, column, row)}
          </span>
        </div>
      ))}
    </div>
  );
});

/**
 * The table: a re-render per feed message (useSyncExternalStore on the store's version), virtualised by
 * @tanstack/react-virtual, memoised rows that re-render only when their data changed. This is how React
 * price boards are commonly built; its commit (useLayoutEffect, after React wrote the DOM) is the commit.
 */
function Table({ context, versions }: { context: GridContext; versions: Uint32Array }) {
  const { store, rows, probe, fed } = context;
  const scroller = useRef<HTMLDivElement>(null);
  useSyncExternalStore(
    (notify) => store.onChange(notify),
    () => store.version,
  );
  const covers = fed.count;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  useLayoutEffect(() => probe.commit(covers));
  return (
    <div ref={scroller} className="rt-scroll">
      <div style={{ height: (rows.length + 1) * ROW_HEIGHT, width: TOTAL_WIDTH, position: "relative" }}>
        <div className="rt-header" style={{ width: TOTAL_WIDTH }}>
          {PEER_COLUMNS.map((column) => (
            <div key={column.id} className="rt-cell" style={{ width: column.width }}>
              {column.label}
            </div>
          ))}
        </div>
        {virtualizer.getVirtualItems().map((item) => (
          <Row
            key={item.index}
            store={store}
            row={rows[item.index]}
            position={item.index}
            version={versions[rows[item.index]]}
          />
        ))}
      </div>
    </div>
  );
}

export const mountReactDom: MountGrid = async (context) => {
  const { store } = context;
  // Row versions are bumped before React hears of the change (this listener subscribes first).
  const versions = new Uint32Array(Math.max(store.rowCount, 1));
  const dirty = store.track();
  store.onChange(() => {
    for (let i = 0; i < dirty.count; i++) versions[dirty.at(i)]++;
    dirty.clear();
  });
  createRoot(context.host).render(<Table context={context} versions={versions} />);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return { renderer: "dom" };
};
