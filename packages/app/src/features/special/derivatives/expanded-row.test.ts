import { describe, expect, it } from "vitest";
import { keptExpanded, nextExpanded } from "./expanded-row";

describe("one expanded derivative row", () => {
  it("opens on a click, closes on a second click, moves to another row", () => {
    expect(nextExpanded(null, "F1")).toBe("F1");
    expect(nextExpanded("F1", "F1")).toBeNull();
    expect(nextExpanded("F1", "F2")).toBe("F2");
  });

  it("closes when its row leaves the board", () => {
    expect(keptExpanded("F1", ["F1", "F2"])).toBe("F1");
    expect(keptExpanded("F3", ["F1", "F2"])).toBeNull();
    expect(keptExpanded(null, ["F1"])).toBeNull();
  });
});
