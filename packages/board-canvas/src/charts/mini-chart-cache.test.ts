import { afterEach, describe, expect, it, vi } from "vitest";
import { MiniChartCache, type MiniChartSource } from "./mini-chart-cache";

/** An OffscreenCanvas stand-in that records the canvases made (the unit tier has no canvas). */
function recordCanvases(): number[][] {
  const made: number[][] = [];
  const context = {
    scale: () => {},
    clearRect: () => {},
    beginPath: () => {},
    moveTo: () => {},
    lineTo: () => {},
    stroke: () => {},
    strokeStyle: "",
    lineWidth: 1,
  };
  vi.stubGlobal(
    "OffscreenCanvas",
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {
        made.push([width, height]);
      }
      getContext() {
        return context;
      }
    },
  );
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe("MiniChartCache", () => {
  it("makes its canvas at the first chart drawn, not when the board is created", () => {
    const made = recordCanvases();
    const cache = new MiniChartCache(2, { up: "#0f0", down: "#f00", flat: "#ff0" });
    const source: MiniChartSource = {
      closes: (code) => (code === "FPT" ? [10, 12, 11] : null),
      request: () => {},
    };
    // A first frame of placeholders (closes not loaded yet) makes no canvas.
    expect(cache.texture("VNM", source, 0)).toBeNull();
    expect(made).toEqual([]);
    // The first chart with data makes it, once, at the device pixel size.
    expect(cache.texture("FPT", source, 1)?.frame).toEqual({ x: 0, y: 0, width: 80, height: 20 });
    expect(cache.texture("FPT", source, 2)).not.toBeNull();
    expect(made).toEqual([[1280, 640]]);
  });
});
