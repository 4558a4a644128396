import type { SymbolField } from "@vnboard/feed";
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Board, BoardOptions, BoardUpdate } from "../board/board-options";
import { createBoard } from "../board/load-board";
import { changedOptions } from "../board/option-diff";
import { reportBoardError } from "../board/report-error";

/**
 * Props of BoardView: every BoardOptions field, plus the host element's class and style. `F` is the
 * store's field names (symbol store by default; `BondField`, `PutThroughField` for the other stores).
 *
 * Every prop takes effect when it changes, compared by value (an inline `theme={{...}}` or
 * `codes={[...]}` equal to the last one does nothing). `store`, `renderer`, `worker`, `workerText`,
 * `resolution` and `now` make a new board when they change; everything else goes through `board.applyOptions`.
 */
export interface BoardViewProps<F extends string = SymbolField> extends BoardOptions<F> {
  className?: string;
  style?: CSSProperties;
  /**
   * Called once the board is mounted (for imperative calls such as scrollToCode). Declared as a method
   * so that `createElement(BoardView, props)`, which infers the component's field type as `string`,
   * accepts props typed with the symbol fields.
   */
  onReady?(board: Board<F>): void;
}

/**
 * The board is created in the commit that adds its element, before the browser lays out and paints the
 * page: a passive effect after a render that is not a user's input waits for that paint, ~30-100 ms on a
 * cold page between the head of the snapshot and the board's first frame (issue 21, first paint). On a
 * server there is no layout (and React 18 warns about the layout effect there): a passive effect.
 */
const useCreationEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Callbacks of BoardOptions: BoardView passes stable wrappers that call the latest prop. */
const CALLBACKS = [
  "onRowClick",
  "onStarClick",
  "onRowContextMenu",
  "onCellClick",
  "onCellContextMenu",
  "onError",
  "onSortChange",
  "onOrderChange",
  "onExpandedRect",
  "onScroll",
  "onFirstRows",
] as const;

/** The props that `applyOptions` takes: all but the creation options, callbacks and the element's own. */
function updatableOptions<F extends string>(props: BoardViewProps<F>): BoardUpdate<F> {
  const {
    className: _c,
    style: _s,
    onReady: _r,
    store: _store,
    renderer: _renderer,
    worker: _worker,
    workerText: _workerText,
    resolution: _resolution,
    now: _now,
    ...rest
  } = props;
  const update: Record<string, unknown> = { ...rest };
  for (const name of CALLBACKS) delete update[name];
  return update as BoardUpdate<F>;
}

/**
 * The board as a React component: a shell around `createBoard`. It creates the imperative board in a
 * layout effect, forwards prop changes through `applyOptions` and destroys it on unmount; React never renders
 * because a price changed. Works with React 18 and 19 (it uses only hooks that both have).
 *
 * The expanded row (`expandedRow`, derivatives board): render the panel into `board.expandedPanel`
 * with a portal, the board being the one `onReady` gave.
 */
export function BoardView<F extends string = SymbolField>(props: BoardViewProps<F>) {
  const host = useRef<HTMLDivElement>(null);
  const [board, setBoard] = useState<Board<F> | null>(null);
  const latest = useRef(props);
  latest.current = props;
  /** The options the board has now, to send only what changed. */
  const applied = useRef<BoardUpdate<F>>({});

  // A new board only when a creation option changes (the dependencies); every other prop is forwarded below.
  useCreationEffect(() => {
    const element = host.current;
    if (element === null) return;
    let cancelled = false;
    let mounted: Board<F> | null = null;
    const { className: _c, style: _s, onReady: _r, ...options } = latest.current;
    const callbacks: Partial<BoardOptions<F>> = {};
    for (const name of CALLBACKS) {
      // Each wrapper calls the latest prop, so a host passing new closures never touches the board.
      (callbacks as Record<string, unknown>)[name] = (...args: unknown[]) =>
        (latest.current[name] as ((...a: unknown[]) => unknown) | undefined)?.(...args);
    }
    // Without an onError prop the board's own rule applies (reportBoardError: the console), not silence.
    callbacks.onError = (error) => reportBoardError(latest.current, error);
    const contextMenu = (code: string, x: number, y: number) =>
      latest.current.onRowContextMenu?.(code, x, y) ?? false;
    applied.current = updatableOptions(latest.current);
    createBoard(element, { ...options, ...callbacks, onRowContextMenu: contextMenu }).then(
      (created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        mounted = created;
        // Props that changed while the board was being created.
        const missed = changedOptions(applied.current, updatableOptions(latest.current));
        if (missed !== null) created.applyOptions(missed);
        applied.current = updatableOptions(latest.current);
        setBoard(created);
        latest.current.onReady?.(created);
      },
      (error: unknown) => {
        // A rejected creation is the host's to hear about, not an unhandled rejection and a silent blank.
        if (cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        const onError = latest.current.onError;
        // Without a handler the console says it: a blank board with no word anywhere is worse.
        if (onError === undefined) console.error(`vnboard: the board could not be created: ${message}`);
        else onError({ code: "renderer", message });
      },
    );
    return () => {
      cancelled = true;
      mounted?.destroy();
      setBoard(null);
    };
  }, [props.store, props.renderer, props.worker, props.workerText, props.resolution, props.now]);

  // Runs after every render: compares by value, so an equal prop costs a comparison and nothing else.
  useEffect(() => {
    if (board === null) return;
    const next = updatableOptions(props);
    const update = changedOptions(applied.current, next);
    applied.current = next;
    if (update !== null) board.applyOptions(update);
  });

  return <div ref={host} className={props.className} style={{ position: "relative", ...props.style }} />;
}
