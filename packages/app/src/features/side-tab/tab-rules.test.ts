import { describe, expect, it } from "vitest";
import { afterAutoShowChange, afterSelection, isTabMode, type TabView } from "./tab-rules";

const view = (hidden: boolean, autoShow: boolean, child: TabView["child"] = "ORDER"): TabView => ({
  hidden,
  autoShow,
  child,
});

describe("right tab rules (spec 4)", () => {
  it("a selection opens a hidden tab on INFO when auto-show is on", () => {
    expect(afterSelection(view(true, true))).toEqual(view(false, true, "INFO"));
  });

  it("a selection leaves a hidden tab hidden when auto-show is off", () => {
    expect(afterSelection(view(true, false))).toEqual(view(true, false, "ORDER"));
  });

  it("a selection switches a shown tab to INFO even with auto-show off", () => {
    expect(afterSelection(view(false, false))).toEqual(view(false, false, "INFO"));
  });

  it("turning auto-show off hides the tab; turning it on does not show it", () => {
    expect(afterAutoShowChange(view(false, true), false)).toEqual(view(true, false));
    expect(afterAutoShowChange(view(true, false), true)).toEqual(view(true, true));
    expect(afterAutoShowChange(view(false, false), true)).toEqual(view(false, true));
  });

  it("accepts only the two stored modes", () => {
    expect(isTabMode("FLOAT")).toBe(true);
    expect(isTabMode("DOCK")).toBe(true);
    expect(isTabMode("float")).toBe(false);
    expect(isTabMode(null)).toBe(false);
  });
});
