import { describe, expect, it } from "vitest";
import type { ColumnDef } from "../columns/column-def";
import { DETAIL_COLUMNS } from "../columns/detail-columns";
import { columnAt, layoutColumns, visibleColumnRange } from "./column-layout";
import { createIndexRange } from "./index-range";

const col = (id: string, width: number): ColumnDef => ({
  id,
  header: id,
  field: null,
  kind: "text",
  width,
  align: "left",
  sortable: false,
});
const COLUMNS = [col("a", 10), col("b", 20), col("c", 30)];

describe("layoutColumns", () => {
  it("places columns left to right at their own widths, extra space left at the right", () => {
    const layout = layoutColumns(COLUMNS, 500);
    expect([...layout.x]).toEqual([0, 10, 30]);
    expect([...layout.width]).toEqual([10, 20, 30]);
    expect(layout.totalWidth).toBe(60);
    expect(layout.availableWidth).toBe(500);
  });

  it("reuses the arrays of a previous layout that is large enough", () => {
    const first = layoutColumns(DETAIL_COLUMNS, 1200);
    const again = layoutColumns(COLUMNS, 800, first);
    expect(again).toBe(first);
    expect(again.count).toBe(3);
    expect(again.totalWidth).toBe(60);
    expect(layoutColumns(DETAIL_COLUMNS, 1200, layoutColumns(COLUMNS, 1))).not.toBe(first);
  });

  it("sums the detail table's widths", () => {
    const layout = layoutColumns(DETAIL_COLUMNS, 1000);
    expect(layout.totalWidth).toBe(DETAIL_COLUMNS.reduce((s, c) => s + c.width, 0));
  });
});

describe("columnAt", () => {
  const layout = layoutColumns(COLUMNS, 100);

  it("finds the column under x, left edges inclusive", () => {
    expect(columnAt(layout, 0)).toBe(0);
    expect(columnAt(layout, 9.99)).toBe(0);
    expect(columnAt(layout, 10)).toBe(1);
    expect(columnAt(layout, 29)).toBe(1);
    expect(columnAt(layout, 30)).toBe(2);
    expect(columnAt(layout, 59.5)).toBe(2);
  });

  it("is -1 outside the columns", () => {
    expect(columnAt(layout, -1)).toBe(-1);
    expect(columnAt(layout, 60)).toBe(-1);
    expect(columnAt(layout, 99)).toBe(-1);
    expect(columnAt(layout, Number.NaN)).toBe(-1);
    expect(columnAt(layoutColumns([], 100), 0)).toBe(-1);
  });

  it("never returns a zero-width column", () => {
    const zero = layoutColumns([col("a", 10), col("b", 0), col("c", 10)], 100);
    expect(columnAt(zero, 10)).toBe(2);
    expect(columnAt(zero, 9)).toBe(0);
  });

  it("agrees with a linear scan over many columns", () => {
    const many = layoutColumns(
      Array.from({ length: 37 }, (_, i) => col(`c${i}`, 5 + ((i * 7) % 13))),
      0,
    );
    for (let x = 0; x < many.totalWidth; x += 0.75) {
      let expected = -1;
      for (let i = 0; i < many.count; i++) if (x >= many.x[i] && x < many.x[i] + many.width[i]) expected = i;
      expect(columnAt(many, x)).toBe(expected);
    }
  });
});

describe("visibleColumnRange", () => {
  const layout = layoutColumns(COLUMNS, 100);
  const out = createIndexRange();

  it("lists the columns intersecting the horizontal viewport", () => {
    expect(visibleColumnRange(layout, 0, 100, out)).toEqual({ first: 0, last: 2 });
    expect(visibleColumnRange(layout, 12, 18, out)).toEqual({ first: 1, last: 1 });
    expect(visibleColumnRange(layout, 12, 19, out)).toEqual({ first: 1, last: 2 });
    expect(visibleColumnRange(layout, 5, 10, out)).toEqual({ first: 0, last: 1 });
  });

  it("is empty beyond the columns or with no viewport", () => {
    expect(visibleColumnRange(layout, 60, 100, out)).toEqual({ first: 0, last: -1 });
    expect(visibleColumnRange(layout, 0, 0, out)).toEqual({ first: 0, last: -1 });
  });
});

describe("layoutColumns: flex, fit and scale", () => {
  const flex = (id: string, width: number, more: Partial<ColumnDef>): ColumnDef => ({
    ...col(id, width),
    ...more,
  });

  it("gives the spare width to flex columns in proportion to their flex, within their max", () => {
    const layout = layoutColumns(
      [col("a", 100), flex("b", 100, { flex: 1 }), flex("c", 100, { flex: 3 })],
      700,
    );
    expect([...layout.width]).toEqual([100, 200, 400]);
    expect(layout.totalWidth).toBe(700);
    const capped = layoutColumns(
      [flex("b", 100, { flex: 1 }), flex("c", 100, { flex: 1, maxWidth: 150 })],
      600,
    );
    expect([...capped.width]).toEqual([450, 150]);
  });

  it("shrinks flex columns down to their minWidth when the host is narrow, then scrolls", () => {
    const layout = layoutColumns([col("a", 100), flex("b", 200, { flex: 1, minWidth: 50 })], 200);
    expect([...layout.width]).toEqual([100, 100]);
    const floor = layoutColumns([col("a", 100), flex("b", 200, { flex: 1, minWidth: 50 })], 100);
    expect([...floor.width]).toEqual([100, 50]);
    expect(floor.totalWidth).toBe(150);
  });

  it("fit grows every column in proportion to its width to fill the host", () => {
    const layout = layoutColumns(COLUMNS, 120, undefined, { fit: true });
    expect([...layout.width]).toEqual([20, 40, 60]);
    expect(layout.totalWidth).toBe(120);
    expect([...layout.x]).toEqual([0, 20, 60]);
  });

  it("scale multiplies widths, minimums and maximums", () => {
    const layout = layoutColumns([col("a", 10), flex("b", 20, { flex: 1, maxWidth: 25 })], 1000, undefined, {
      scale: 3,
    });
    expect([...layout.width]).toEqual([30, 75]);
  });
});
