import type { SymbolField } from "@vnboard/feed";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { type Board, type BoardOptions, createBoard } from "../board/create-board";

/**
 * Props of BoardView: every BoardOptions field, plus the host element's class and style. `F` is the
 * store's field names (symbol store by default; `BondField`, `PutThroughField` for the other stores).
 */
export interface BoardViewProps<F extends string = SymbolField> extends BoardOptions<F> {
  className?: string;
  style?: CSSProperties;
  /** Called once the board is mounted (for imperative calls such as scrollToCode). */
  onReady?: (board: Board<F>) => void;
}

/**
 * The board as a React component: a shell around `createBoard` (STYLE.md, habit 8). It creates the
 * imperative board in an effect, forwards prop changes to its setters and destroys it on unmount;
 * React never renders because a price changed. Works with React 18 and 19 (it uses only hooks that
 * both have); @pixi/react is not needed for this, since the board's scene is driven imperatively.
 *
 * The expanded row (`expandedRow`, derivatives board): render the panel into `board.expandedPanel`
 * with a portal, the board being the one `onReady` gave.
 */
export function BoardView<F extends string = SymbolField>(props: BoardViewProps<F>) {
  const host = useRef<HTMLDivElement>(null);
  const [board, setBoard] = useState<Board<F> | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // Mount once per store and renderer (pixi or worker); other props are forwarded below without a remount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: remount only when store, renderer or row height change
  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    let cancelled = false;
    let mounted: Board<F> | null = null;
    const { className: _c, style: _s, onReady: _r, ...options } = latest.current;
    createBoard(element, {
      ...options,
      // Callbacks read the latest props, so a host passing new closures never remounts the board.
      onRowClick: (code) => latest.current.onRowClick?.(code),
      onStarClick: (code) => latest.current.onStarClick?.(code),
      onRowContextMenu: (code, x, y) => latest.current.onRowContextMenu?.(code, x, y) ?? false,
      onSortChange: (sort) => latest.current.onSortChange?.(sort),
      onOrderChange: (order) => latest.current.onOrderChange?.(order),
      onExpandedRect: (rect) => latest.current.onExpandedRect?.(rect),
      onScroll: (top, left) => latest.current.onScroll?.(top, left),
    }).then((created) => {
      if (cancelled) {
        created.destroy();
        return;
      }
      mounted = created;
      setBoard(created);
      latest.current.onReady?.(created);
    });
    return () => {
      cancelled = true;
      mounted?.destroy();
      setBoard(null);
    };
  }, [props.store, props.renderer, props.worker, props.resolution, props.theme, props.rowHeight]);

  useEffect(() => {
    board?.setCodes(props.codes);
  }, [board, props.codes]);
  useEffect(() => {
    board?.setColumns(props.columns);
  }, [board, props.columns]);
  useEffect(() => {
    if (props.favourites) board?.setFavourites(props.favourites);
  }, [board, props.favourites]);
  useEffect(() => {
    if (props.alternates) board?.setAlternates(props.alternates);
  }, [board, props.alternates]);
  useEffect(() => {
    if (props.view) board?.setView(props.view);
  }, [board, props.view]);
  useEffect(() => {
    if (props.sort !== undefined) board?.setSort(props.sort);
  }, [board, props.sort]);
  useEffect(() => {
    if (props.expandedRow !== undefined) board?.setExpandedRow(props.expandedRow, props.expandedHeight);
  }, [board, props.expandedRow, props.expandedHeight]);

  return <div ref={host} className={props.className} style={{ position: "relative", ...props.style }} />;
}
