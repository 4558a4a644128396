import { MarketData, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords, type RecordValues } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { RowOrder } from "./row-order";

function setup(records: RecordValues[]) {
  const md = new MarketData({ now: () => 1_000 });
  const send = (msgType: number, list: RecordValues[]) =>
    expect(md.handleFrame(encodeFrame(msgType, encodeRecords(SYMBOL_SCHEMA, list)))).toBe(true);
  send(4, records);
  return { md, store: md.symbols, send };
}

const BOARD = [
  { code: "VNM", matchPrice: 61_000, totalTradedQtty: 500 },
  { code: "FPT", matchPrice: 101_000, totalTradedQtty: 900 },
  { code: "HPG", matchPrice: 27_000, totalTradedQtty: 900 },
  { code: "ACB", matchPrice: 24_000 },
  { code: "MWG", matchPrice: 48_000, totalTradedQtty: 100 },
];
const CODES = ["FPT", "VNM", "HPG", "ACB", "MWG"];

function shown(order: RowOrder): string[] {
  return Array.from({ length: order.count }, (_, i) => order.codeAt(i));
}

describe("RowOrder: board order", () => {
  it("maps the board's codes to store rows in the board's order", () => {
    const { store } = setup(BOARD);
    const order = new RowOrder(store, CODES);
    expect(shown(order)).toEqual(CODES);
    expect(order.rows[0]).toBe(store.rowOf("FPT"));
    expect(order.indexOf("HPG")).toBe(2);
    expect(order.indexOf("XXX")).toBe(-1);
    expect(order.codeAt(99)).toBe("");
  });

  it("skips codes the store lacks, duplicates, and rows hidden by a resync", () => {
    const { store, send } = setup(BOARD);
    const order = new RowOrder(store, ["FPT", "NOPE", "VNM", "FPT", "HPG"]);
    expect(shown(order)).toEqual(["FPT", "VNM", "HPG"]);
    store.beginReset();
    send(4, [BOARD[1], BOARD[2], BOARD[3], BOARD[4], { code: "NOPE", matchPrice: 1_000 }]);
    store.endReset();
    expect(order.sync()).toBe(true);
    expect(shown(order)).toEqual(["FPT", "NOPE", "HPG"]);
    expect(order.sync()).toBe(false);
  });
});

describe("RowOrder: pins", () => {
  it("keeps pinned codes on top in pin order and unpins back into place", () => {
    const { store } = setup(BOARD);
    const order = new RowOrder(store, CODES);
    expect(order.pin("ACB")).toBe(true);
    expect(order.pin("VNM")).toBe(true);
    expect(order.pin("VNM")).toBe(false);
    expect(shown(order)).toEqual(["ACB", "VNM", "FPT", "HPG", "MWG"]);
    expect(order.pinnedCount).toBe(2);
    expect(order.togglePin("ACB")).toBe(false);
    expect(shown(order)).toEqual(["VNM", "FPT", "HPG", "ACB", "MWG"]);
    expect(order.togglePin("MWG")).toBe(true);
    expect(order.isPinned("MWG")).toBe(true);
    expect(order.unpin("XXX")).toBe(false);
  });

  it("ignores pinned codes that are not on this board", () => {
    const { store } = setup(BOARD);
    const order = new RowOrder(store, ["FPT", "VNM"]);
    order.pin("HPG");
    expect(shown(order)).toEqual(["FPT", "VNM"]);
    expect(order.pinnedCount).toBe(0);
    order.setCodes(CODES);
    expect(shown(order)[0]).toBe("HPG");
  });
});

describe("RowOrder: sort", () => {
  it("sorts unpinned rows by a number field, missing values last, ties by code", () => {
    const { store } = setup(BOARD);
    const order = new RowOrder(store, CODES);
    order.setSort({ column: "totalTradedQtty", type: "desc", dataType: "number" });
    expect(shown(order)).toEqual(["FPT", "HPG", "VNM", "MWG", "ACB"]);
    order.setSort({ column: "totalTradedQtty", type: "asc", dataType: "number" });
    expect(shown(order)).toEqual(["MWG", "VNM", "FPT", "HPG", "ACB"]);
  });

  it("sorts by code as text, keeps pinned rows on top unsorted, and restores the order on null", () => {
    const { store } = setup(BOARD);
    const order = new RowOrder(store, CODES);
    order.pin("VNM");
    order.pin("FPT");
    order.setSort({ column: "code", type: "asc", dataType: "text" });
    expect(shown(order)).toEqual(["VNM", "FPT", "ACB", "HPG", "MWG"]);
    order.setSort({ column: "code", type: "desc", dataType: "text" });
    expect(shown(order)).toEqual(["VNM", "FPT", "MWG", "HPG", "ACB"]);
    order.setSort(null);
    expect(shown(order)).toEqual(["VNM", "FPT", "HPG", "ACB", "MWG"]);
  });

  it("sorts by a text field of the store", () => {
    const { store } = setup([
      { code: "AAA", symbolName: "Zeta" },
      { code: "BBB", symbolName: "Alpha" },
      { code: "CCC" },
    ]);
    const order = new RowOrder(store, ["AAA", "BBB", "CCC"]);
    order.setSort({ column: "symbolName", type: "asc", dataType: "text" });
    expect(shown(order)).toEqual(["BBB", "AAA", "CCC"]);
  });

  it("ignores an unknown sort column", () => {
    const { store } = setup(BOARD);
    const order = new RowOrder(store, CODES);
    order.setSort({ column: "noSuchField", type: "asc", dataType: "number" });
    expect(order.sortConfig).toBeNull();
    expect(shown(order)).toEqual(CODES);
  });

  it("re-sorts on ticks only when the order can change", () => {
    const { store, send } = setup(BOARD);
    const order = new RowOrder(store, CODES);
    order.setSort({ column: "matchPrice", type: "desc", dataType: "number" });
    expect(shown(order)).toEqual(["FPT", "VNM", "MWG", "HPG", "ACB"]);
    const rows = order.rows;
    const version = order.orderVersion;
    expect(order.resortIfNeeded()).toBe(false);
    // A tick on another field: nothing to do.
    send(2, [{ code: "ACB", totalTradedQtty: 5 }]);
    expect(order.resortIfNeeded()).toBe(false);
    // The key moves without changing the ranking.
    send(2, [{ code: "FPT", matchPrice: 102_000 }]);
    expect(order.resortIfNeeded()).toBe(false);
    // The key moves past another row.
    send(2, [{ code: "ACB", matchPrice: 70_000 }]);
    expect(order.resortIfNeeded()).toBe(true);
    expect(shown(order)).toEqual(["FPT", "ACB", "VNM", "MWG", "HPG"]);
    expect(order.rows).toBe(rows);
    expect(order.orderVersion).toBe(version + 1);
  });

  it("reports a structure change through resortIfNeeded too", () => {
    const { store, send } = setup(BOARD);
    const order = new RowOrder(store, [...CODES, "SSI"]);
    expect(order.resortIfNeeded()).toBe(false);
    send(4, [{ code: "SSI", matchPrice: 30_000 }]);
    expect(order.resortIfNeeded()).toBe(true);
    expect(shown(order).at(-1)).toBe("SSI");
  });
});

describe("RowOrder: dragging", () => {
  it("moves a row down after and up before its target", () => {
    const { store } = setup(BOARD);
    const order = new RowOrder(store, CODES);
    expect(order.move(0, 2)).toBe(true);
    expect(shown(order)).toEqual(["VNM", "HPG", "FPT", "ACB", "MWG"]);
    expect(order.move(4, 1)).toBe(true);
    expect(shown(order)).toEqual(["VNM", "MWG", "HPG", "FPT", "ACB"]);
    expect(order.getState().manual).toEqual(["VNM", "MWG", "HPG", "FPT", "ACB"]);
    expect(order.move(1, 1)).toBe(false);
    expect(order.move(-1, 1)).toBe(false);
  });

  it("keeps a dragged row inside its block (pinned or not)", () => {
    const { store } = setup(BOARD);
    const order = new RowOrder(store, CODES);
    order.pin("ACB");
    order.pin("MWG");
    expect(order.move(0, 4)).toBe(true);
    expect(shown(order)).toEqual(["MWG", "ACB", "FPT", "VNM", "HPG"]);
    expect(order.getState().pinned).toEqual(["MWG", "ACB"]);
    expect(order.move(4, 0)).toBe(true);
    expect(shown(order)).toEqual(["MWG", "ACB", "HPG", "FPT", "VNM"]);
  });

  it("takes a sorted board's order as the manual order and ends the sort", () => {
    const { store } = setup(BOARD);
    const order = new RowOrder(store, CODES);
    order.setSort({ column: "code", type: "asc", dataType: "text" });
    order.move(0, 1);
    expect(order.sortConfig).toBeNull();
    expect(shown(order)).toEqual(["FPT", "ACB", "HPG", "MWG", "VNM"]);
  });

  it("keeps codes added to the board after a drag, at the end", () => {
    const { store, send } = setup(BOARD);
    const order = new RowOrder(store, CODES);
    order.move(0, 4);
    send(4, [{ code: "SSI", matchPrice: 30_000 }]);
    order.setCodes(["SSI", ...CODES]);
    expect(shown(order)).toEqual(["VNM", "HPG", "ACB", "MWG", "FPT", "SSI"]);
  });
});

describe("RowOrder: persisted state", () => {
  it("round-trips pins and the manual order per path", () => {
    const { store } = setup(BOARD);
    const a = new RowOrder(store, CODES);
    a.pin("HPG");
    a.move(1, 3);
    const state = JSON.parse(JSON.stringify(a.getState()));
    const b = new RowOrder(store, CODES);
    b.setState(state);
    expect(shown(b)).toEqual(shown(a));
    b.clearManual();
    expect(shown(b)).toEqual(["HPG", "FPT", "VNM", "ACB", "MWG"]);
    b.setState({ pinned: [], manual: null });
    expect(shown(b)).toEqual(CODES);
  });
});
