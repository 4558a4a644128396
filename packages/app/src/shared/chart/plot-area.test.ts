import { describe, expect, it } from "vitest";
import { plotArea } from "./plot-area";

describe("plotArea", () => {
  const insets = { left: 6, top: 18, right: 56, bottom: 18 };

  it("is the chart less its insets, with the time axis' label line in the middle of the bottom band", () => {
    expect(plotArea(700, 300, insets)).toEqual({
      left: 6,
      top: 18,
      width: 638,
      height: 264,
      right: 644,
      bottom: 282,
      timeAxisY: 291,
    });
  });

  it("keeps at least a 1 px plot on a canvas smaller than its insets", () => {
    const plot = plotArea(40, 20, insets);
    expect([plot.width, plot.height, plot.right, plot.bottom]).toEqual([1, 1, 7, 19]);
  });
});
