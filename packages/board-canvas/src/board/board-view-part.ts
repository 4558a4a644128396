import type { DirtySet } from "@vnboard/feed";
import type { ColumnDef } from "../columns/column-def";
import type { BoardViewMode } from "./board-options";

/** A box in viewport CSS px (an outline over the canvas). */
export interface OutlineRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A pointer position resolved to a display position and a column of `hitColumns()`, -1 for none. */
export interface BoardHit {
  position: number;
  column: number;
}

/**
 * One way of showing the rows (the table, the card grid): it owns its layout, its hit-testing and its
 * painting. The board switches between its parts on `view` and never branches on the mode itself.
 */
export interface BoardViewPart {
  readonly mode: BoardViewMode;
  /** Whether a vertical scroll may move the drawn image (render/scroll-shift.ts) rather than redraw it. */
  readonly shiftsOnScroll: boolean;
  /** After a change of rows or sizes: lays out and styles the DOM (header, spacer) for this view. */
  relayout(): void;
  /** Draws into the surface's batch; returns the cells (or cards) drawn. Allocates nothing. */
  paint(now: number, since: number, full: boolean, dirty: DirtySet): number;
  hitTest(x: number, y: number): BoardHit;
  /** The columns `hitTest` indexes (the board's columns, or a card's star and body). */
  hitColumns(): readonly ColumnDef<string>[];
  /** Writes the viewport box of the row or card at `position` into `out`. */
  outline(position: number, out: OutlineRect): void;
  /** The scrollTop that brings `position` into view. */
  scrollTopFor(position: number): number;
  /** The column id an event on `column` reports when it is not one of the board's columns. */
  readonly hitColumnId: string;
}
