import { GRID_SYNC_MS } from "@vnboard/board-canvas";
import {
  type ColumnStore,
  type DirtySet,
  IndexField,
  type Language,
  type RowIndex,
  type Series,
  type SeriesStore,
} from "@vnboard/feed";
import { atom, type ReadableAtom } from "nanostores";
import { emptyIndexCardText, formatIndexCard, type IndexCardText } from "./index-card-text";
import { emptyIndexCardValues, type IndexCardValues, readIndexCardValues } from "./index-card-values";

/** Where a card's numbers and chart go (the DOM view in the app, a recorder in tests). */
export interface IndexCardSink {
  setText(text: Readonly<IndexCardText>): void;
  /** Present only while the card shows a chart (FULL mode, subscribed index). */
  drawChart?: (series: Series | undefined, prior: number) => void;
}

/** The two stores the strip reads (MarketData has both). */
export interface IndexStripSources {
  readonly indices: ColumnStore<IndexField>;
  readonly indexCharts: SeriesStore;
}

export interface IndexStripControllerOptions {
  intervalMs?: number;
  now?: () => number;
  /**
   * The page's visibility: while hidden the strip writes and draws nothing (changes are only marked), and
   * it catches up at once when the page shows again. Default: `document.visibilityState` when there is a
   * document, else always visible.
   */
  visibility?: {
    hidden(): boolean;
    onChange(listener: () => void): () => void;
  };
}

const DOCUMENT_VISIBILITY: NonNullable<IndexStripControllerOptions["visibility"]> = {
  hidden: () => typeof document !== "undefined" && document.visibilityState === "hidden",
  onChange(listener) {
    if (typeof document === "undefined") return () => {};
    document.addEventListener("visibilitychange", listener);
    return () => document.removeEventListener("visibilitychange", listener);
  },
};

interface CardSlot {
  readonly code: string;
  row: RowIndex;
  sink: IndexCardSink | null;
  readonly values: IndexCardValues;
  readonly text: IndexCardText;
  textDirty: boolean;
  chartDirty: boolean;
  drawnSeries: Series | undefined;
  drawnVersion: number;
  drawnPrior: number;
}

/**
 * Drives the index cards without React: store change notifications only set flags and arm one timer;
 * the timer (at most once per 100 ms, and only after a change) rewrites the text of the cards whose
 * index changed and redraws the charts whose series or reference moved. Nothing here runs per tick
 * beyond a flag and a timer check; everything it holds is released by `stop()`.
 */
export class IndexStripController {
  /** True once any of the strip's indices has arrived (the strip stops showing its loading cards). */
  readonly $ready: ReadableAtom<boolean>;

  private readonly ready = atom(false);
  private readonly slots: CardSlot[];
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly visibility: NonNullable<IndexStripControllerOptions["visibility"]>;
  private dirtyRows: DirtySet | null = null;
  private unsubscribers: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  private rowsStale = true;
  private language: Language = "vi";
  private translate: (key: string) => string = (key) => key;

  constructor(
    private readonly sources: IndexStripSources,
    codes: readonly string[],
    options: IndexStripControllerOptions = {},
  ) {
    this.$ready = this.ready;
    this.intervalMs = options.intervalMs ?? GRID_SYNC_MS; // spec 4 and 9: the grids' 100 ms sync
    this.now = options.now ?? (() => performance.now());
    this.visibility = options.visibility ?? DOCUMENT_VISIBILITY;
    this.slots = codes.map((code) => ({
      code,
      row: -1,
      sink: null,
      values: emptyIndexCardValues(),
      text: emptyIndexCardText(),
      textDirty: true,
      chartDirty: true,
      drawnSeries: undefined,
      drawnVersion: -1,
      drawnPrior: Number.NaN,
    }));
  }

  start(): void {
    if (this.dirtyRows !== null) return;
    const { indices, indexCharts } = this.sources;
    this.dirtyRows = indices.track();
    this.rowsStale = true;
    this.unsubscribers = [
      indices.onChange(this.onIndicesChange),
      indices.onStructureChange(this.onStructureChange),
      indexCharts.onChange(this.onChartChange),
      this.visibility.onChange(this.onVisibilityChange),
    ];
    this.flush();
  }

  stop(): void {
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    this.unsubscribers = [];
    if (this.dirtyRows !== null) this.sources.indices.untrack(this.dirtyRows);
    this.dirtyRows = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Language or translations changed: every card's text is rewritten now. */
  setLanguage(language: Language, translate: (key: string) => string): void {
    this.language = language;
    this.translate = translate;
    for (const slot of this.slots) slot.textDirty = true;
    this.flush();
  }

  /** Connects a card's view; it is filled at once. Returns the function that disconnects it. */
  attach(code: string, sink: IndexCardSink): () => void {
    const slot = this.slots.find((s) => s.code === code);
    if (slot === undefined) return () => {};
    slot.sink = sink;
    slot.textDirty = true;
    slot.chartDirty = true;
    this.flush();
    return () => {
      if (slot.sink === sink) slot.sink = null;
    };
  }

  private readonly onIndicesChange = (): void => this.schedule();

  private readonly onStructureChange = (): void => {
    this.rowsStale = true;
    this.schedule();
  };

  private readonly onChartChange = (key: string): void => {
    const slots = this.slots;
    for (let i = 0; i < slots.length; i++) {
      if (slots[i].code === key) {
        slots[i].chartDirty = true;
        this.schedule();
        return;
      }
    }
  };

  /** Arms the one timer so that flushes are at least `intervalMs` apart. */
  private schedule(): void {
    if (this.timer !== null || this.dirtyRows === null) return;
    const wait = Math.max(0, this.lastFlushAt + this.intervalMs - this.now());
    this.timer = setTimeout(this.onTimer, wait);
  }

  private readonly onTimer = (): void => {
    this.timer = null;
    // A hidden page draws nothing; the marks stay and the first visible moment flushes them.
    if (!this.visibility.hidden()) this.flush();
  };

  private readonly onVisibilityChange = (): void => {
    if (!this.visibility.hidden() && this.dirtyRows !== null) this.flush();
  };

  private flush(): void {
    this.lastFlushAt = this.now();
    const { indices, indexCharts } = this.sources;
    const dirty = this.dirtyRows;
    const restructured = this.rowsStale;
    this.rowsStale = false;
    let anyPresent = false;
    for (let i = 0; i < this.slots.length; i++) {
      const slot = this.slots[i];
      if (restructured || slot.row < 0) {
        const row = indices.rowOf(slot.code);
        if (row !== slot.row || restructured) slot.textDirty = true;
        slot.row = row;
      }
      if (slot.row >= 0 && indices.present[slot.row] === 1) anyPresent = true;
      if (dirty !== null && slot.row >= 0 && dirty.has(slot.row)) slot.textDirty = true;
      const sink = slot.sink;
      if (sink === null) continue;
      if (slot.textDirty) {
        readIndexCardValues(indices, slot.row, slot.values);
        formatIndexCard(slot.values, slot.code, this.language, this.translate, slot.text);
        sink.setText(slot.text);
        slot.textDirty = false;
      }
      if (sink.drawChart !== undefined) this.drawChartIfChanged(slot, sink.drawChart, indexCharts);
    }
    dirty?.clear();
    if (anyPresent && !this.ready.get()) this.ready.set(true);
  }

  private drawChartIfChanged(
    slot: CardSlot,
    draw: NonNullable<IndexCardSink["drawChart"]>,
    charts: SeriesStore,
  ): void {
    const series = charts.get(slot.code);
    const version = series === undefined ? -1 : series.version;
    const prior = this.sources.indices.num(IndexField.priorIndex, slot.row);
    const samePrior = prior === slot.drawnPrior || (Number.isNaN(prior) && Number.isNaN(slot.drawnPrior));
    if (!slot.chartDirty && series === slot.drawnSeries && version === slot.drawnVersion && samePrior) return;
    draw(series, prior);
    slot.chartDirty = false;
    slot.drawnSeries = series;
    slot.drawnVersion = version;
    slot.drawnPrior = prior;
  }
}
