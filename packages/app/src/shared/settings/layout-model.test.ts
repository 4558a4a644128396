import { describe, expect, it } from "vitest";
import {
  type BoardLayout,
  deleteLayout,
  isLayoutList,
  LAYOUT_FILE_FORMAT,
  type LayoutSettings,
  layoutFileText,
  layoutKindOf,
  layoutName,
  layoutsOf,
  MAX_FILE_BYTES,
  MAX_LAYOUTS,
  mergeLayouts,
  parseLayoutFile,
  readLayout,
  sameSettings,
  saveLayout,
} from "./layout-model";

const PLAIN: LayoutSettings = {
  hidden: [],
  extras: [],
  percent: false,
  value: false,
  sort: null,
  view: "detail",
};
const FOREIGN: LayoutSettings = {
  hidden: ["subCode", "buyVolume4"],
  extras: ["foreignNet"],
  percent: true,
  value: false,
  sort: { column: "totalTradedQtty", type: "desc", dataType: "number" },
  view: "total",
};

function saved(
  list: BoardLayout[],
  ...args: Parameters<typeof saveLayout> extends [unknown, ...infer R] ? R : never
) {
  const result = saveLayout(list, ...args);
  if (!result.ok) throw new Error(result.problem);
  return result;
}

describe("saving, switching and deleting layouts", () => {
  it("saves a named layout per board kind and lists it under that kind only", () => {
    const { list, replaced } = saved([], "board", "  Foreign   flows ", FOREIGN);
    expect(replaced).toBe(false);
    expect(list).toEqual([{ name: "Foreign flows", kind: "board", ...FOREIGN }]);
    expect(layoutsOf(list, "board").map((l) => l.name)).toEqual(["Foreign flows"]);
    expect(layoutsOf(list, "oddLot")).toEqual([]);
  });

  it("replaces a layout of the same name and kind in place, whatever the case", () => {
    let list = saved([], "board", "A", PLAIN).list;
    list = saved(list, "board", "B", PLAIN).list;
    const again = saved(list, "board", "a", FOREIGN);
    expect(again.replaced).toBe(true);
    expect(again.list.map((l) => [l.name, l.view])).toEqual([
      ["a", "total"],
      ["B", "detail"],
    ]);
    // The same name on another kind is another layout.
    expect(saved(again.list, "oddLot", "A", PLAIN).list).toHaveLength(3);
  });

  it("copies the settings: a later change to the board does not change the saved layout", () => {
    const settings: LayoutSettings = { ...FOREIGN, hidden: [...FOREIGN.hidden] };
    const { list } = saved([], "board", "x", settings);
    settings.hidden.push("room");
    expect(list[0]?.hidden).toEqual(["subCode", "buyVolume4"]);
  });

  it("refuses an empty, too long or control-character name, and a layout past the limit", () => {
    expect(saveLayout([], "board", "   ", PLAIN)).toEqual({ ok: false, problem: "badName" });
    expect(saveLayout([], "board", "x".repeat(41), PLAIN)).toEqual({ ok: false, problem: "badName" });
    expect(saveLayout([], "board", "a\u0007b", PLAIN)).toEqual({ ok: false, problem: "badName" });
    expect(layoutName("Bảng giá của tôi")).toBe("Bảng giá của tôi");
    const full = Array.from({ length: MAX_LAYOUTS }, (_, i) => ({
      name: `L${i}`,
      kind: "board" as const,
      ...PLAIN,
    }));
    expect(saveLayout(full, "board", "new", PLAIN)).toEqual({ ok: false, problem: "tooMany" });
    // Replacing one still works when the list is full.
    expect(saveLayout(full, "board", "L3", FOREIGN).ok).toBe(true);
  });

  it("deletes by kind and name", () => {
    let list = saved([], "board", "A", PLAIN).list;
    list = saved(list, "oddLot", "A", PLAIN).list;
    expect(deleteLayout(list, "board", "a").map((l) => l.kind)).toEqual(["oddLot"]);
    expect(deleteLayout(list, "coveredWarrant", "A")).toEqual(list);
  });

  it("tells which saved layout the board shows now (toggles as sets, sort by column and direction)", () => {
    expect(sameSettings(FOREIGN, { ...FOREIGN, hidden: ["buyVolume4", "subCode"] })).toBe(true);
    expect(sameSettings(FOREIGN, { ...FOREIGN, sort: { ...FOREIGN.sort!, type: "asc" } })).toBe(false);
    expect(sameSettings(FOREIGN, { ...FOREIGN, sort: null })).toBe(false);
    expect(sameSettings(PLAIN, { ...PLAIN, view: "box" })).toBe(false);
  });

  it("maps a board's flags to its kind", () => {
    expect(layoutKindOf(false, false)).toBe("board");
    expect(layoutKindOf(true, false)).toBe("oddLot");
    expect(layoutKindOf(false, true)).toBe("coveredWarrant");
  });
});

describe("the layouts file", () => {
  const list = saved(saved([], "board", "Foreign", FOREIGN).list, "oddLot", "Lẻ", PLAIN).list;

  it("round-trips through export and import", () => {
    const text = layoutFileText(list);
    expect(JSON.parse(text).format).toBe(LAYOUT_FILE_FORMAT);
    expect(parseLayoutFile(text)).toEqual({ ok: true, layouts: list });
    // With a byte order mark (a file saved by an editor) too.
    expect(parseLayoutFile(`\uFEFF${text}`)).toEqual({ ok: true, layouts: list });
  });

  it("refuses what is not a layouts file, saying why", () => {
    expect(parseLayoutFile("not json {")).toEqual({ ok: false, problem: "notJson" });
    expect(parseLayoutFile("[]")).toEqual({ ok: false, problem: "notLayoutFile" });
    expect(parseLayoutFile('{"format":"other","version":1,"layouts":[]}')).toEqual({
      ok: false,
      problem: "notLayoutFile",
    });
    expect(parseLayoutFile(`{"format":"${LAYOUT_FILE_FORMAT}","version":"1","layouts":[]}`)).toEqual({
      ok: false,
      problem: "notLayoutFile",
    });
    expect(parseLayoutFile(`{"format":"${LAYOUT_FILE_FORMAT}","version":2,"layouts":[]}`)).toEqual({
      ok: false,
      problem: "newerVersion",
    });
    expect(parseLayoutFile(" ".repeat(MAX_FILE_BYTES + 1))).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("refuses the whole file when one layout is wrong, naming its position", () => {
    const bad = (patch: Record<string, unknown>) =>
      parseLayoutFile(
        JSON.stringify({
          format: LAYOUT_FILE_FORMAT,
          version: 1,
          layouts: [list[0], { ...list[1], ...patch }],
        }),
      );
    for (const patch of [
      { kind: "plasma" },
      { name: "" },
      { hidden: ["nope"] },
      { hidden: ["room", "room"] },
      { extras: "foreignNet" },
      { percent: "yes" },
      { sort: { column: "matchPrice", type: "up", dataType: "number" } },
      { sort: { column: "a b", type: "asc", dataType: "number" } },
      { view: "cards" },
    ]) {
      expect(bad(patch), JSON.stringify(patch)).toEqual({ ok: false, problem: "badLayout", at: 2 });
    }
    const many = Array.from({ length: MAX_LAYOUTS + 1 }, () => list[0]);
    expect(
      parseLayoutFile(JSON.stringify({ format: LAYOUT_FILE_FORMAT, version: 1, layouts: many })),
    ).toEqual({
      ok: false,
      problem: "tooMany",
    });
  });

  it("keeps only the known fields of a layout", () => {
    expect(readLayout({ ...list[0], extra: "<script>" })).toEqual(list[0]);
    expect(isLayoutList(list)).toBe(true);
    expect(isLayoutList([...list, { name: "x" }])).toBe(false);
    expect(isLayoutList("[]")).toBe(false);
  });

  it("merges an import: same name and kind replaced in place, the rest added, nothing lost", () => {
    const incoming = [
      { name: "foreign", kind: "board" as const, ...PLAIN },
      { name: "New", kind: "coveredWarrant" as const, ...FOREIGN },
    ];
    const merged = mergeLayouts(list, incoming);
    expect(merged).toEqual({
      ok: true,
      list: [incoming[0], list[1], incoming[1]],
      added: 1,
      replaced: 1,
    });
  });

  it("refuses a merge past the limit whole", () => {
    const incoming = Array.from({ length: MAX_LAYOUTS - 1 }, (_, i) => ({
      name: `N${i}`,
      kind: "board" as const,
      ...PLAIN,
    }));
    expect(mergeLayouts(list, incoming)).toEqual({ ok: false, problem: "tooMany" });
  });
});
