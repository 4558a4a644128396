import { ColumnStore } from "@vnboard/feed";
import { ParsedRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { replaceRows } from "./replace-rows";
import { TOP_SCHEMA } from "./top-schema";

const F = TOP_SCHEMA.index;

function setup() {
  let clock = 1_000;
  const store = new ColumnStore(TOP_SCHEMA, { now: () => clock });
  const scratch = new ParsedRecords();
  return { store, scratch, tick: (ms: number) => (clock += ms) };
}

describe("replaceRows", () => {
  it("writes the records as the store's rows, text and numbers, a missing value left empty", () => {
    const { store, scratch } = setup();
    const ok = replaceRows(
      store,
      [
        { code: "FPT", symbol: "FPT", rank: 1, matchPrice: 120_500, share: 12.5 },
        { code: "VNM", symbol: "VNM", rank: 2, matchPrice: 61_000, share: null },
      ],
      scratch,
    );
    expect(ok).toBe(true);
    const fpt = store.rowOf("FPT");
    const vnm = store.rowOf("VNM");
    expect(store.str(F.symbol, fpt)).toBe("FPT");
    expect([store.num(F.rank, fpt), store.num(F.matchPrice, fpt), store.num(F.share, fpt)]).toEqual([
      1, 120_500, 12.5,
    ]);
    expect(store.num(F.rank, vnm)).toBe(2);
    expect(store.num(F.share, vnm)).toBeNaN();
  });

  it("stamps a value that changed since the last call and nothing else; first values do not flash", () => {
    const { store, scratch, tick } = setup();
    replaceRows(store, [{ code: "FPT", symbol: "FPT", rank: 1, matchPrice: 120_500 }], scratch);
    const row = store.rowOf("FPT");
    expect(store.changedAt[F.matchPrice][row]).toBe(0);
    tick(10_000);
    replaceRows(store, [{ code: "FPT", symbol: "FPT", rank: 1, matchPrice: 121_000 }], scratch);
    expect(store.changedAt[F.matchPrice][row]).toBe(11_000);
    expect(store.direction[F.matchPrice][row]).toBe(1);
    expect(store.changedAt[F.rank][row]).toBe(0);
  });

  it("hides the rows the new records leave out, and shows them again when they come back", () => {
    const { store, scratch } = setup();
    const changes: number[] = [];
    store.onStructureChange(() => changes.push(store.structureVersion));
    replaceRows(
      store,
      [
        { code: "AAA", symbol: "AAA", rank: 1 },
        { code: "BBB", symbol: "BBB", rank: 2 },
      ],
      scratch,
    );
    replaceRows(store, [{ code: "BBB", symbol: "BBB", rank: 1 }], scratch);
    expect(store.presentKeys()).toEqual(["BBB"]);
    replaceRows(store, [], scratch);
    expect(store.presentKeys()).toEqual([]);
    replaceRows(store, [{ code: "AAA", symbol: "AAA", rank: 1 }], scratch);
    expect(store.presentKeys()).toEqual(["AAA"]);
    expect(changes.length).toBeGreaterThanOrEqual(4);
  });

  it("refuses records that cannot travel and leaves the store as it was", () => {
    const { store, scratch } = setup();
    replaceRows(store, [{ code: "FPT", symbol: "FPT", rank: 1 }], scratch);
    expect(replaceRows(store, [{ code: "F|T", symbol: "F|T", rank: 1 }], scratch)).toBe(false);
    expect(replaceRows(store, [{ code: "VNM", symbol: "VNM", rank: Infinity }], scratch)).toBe(false);
    expect(store.presentKeys()).toEqual(["FPT"]);
    expect(store.rowOf("VNM")).toBe(-1);
  });
});
