import { describe, expect, it } from "vitest";
import { Rng, randomText } from "../testing/random-records";
import { StringTable } from "./string-table";

describe("StringTable", () => {
  it("gives each distinct string one id; id 0 is the empty string", () => {
    const table = new StringTable();
    expect(table.size).toBe(1);
    expect(table.intern("")).toBe(0);
    const fpt = table.intern("FPT");
    expect(table.intern("FPT")).toBe(fpt);
    expect(table.intern("VNM")).not.toBe(fpt);
    expect(table.get(fpt)).toBe("FPT");
    expect(table.get(999)).toBe("");
    expect(table.size).toBe(3);
  });

  it("finds a range of a larger text without adding it", () => {
    const table = new StringTable();
    const text = "FPT|VNM*FPTS";
    const fpt = table.internRange(text, 0, 3);
    expect(table.findRange(text, 8, 11)).toBe(fpt); // "FPT" of "FPTS"
    expect(table.findRange(text, 8, 12)).toBe(-1);
    expect(table.findRange(text, 4, 7)).toBe(-1);
    expect(table.findRange(text, 5, 5)).toBe(0);
    expect(table.size).toBe(2);
    expect(table.internRange(text, 4, 7)).toBe(2);
    expect(table.get(2)).toBe("VNM");
  });

  it("keeps every id through growth past 10,000 strings", () => {
    const table = new StringTable();
    const rng = new Rng(10);
    const ids = new Map<string, number>();
    for (let i = 0; i < 12_000; i++) {
      const text = i % 3 === 0 ? `S${i}` : `${randomText(rng, 8)}${i}`;
      ids.set(text, table.intern(text));
    }
    expect(table.size).toBe(12_001);
    for (const [text, id] of ids) {
      expect(table.get(id)).toBe(text);
      expect(table.findRange(`..${text}..`, 2, 2 + text.length)).toBe(id);
      expect(table.intern(text)).toBe(id);
    }
    expect(table.size).toBe(12_001);
  });

  it("keeps exact copies of ranges of every length, Vietnamese and surrogate pairs included", () => {
    const table = new StringTable();
    const unit = "Công ty Cổ phần Sữa Việt Nam 🐄 ";
    for (const length of [1, 12, 13, 14, 500, 1024, 1025, 5000]) {
      const body = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
      const frame = `prefix|${body}|suffix`;
      const id = table.internRange(frame, 7, 7 + length);
      expect(table.get(id)).toBe(body);
      expect(table.findRange(frame, 7, 7 + length)).toBe(id);
    }
  });
});
