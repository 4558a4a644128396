import { describe, expect, it } from "vitest";
import { fitPutThroughColumns } from "./fit-columns";

/** The engine's matched-deal presets: code 70, price, quantity, value, party 56, time 64. */
const MATCHED = [
  { id: "code", kind: "code", width: 70 },
  { id: "price", kind: "price", width: 64 },
  { id: "quantity", kind: "volume", width: 80 },
  { id: "value", kind: "value", width: 80 },
  { id: "partyId", kind: "text", width: 56 },
  { id: "time", kind: "text", width: 64 },
];
/** Spec 9's code width: 11 px a character + 20. */
const codeWidthOf = (code: string) => Math.max(60, 11 * code.length + 20);

const total = (columns: readonly { width: number }[]) => columns.reduce((sum, c) => sum + c.width, 0);
const codeWidth = (columns: readonly { kind: string; width: number }[]) =>
  columns.find((c) => c.kind === "code")?.width ?? 0;

describe("fitPutThroughColumns", () => {
  it("widens the columns to the list's width, leaving room for the scrollbar only", () => {
    const fitted = fitPutThroughColumns(MATCHED, 620, codeWidthOf("FPT"));
    expect(total(fitted)).toBeLessThanOrEqual(620 - 16);
    expect(total(fitted)).toBeGreaterThan(620 - 16 - fitted.length);
    expect(fitted.map((c) => c.id)).toEqual(MATCHED.map((c) => c.id));
  });

  it("gives a bond code the width of its characters, never less than the preset", () => {
    const stock = fitPutThroughColumns(MATCHED, 620, codeWidthOf("FPT"));
    const bond = fitPutThroughColumns(MATCHED, 620, codeWidthOf("VIC12301"));
    expect(codeWidth(stock)).toBe(70);
    expect(codeWidth(bond)).toBe(108);
    expect(total(bond)).toBeLessThanOrEqual(620 - 16);
  });

  it("keeps the presets on a list narrower than them (the board scrolls)", () => {
    const narrow = fitPutThroughColumns(MATCHED, 200, codeWidthOf("FPT"));
    expect(narrow.map((c) => c.width)).toEqual(MATCHED.map((c) => c.width));
  });
});
