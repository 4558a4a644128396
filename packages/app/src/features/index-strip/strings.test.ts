import { SESSION_STATUS_KEY, SESSION_UNKNOWN_KEY, SessionStatus } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { INDEX_MODES } from "./index-mode";
import { INDEX_STRIP_STRINGS } from "./strings";

describe("index strip strings", () => {
  it("name every market status code of spec 4 in four languages (00 is blank on purpose)", () => {
    for (const code of Object.values(SessionStatus)) {
      const labels = INDEX_STRIP_STRINGS[SESSION_STATUS_KEY[code]];
      expect(labels, code).toBeDefined();
      const blank = code === SessionStatus.BLANK;
      for (const label of labels ?? []) expect(label === "", `${code}: ${label}`).toBe(blank);
    }
    expect(INDEX_STRIP_STRINGS[SESSION_UNKNOWN_KEY]?.every((label) => label !== "")).toBe(true);
  });

  it("label every index-panel mode", () => {
    for (const mode of INDEX_MODES)
      expect(INDEX_STRIP_STRINGS[`indexStrip.mode.${mode}`], mode).toBeDefined();
  });
});
