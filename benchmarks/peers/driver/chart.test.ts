import { describe, expect, it } from "vitest";
import { busyChartSvg } from "./chart";
import type { GridId } from "./options";
import type { WindowFigures } from "./peer-page";
import type { GridResult } from "./results";

function result(grid: GridId, rows: number, rate: number, busyPct: number): GridResult {
  return {
    grid,
    rows,
    rate,
    renderer: "",
    feed: "worker/100ms",
    feedCounts: null,
    windows: [],
    median: { busyPct } as WindowFigures,
    heapMb: 1,
    errors: [],
  };
}

describe("busyChartSvg", () => {
  it("draws one line per grid in one panel per row count, points rising with busy %", () => {
    const svg = busyChartSvg(
      [
        result("glide", 2_000, 5_000, 10),
        result("glide", 2_000, 50_000, 40),
        result("ag-grid", 2_000, 5_000, 30),
        result("ag-grid", 2_000, 50_000, 80),
        result("glide", 500, 5_000, 5),
      ],
      "test <chart>",
    );
    expect(svg.match(/<polyline data-grid="glide"/g)?.length).toBe(2);
    expect(svg.match(/<polyline data-grid="ag-grid"/g)?.length).toBe(1);
    expect(svg).toContain("500 rows");
    expect(svg).toContain("2000 rows");
    expect(svg).toContain("test &lt;chart&gt;");
    const agPoints = /data-grid="ag-grid" points="([^"]+)"/
      .exec(svg)![1]
      .split(" ")
      .map((p) => p.split(",").map(Number));
    // SVG y grows downwards: the busier point is drawn higher.
    expect(agPoints[1][1]).toBeLessThan(agPoints[0][1]);
    expect(agPoints[1][0]).toBeGreaterThan(agPoints[0][0]);
  });
});

describe("busyChartSvg legend", () => {
  it("keeps every grid's legend entry inside the image, seven grids in one panel included", () => {
    const grids: GridId[] = [
      "board-canvas",
      "board-webgl",
      "board-worker",
      "ag-grid",
      "glide",
      "react-dom",
      "feed-only",
    ];
    const svg = busyChartSvg(
      grids.map((grid, i) => result(grid, 2_000, 5_000, 10 + i)),
      "seven grids",
    );
    const width = Number(/<svg[^>]* width="(\d+)"/.exec(svg)![1]);
    const last = /<text x="([\d.]+)"[^>]*>feed-only<\/text>/.exec(svg);
    expect(last).not.toBeNull();
    // "feed-only" in 12 px Arial is about 55 px wide.
    expect(Number(last![1]) + 60).toBeLessThanOrEqual(width);
  });
});
