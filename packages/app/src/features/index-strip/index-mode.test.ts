import { describe, expect, it } from "vitest";
import { DEFAULT_INDEX_MODE, INDEX_MODES, isIndexMode, nextIndexMode } from "./index-mode";

describe("index-panel modes", () => {
  it("cycles FULL, INFO, HIDDEN and back to FULL", () => {
    expect(nextIndexMode("FULL")).toBe("INFO");
    expect(nextIndexMode("INFO")).toBe("HIDDEN");
    expect(nextIndexMode("HIDDEN")).toBe("FULL");
  });

  it("visits every mode once per cycle, starting from the default FULL", () => {
    expect(DEFAULT_INDEX_MODE).toBe("FULL");
    const seen = [DEFAULT_INDEX_MODE];
    let mode = nextIndexMode(DEFAULT_INDEX_MODE);
    while (mode !== DEFAULT_INDEX_MODE) {
      seen.push(mode);
      mode = nextIndexMode(mode);
    }
    expect(seen).toEqual([...INDEX_MODES]);
  });

  it("accepts only the three mode names as a stored value", () => {
    for (const mode of INDEX_MODES) expect(isIndexMode(mode)).toBe(true);
    for (const bad of ["full", "", null, 1, {}, "HIDDEN "]) expect(isIndexMode(bad)).toBe(false);
  });

  it("restarts an unknown mode at the default", () => {
    expect(nextIndexMode("SIDEWAYS" as never)).toBe("FULL");
  });
});
