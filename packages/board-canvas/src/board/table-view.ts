import type { DirtySet } from "@vnboard/feed";
import type { ColumnDef, HeaderText } from "../columns/column-def";
import { headerText } from "../columns/header-labels";
import { type ColumnLayout, columnAt, layoutColumns } from "../layout/column-layout";
import { tableRowAt } from "../layout/expanded-row";
import { contentHeight, rowTop, scrollTopForRow } from "../layout/viewport";
import type { DrawBatch } from "../render/draw-batch";
import { resolveColumns, TablePainter } from "../table/table-painter";
import type { BoardDom } from "./board-dom";
import { renderHeader } from "./board-dom";
import type { BoardState } from "./board-state";
import type { BoardHit, BoardViewPart, OutlineRect } from "./board-view-part";

/** The table: a header of real elements over rows of cells drawn on the canvas. */
export class TableView implements BoardViewPart {
  readonly mode = "table";
  readonly shiftsOnScroll = true;
  readonly hitColumnId = "";
  private painter: TablePainter;
  columnLayout: ColumnLayout;
  private readonly textOf = (header: string | HeaderText): string =>
    headerText(header, this.state.opts.language ?? "vi", this.state.opts.label);

  constructor(
    private readonly state: BoardState,
    private readonly dom: BoardDom,
    private readonly batch: DrawBatch,
  ) {
    this.painter = new TablePainter(state.atlas, batch);
    this.columnLayout = layoutColumns(state.frame.columns, 0);
  }

  /** The glyph atlas was rebuilt (theme, scale, palette). */
  restyle(): void {
    this.painter = new TablePainter(this.state.atlas, this.batch);
  }

  /**
   * Lays the columns out for the viewport's width and resolves their fields (the screen-reader rows read
   * them in either view), then rebuilds the header. On column, size, sort or language changes only.
   */
  layoutColumns(): void {
    const { frame, opts, alternates } = this.state;
    this.columnLayout = layoutColumns(frame.columns, frame.viewportWidth, undefined, {
      scale: this.state.scale,
      fit: opts.fit === true,
    });
    frame.columnX = this.columnLayout.x;
    frame.columnWidth = this.columnLayout.width;
    frame.useAlt = new Uint8Array(frame.columns.length);
    frame.columns.forEach((column, c) => {
      frame.useAlt[c] = alternates.has(column.id) ? 1 : 0;
    });
    resolveColumns(frame);
    this.dom.spacer.style.width = `${this.columnLayout.totalWidth}px`;
    const sort = this.state.order.sortConfig;
    renderHeader(this.dom.header, frame.columns, frame.columnX, frame.columnWidth, this.textOf, sort);
  }

  relayout(): void {
    const { dom, state } = this;
    const { frame, order } = state;
    dom.header.style.display = "flex";
    dom.scroller.style.top = dom.canvasHost.style.top = `${state.headerHeight}px`;
    frame.expandedRow = state.expandedKey !== null ? order.indexOf(state.expandedKey) : -1;
    const height = contentHeight(order.count, state.rowHeight, frame.expandedRow, state.expandedHeight);
    dom.spacer.style.height = `${height}px`;
  }

  paint(now: number, since: number, full: boolean, dirty: DirtySet): number {
    return this.painter.paint(this.state.frame, now, since, full, dirty);
  }

  hitTest(x: number, y: number): BoardHit {
    const { state } = this;
    return {
      position: tableRowAt(
        y,
        state.rowHeight,
        state.order.count,
        state.frame.expandedRow,
        state.expandedHeight,
      ),
      column: columnAt(this.columnLayout, x),
    };
  }

  hitColumns(): readonly ColumnDef<string>[] {
    return this.state.frame.columns;
  }

  outline(position: number, out: OutlineRect): void {
    const { frame, rowHeight, expandedHeight } = this.state;
    out.x = -frame.scrollLeft;
    out.y = rowTop(position, rowHeight, frame.expandedRow, expandedHeight) - frame.scrollTop;
    out.width = Math.min(frame.viewportWidth, this.columnLayout.totalWidth);
    out.height = rowHeight;
  }

  scrollTopFor(position: number): number {
    const { frame, rowHeight, expandedHeight, order } = this.state;
    return scrollTopForRow(
      position,
      rowHeight,
      order.count,
      frame.viewportHeight,
      frame.expandedRow,
      expandedHeight,
    );
  }
}
