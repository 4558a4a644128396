import { describe, expect, it } from "vitest";
import {
  clampNavState,
  handleKey,
  INITIAL_NAV_STATE,
  type NavAction,
  type NavContext,
  type NavState,
} from "./keyboard-navigation";

const CODES = ["ACB", "BID", "BVH", "FPT", "HPG", "VN30F1M", "VNM"];
const ctx = (now = 0, overrides: Partial<NavContext> = {}): NavContext => ({
  rowCount: CODES.length,
  colCount: 10,
  pageRows: 3,
  now,
  codeAt: (row) => CODES[row] ?? "",
  startCol: 1,
  ...overrides,
});
const at = (row: number, col: number): NavState => ({ row, col, prefix: "", prefixAt: 0 });
const key = (state: NavState, k: string, mods = {}, c = ctx()): NavAction => handleKey(state, k, mods, c);
const cell = (a: NavAction) => [a.state.row, a.state.col];

describe("handleKey: moving", () => {
  it("focuses the first row's start column on the first navigation key", () => {
    expect(key(INITIAL_NAV_STATE, "ArrowDown")).toMatchObject({ type: "focus", state: { row: 0, col: 1 } });
    expect(cell(key(INITIAL_NAV_STATE, "End", { ctrl: true }))).toEqual([6, 1]);
  });

  it("moves with the arrows and stops at the edges", () => {
    expect(cell(key(at(2, 3), "ArrowDown"))).toEqual([3, 3]);
    expect(cell(key(at(2, 3), "ArrowUp"))).toEqual([1, 3]);
    expect(cell(key(at(2, 3), "ArrowLeft"))).toEqual([2, 2]);
    expect(cell(key(at(2, 3), "ArrowRight"))).toEqual([2, 4]);
    const edge = at(0, 0);
    expect(key(edge, "ArrowUp").state).toBe(edge);
    expect(cell(key(at(6, 9), "ArrowDown"))).toEqual([6, 9]);
    expect(cell(key(at(6, 9), "ArrowRight"))).toEqual([6, 9]);
  });

  it("pages by the visible rows", () => {
    expect(cell(key(at(1, 2), "PageDown"))).toEqual([4, 2]);
    expect(cell(key(at(5, 2), "PageDown"))).toEqual([6, 2]);
    expect(cell(key(at(5, 2), "PageUp"))).toEqual([2, 2]);
    expect(cell(key(at(1, 2), "PageUp"))).toEqual([0, 2]);
  });

  it("goes to the row's start and end with Home/End, the first and last row with Ctrl", () => {
    expect(cell(key(at(3, 4), "Home"))).toEqual([3, 0]);
    expect(cell(key(at(3, 4), "End"))).toEqual([3, 9]);
    expect(cell(key(at(3, 4), "Home", { ctrl: true }))).toEqual([0, 4]);
    expect(cell(key(at(3, 4), "End", { meta: true }))).toEqual([6, 4]);
  });
});

describe("handleKey: actions", () => {
  it("opens the focused row on Enter", () => {
    expect(key(at(3, 4), "Enter")).toMatchObject({ type: "open", row: 3, col: 4 });
    expect(key(INITIAL_NAV_STATE, "Enter").type).toBe("ignore");
  });

  it("clears the focus on Escape, and lets Escape through when nothing is focused", () => {
    expect(key(at(3, 4), "Escape")).toEqual({ type: "clear", state: INITIAL_NAV_STATE });
    expect(key(INITIAL_NAV_STATE, "Escape").type).toBe("ignore");
  });

  it("ignores other keys, shortcuts, and an empty board", () => {
    expect(key(at(1, 1), "Tab").type).toBe("ignore");
    expect(key(at(1, 1), "c", { ctrl: true }).type).toBe("ignore");
    expect(key(at(1, 1), "-").type).toBe("ignore");
    expect(key(at(1, 1), "ArrowDown", {}, ctx(0, { rowCount: 0 })).type).toBe("ignore");
  });
});

describe("handleKey: type-ahead", () => {
  it("jumps to the first code starting with the typed prefix", () => {
    const b = key(INITIAL_NAV_STATE, "b", {}, ctx(1000));
    expect(b.state).toMatchObject({ row: 1, col: 1, prefix: "B" });
    const bv = key(b.state, "v", {}, ctx(1500));
    expect(bv.state).toMatchObject({ row: 2, prefix: "BV" });
  });

  it("handles digits in codes", () => {
    let s = INITIAL_NAV_STATE;
    for (const [i, ch] of [..."VN3"].entries()) s = key(s, ch, {}, ctx(i * 100)).state;
    expect(s).toMatchObject({ row: 5, prefix: "VN3" });
  });

  it("starts over after a pause of more than 1 s", () => {
    const b = key(at(0, 4), "b", {}, ctx(1000)).state;
    const h = key(b, "h", {}, ctx(2001)).state;
    expect(h).toMatchObject({ row: 4, col: 4, prefix: "H" });
  });

  it("restarts with the new letter when the longer prefix matches nothing", () => {
    const f = key(at(0, 0), "f", {}, ctx(0)).state;
    expect(key(f, "v", {}, ctx(100)).state).toMatchObject({ row: 5, prefix: "V" });
    expect(key(f, "x", {}, ctx(100)).state).toMatchObject({ row: 3, prefix: "X" });
  });
});

describe("clampNavState", () => {
  it("keeps the focus inside a shrunken board", () => {
    const s = at(6, 9);
    expect(clampNavState(s, 10, 10)).toBe(s);
    expect(clampNavState(s, 3, 5)).toMatchObject({ row: 2, col: 4 });
    expect(clampNavState(s, 0, 5)).toBe(INITIAL_NAV_STATE);
    expect(clampNavState(INITIAL_NAV_STATE, 0, 0)).toBe(INITIAL_NAV_STATE);
  });
});
