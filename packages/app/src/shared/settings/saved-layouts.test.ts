import { describe, expect, it } from "vitest";
import { $hiddenColumns, $percentChange, $sort, $viewMode } from "./board-settings";
import { LAYOUT_FILE_FORMAT, layoutFileText } from "./layout-model";
import {
  $layouts,
  currentSettings,
  importLayouts,
  removeLayout,
  saveCurrentLayout,
  switchLayout,
} from "./saved-layouts";

describe("saved layouts over the board's settings", () => {
  it("saves the board's settings, switches back to them, deletes them", () => {
    $layouts.set([]);
    $hiddenColumns.set(["room"]);
    $viewMode.set("total");
    $sort.set({ column: "code", type: "desc", dataType: "text" });
    expect(saveCurrentLayout("board", "Mine").ok).toBe(true);

    $hiddenColumns.set([]);
    $viewMode.set("detail");
    $sort.set(null);
    $percentChange.set(true);
    const [mine] = $layouts.get();
    if (mine === undefined) throw new Error("not saved");
    switchLayout(mine);
    expect(currentSettings()).toEqual({
      hidden: ["room"],
      extras: [],
      percent: false,
      value: false,
      sort: { column: "code", type: "desc", dataType: "text" },
      view: "total",
    });

    removeLayout("board", "mine");
    expect($layouts.get()).toEqual([]);
  });

  it("imports a file into the list, and a refused file leaves the list as it was", () => {
    $layouts.set([]);
    expect(saveCurrentLayout("board", "Kept").ok).toBe(true);
    const before = $layouts.get();
    expect(importLayouts("{ broken")).toEqual({ ok: false, problem: "notJson" });
    expect(importLayouts(JSON.stringify({ format: LAYOUT_FILE_FORMAT, version: 1, layouts: [{}] }))).toEqual({
      ok: false,
      problem: "badLayout",
      at: 1,
    });
    expect($layouts.get()).toBe(before);

    const file = layoutFileText([{ ...before[0]!, name: "Imported", kind: "oddLot" }]);
    expect(importLayouts(file)).toMatchObject({ ok: true, added: 1, replaced: 0 });
    expect($layouts.get().map((l) => `${l.kind}:${l.name}`)).toEqual(["board:Kept", "oddLot:Imported"]);
  });
});
