import type { DirtySet } from "@vnboard/feed";
import { HEADER_HEIGHT } from "../layout/constants";
import { scrollTopToReveal } from "../layout/viewport";
import type { PaintSurface } from "../render/paint-surface";
import { type BoardDom, styleBoardDom } from "./board-dom";
import type { BoardCellEvent } from "./board-options";
import { BoardOverlay } from "./board-overlay";
import { BoardScroll, type ScrollListener } from "./board-scroll";
import { type BoardState, rowHeightOf, setMiniCharts } from "./board-state";
import { boardScale, boardTheme, createAtlas } from "./board-text";
import { CardView } from "./card-view";
import { ExpandedPanel } from "./expanded-panel";
import { type CurrentView, FramePainter } from "./frame-painter";
import { type FrameClock, FrameScheduler, Invalidate } from "./frame-scheduler";
import type { FrameStats } from "./frame-stats";
import { ScreenReaderRows } from "./screen-reader-rows";
import { TableView } from "./table-view";

/**
 * The board's parts and the moves between them: layout (columns, then rows), the scroll, hover and
 * focus, restyling. The DOM listeners and the public API are wired to it in create-board.ts.
 */
export class BoardEngine implements ScrollListener {
  readonly table: TableView;
  readonly cards: CardView;
  readonly view: CurrentView;
  readonly overlay: BoardOverlay;
  readonly panel: ExpandedPanel;
  readonly screenReader: ScreenReaderRows;
  readonly painter: FramePainter;
  readonly scheduler: FrameScheduler;
  readonly scroll: BoardScroll;

  constructor(
    readonly state: BoardState,
    readonly dom: BoardDom,
    private readonly surface: PaintSurface,
    dirty: DirtySet,
    stats: FrameStats,
    clock: () => number,
    frameClock?: FrameClock,
  ) {
    this.table = new TableView(state, dom, surface.batch);
    this.cards = new CardView(state, dom, surface.batch);
    this.view = { current: state.view === "cards" ? this.cards : this.table };
    this.overlay = new BoardOverlay(dom.canvasHost, state.theme);
    this.panel = new ExpandedPanel(state, dom);
    this.screenReader = new ScreenReaderRows(state, dom, frameClock);
    this.painter = new FramePainter(state, this.view, surface, dirty, stats, this.screenReader, clock);
    this.scheduler = new FrameScheduler(this.painter.paint, frameClock);
    this.painter.scheduler = this.scheduler;
    this.scroll = new BoardScroll(state, dom, this);
  }

  /** Columns, sizes, sort or view changed: header and columns, then the rows. */
  layout(): void {
    const { state, dom } = this;
    this.view.current = state.view === "cards" ? this.cards : this.table;
    dom.root.setAttribute("aria-label", state.opts.ariaLabel ?? "Price board");
    state.frame.rowHeight = state.rowHeight;
    this.table.layoutColumns();
    this.relayout();
  }

  /**
   * Row order or scroll changed: the whole viewport is redrawn (never as a tick). `Invalidate.REORDER`
   * when a live sort moved rows: the screen-reader rows then follow at their tick rate, not at once.
   */
  relayout(mask: number = Invalidate.LAYOUT): void {
    const { state, dom } = this;
    const { frame, order } = state;
    frame.rows = order.rows;
    frame.rowCount = order.count;
    frame.expandedHeight = state.expandedHeight;
    this.view.current.relayout();
    this.panel.place(true);
    dom.root.setAttribute("aria-rowcount", String(order.count + 1));
    this.overlay.draw(state, this.view.current);
    this.scheduler.invalidate(mask);
  }

  scrolled(mask: number): void {
    if (this.state.frame.expandedRow >= 0) this.panel.place(false);
    this.overlay.draw(this.state, this.view.current);
    this.scheduler.invalidate(mask);
  }

  /** The keyboard focus moved to display position `row` (-1: none): reveal it, tell the reader. */
  focus(row: number): void {
    const { state } = this;
    const frame = state.frame;
    state.focused = row;
    if (row >= 0) {
      const top = scrollTopToReveal(
        row,
        frame.scrollTop,
        frame.viewportHeight,
        state.rowHeight,
        frame.expandedRow,
        state.expandedHeight,
      );
      if (top !== frame.scrollTop) this.dom.scroller.scrollTop = top;
    }
    this.screenReader.refresh(false);
    this.overlay.draw(state, this.view.current);
  }

  hover(position: number): void {
    if (position === this.state.hovered) return;
    this.state.hovered = position;
    this.overlay.draw(this.state, this.view.current);
  }

  /** Theme, scale, row height or palette changed: new glyphs, DOM colours and sizes (a layout follows). */
  restyle(): void {
    const { state, dom } = this;
    const opts = state.opts;
    state.theme = boardTheme(opts);
    state.scale = boardScale(opts.scale);
    state.rowHeight = rowHeightOf(opts);
    state.headerHeight = HEADER_HEIGHT * state.scale;
    styleBoardDom(dom, state.theme, state.headerHeight);
    this.overlay.style(state.theme);
    this.surface.setBackground(state.theme.background);
    state.atlas.destroy();
    state.atlas = createAtlas(state.theme, state.resolution, opts.colorBlindSafe === true);
    this.table.restyle();
    this.cards.restyle();
    state.frame.classMarkers = opts.colorBlindSafe === true;
    setMiniCharts(state);
  }

  /**
   * The window's device pixel ratio changed (a browser zoom, another screen): glyphs, mini charts and
   * the canvas are made again at the new ratio, and the board is laid out and painted whole. False when
   * the ratio is the one drawn at already (or not a ratio): nothing was done.
   */
  setResolution(resolution: number): boolean {
    const { state } = this;
    if (!(resolution > 0) || !Number.isFinite(resolution) || resolution === state.resolution) return false;
    state.resolution = resolution;
    this.restyle();
    this.surface.resize(state.frame.viewportWidth, state.frame.viewportHeight, resolution);
    this.layout();
    this.scheduler.invalidate(Invalidate.FULL);
    return true;
  }

  /** A cell as the host sees it: the row's code, the column, its field and the store's current value. */
  cellEvent(position: number, c: number, event: MouseEvent): BoardCellEvent {
    const { store, order, frame } = this.state;
    const row = order.rows[position];
    const code = store.keyOf(row);
    const column = this.view.current === this.cards ? undefined : frame.columns[c];
    if (column === undefined)
      return { code, columnId: this.view.current.hitColumnId, field: null, value: code, event };
    const alt = frame.useAlt[c] === 1 && column.altField !== undefined;
    const index = frame.fields[c];
    const value =
      index < 0 ? null : store.schema.isString[index] === 1 ? store.str(index, row) : store.num(index, row);
    return { code, columnId: column.id, field: (alt ? column.altField : column.field) ?? null, value, event };
  }

  destroy(): void {
    this.scheduler.destroy();
    this.screenReader.destroy();
    this.state.atlas.destroy();
    this.state.frame.miniCharts?.destroy();
  }
}
