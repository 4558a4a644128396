import { describe, expect, it } from "vitest";
import type { ColumnToggle } from "./column-def";
import { DETAIL_COLUMNS } from "./detail-columns";
import { toggleHidden, visibleColumns } from "./visible-columns";

describe("visibleColumns (spec 2.2 column menu)", () => {
  it("shows everything by default", () => {
    expect(visibleColumns(DETAIL_COLUMNS, new Set())).toBe(DETAIL_COLUMNS);
  });

  it("hides the columns of the hidden toggles, and only those", () => {
    const hidden = new Set<ColumnToggle>(["buyVolume4", "room", "totalVolume"]);
    const ids = visibleColumns(DETAIL_COLUMNS, hidden).map((c) => c.id);
    expect(ids).not.toContain("bidQtty4");
    expect(ids).not.toContain("remainForeignQtty");
    expect(ids).not.toContain("totalTradedQtty");
    expect(ids).toHaveLength(DETAIL_COLUMNS.length - 3);
    expect(ids).toContain("offerQtty4");
  });

  it("flips one toggle into a new set", () => {
    const none: ReadonlySet<ColumnToggle> = new Set();
    const one = toggleHidden(none, "room");
    expect([...one]).toEqual(["room"]);
    expect(none.size).toBe(0);
    expect(toggleHidden(one, "room").size).toBe(0);
  });
});
