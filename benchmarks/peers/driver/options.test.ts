import { describe, expect, it } from "vitest";
import { estimateSeconds, parseOptions } from "./options";

describe("bench:peers options", () => {
  // Seven grids (our board three ways, three peers, the feed alone) x 12 points: ~48 minutes.
  it("runs the issue's full grid by default, in under 50 minutes", () => {
    const options = parseOptions([]);
    expect(options.label).toBe("full");
    expect(options.rows).toEqual([500, 2_000, 10_000]);
    expect(options.rates).toEqual([1_000, 5_000, 20_000, 50_000]);
    expect(estimateSeconds(options)).toBeLessThan(50 * 60);
  });

  it("keeps quick runs labelled quick and marks changed full runs as custom", () => {
    expect(parseOptions(["--quick"]).rows).toEqual([2_000]);
    expect(parseOptions(["--quick", "--grids", "glide"]).label).toBe("quick");
    expect(parseOptions(["--rows", "500"]).label).toBe("custom");
  });

  it("answers bad input with a clear error", () => {
    expect(() => parseOptions(["--rows", "abc"])).toThrow(/--rows takes positive integers/);
    expect(() => parseOptions(["--grids", "excel"])).toThrow(/unknown: excel/);
    expect(() => parseOptions(["--seconds", "-1"])).toThrow(/--seconds/);
    expect(() => parseOptions(["--fast"])).toThrow(/unknown option --fast/);
  });
});
