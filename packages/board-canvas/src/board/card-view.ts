import type { DirtySet, SymbolStore } from "@vnboard/feed";
import { type CardFrame, CardPainter } from "../cards/card-painter";
import type { ColumnDef } from "../columns/column-def";
import { STAR_COLUMN } from "../columns/detail-columns";
import {
  cardAt,
  cardX,
  cardY,
  createCardLayout,
  layoutCards,
  scrollTopForCard,
  visibleCardRange,
} from "../layout/card-layout";
import { createIndexRange } from "../layout/index-range";
import type { DrawBatch } from "../render/draw-batch";
import type { BoardDom } from "./board-dom";
import type { BoardState } from "./board-state";
import { cardLabelsOf } from "./board-text";
import type { BoardHit, BoardViewPart, OutlineRect } from "./board-view-part";

/** Hit-test columns of a card: the star, then everything else (which opens the stock). */
const CARD_HIT_COLUMNS: readonly ColumnDef<string>[] = [
  STAR_COLUMN,
  { ...STAR_COLUMN, id: "card", kind: "code" },
];

/** The card grid (symbol stores only): no header, cards in reading order. */
export class CardView implements BoardViewPart {
  readonly mode = "cards";
  readonly shiftsOnScroll = false;
  readonly hitColumnId = "card";
  private painter: CardPainter;
  private readonly layout = createCardLayout();
  private readonly range = createIndexRange();
  /** The painter's frame, kept and updated in place: a paint allocates nothing. */
  private readonly cardFrame: CardFrame;

  constructor(
    private readonly state: BoardState,
    private readonly dom: BoardDom,
    private readonly batch: DrawBatch,
  ) {
    this.painter = new CardPainter(state.atlas, batch);
    const frame = state.frame;
    this.cardFrame = {
      store: state.symbols as SymbolStore,
      rows: frame.rows,
      layout: this.layout,
      scrollTop: 0,
      viewportHeight: 0,
      favourites: frame.favourites,
      textOptions: frame.textOptions,
      flashEnabled: frame.flashEnabled,
      flashMs: frame.flashMs,
      oddLot: frame.oddLot,
      labels: cardLabelsOf(state.opts.cardLabels, state.opts.language),
    };
  }

  /** The glyph atlas was rebuilt (theme, scale, palette). */
  restyle(): void {
    this.painter = new CardPainter(this.state.atlas, this.batch);
  }

  relayout(): void {
    const { dom, state } = this;
    const frame = state.frame;
    dom.header.style.display = "none";
    dom.scroller.style.top = dom.canvasHost.style.top = "0px";
    frame.expandedRow = -1;
    layoutCards(frame.viewportWidth, state.order.count, this.layout);
    dom.spacer.style.height = `${this.layout.contentHeight}px`;
    dom.spacer.style.width = "1px";
    this.cardFrame.labels = cardLabelsOf(state.opts.cardLabels, state.opts.language);
  }

  paint(now: number, since: number, full: boolean, _dirty: DirtySet): number {
    const { state, cardFrame } = this;
    if (state.symbols === null) return 0;
    const frame = state.frame;
    visibleCardRange(frame.scrollTop, frame.viewportHeight, this.layout, this.range, 0);
    cardFrame.rows = state.order.rows;
    cardFrame.scrollTop = frame.scrollTop;
    cardFrame.viewportHeight = frame.viewportHeight;
    cardFrame.favourites = frame.favourites;
    cardFrame.textOptions = frame.textOptions;
    cardFrame.flashEnabled = frame.flashEnabled;
    cardFrame.oddLot = frame.oddLot;
    return this.painter.paint(cardFrame, now, since, full, this.range.first, this.range.last);
  }

  hitTest(x: number, y: number): BoardHit {
    const index = cardAt(x, y, 0, this.layout);
    if (index < 0) return { position: -1, column: -1 };
    // The star sits in the card's top-left corner; the rest of the card opens the stock.
    const onStar = x - cardX(index, this.layout) < 20 && y - cardY(index, this.layout) < 26;
    return { position: index, column: onStar ? 0 : 1 };
  }

  hitColumns(): readonly ColumnDef<string>[] {
    return CARD_HIT_COLUMNS;
  }

  outline(position: number, out: OutlineRect): void {
    out.x = cardX(position, this.layout);
    out.y = cardY(position, this.layout) - this.state.frame.scrollTop;
    out.width = this.layout.cardWidth - 1;
    out.height = this.layout.cardHeight - 1;
  }

  scrollTopFor(position: number): number {
    return scrollTopForCard(position, this.layout, this.state.frame.viewportHeight);
  }
}
