import { type ColumnStore, IndexField, type RowIndex } from "@vnboard/feed";

/** What one index card shows, read from the index store (spec 3, "Index info"). NaN = no value. */
export interface IndexCardValues {
  /** False when the feed has no row for the index (not sent yet, or gone after a resync). */
  present: boolean;
  indexName: string;
  /** Session status code (spec 4), e.g. "30"; "" when unknown. */
  status: string;
  /** The index's market code (typeIndex, e.g. "STX" for HNX): HNX's 61 reads as its post-close session. */
  market: string;
  priorIndex: number;
  currentIndex: number;
  changeIndex: number;
  pctChangeIndex: number;
  lowestIndex: number;
  highestIndex: number;
  /** Shares. */
  totalTradedQtty: number;
  /** Dong. */
  totalTradedValue: number;
  up: number;
  upCeil: number;
  noChange: number;
  down: number;
  downFloor: number;
}

export function emptyIndexCardValues(): IndexCardValues {
  return {
    present: false,
    indexName: "",
    status: "",
    market: "",
    priorIndex: Number.NaN,
    currentIndex: Number.NaN,
    changeIndex: Number.NaN,
    pctChangeIndex: Number.NaN,
    lowestIndex: Number.NaN,
    highestIndex: Number.NaN,
    totalTradedQtty: Number.NaN,
    totalTradedValue: Number.NaN,
    up: Number.NaN,
    upCeil: Number.NaN,
    noChange: Number.NaN,
    down: Number.NaN,
    downFloor: Number.NaN,
  };
}

/** Fills `out` from a row of the index store (row -1 or a hidden row: not present, every value NaN). */
export function readIndexCardValues(
  store: ColumnStore<IndexField>,
  row: RowIndex,
  out: IndexCardValues,
): IndexCardValues {
  const present = row >= 0 && row < store.rowCount && store.present[row] === 1;
  const r = present ? row : -1;
  out.present = present;
  out.indexName = store.str(IndexField.indexName, r);
  out.status = store.str(IndexField.status, r);
  out.market = store.str(IndexField.typeIndex, r);
  out.priorIndex = store.num(IndexField.priorIndex, r);
  out.currentIndex = store.num(IndexField.currentIndex, r);
  out.changeIndex = store.num(IndexField.changeIndex, r);
  out.pctChangeIndex = store.num(IndexField.pctChangeIndex, r);
  out.lowestIndex = store.num(IndexField.lowestIndex, r);
  out.highestIndex = store.num(IndexField.highestIndex, r);
  out.totalTradedQtty = store.num(IndexField.totalTradedQtty, r);
  out.totalTradedValue = store.num(IndexField.totalTradedValue, r);
  out.up = store.num(IndexField.up, r);
  out.upCeil = store.num(IndexField.upCeil, r);
  out.noChange = store.num(IndexField.noChange, r);
  out.down = store.num(IndexField.down, r);
  out.downFloor = store.num(IndexField.downFloor, r);
  return out;
}
