import { describe, expect, it } from "vitest";
import { DirtySet } from "./dirty-set";

describe("DirtySet", () => {
  it("adds each row once, in first-marked order", () => {
    const set = new DirtySet(8);
    for (const row of [5, 2, 5, 7, 2]) set.add(row);
    expect(set.count).toBe(3);
    expect([set.at(0), set.at(1), set.at(2)]).toEqual([5, 2, 7]);
    expect(set.has(2)).toBe(true);
    expect(set.has(3)).toBe(false);
    expect(set.has(1_000_000)).toBe(false);
  });

  it("clears to empty and can be refilled", () => {
    const set = new DirtySet(8);
    set.add(1);
    set.add(4);
    set.clear();
    expect(set.count).toBe(0);
    expect(set.has(1)).toBe(false);
    expect(set.has(4)).toBe(false);
    set.add(4);
    expect(set.count).toBe(1);
    expect(set.at(0)).toBe(4);
  });

  it("grows past its capacity without losing rows", () => {
    const set = new DirtySet(4);
    const rows = [0, 3, 10, 2, 5000, 17, 4, 1023, 1];
    for (const row of rows) set.add(row);
    for (const row of rows) set.add(row);
    expect(set.count).toBe(rows.length);
    expect(Array.from({ length: set.count }, (_, i) => set.at(i))).toEqual(rows);
    for (const row of rows) expect(set.has(row)).toBe(true);
    set.clear();
    for (const row of rows) expect(set.has(row)).toBe(false);
  });
});
