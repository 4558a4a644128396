import { describe, expect, it } from "vitest";
import { buildChartMessage, parseChartMessage } from "./chart-message";

const ORIGIN = "https://chart.example.com";

describe("chart messages", () => {
  it("accepts a message only from the configured origin", () => {
    expect(parseChartMessage("https://evil.example.com", ORIGIN, "VNM")).toBeNull();
    expect(parseChartMessage(ORIGIN, "", "VNM")).toBeNull();
    expect(parseChartMessage(ORIGIN, ORIGIN, "vnm")).toEqual({ kind: "auto", code: "VNM" });
  });

  it("reads objects and JSON text with symbol or code and an optional type", () => {
    expect(parseChartMessage(ORIGIN, ORIGIN, { symbol: "vn30", type: "IDX" })).toEqual({
      kind: "index",
      code: "VN30",
    });
    expect(parseChartMessage(ORIGIN, ORIGIN, '{"code":"FPT","type":"ST"}')).toEqual({
      kind: "stock",
      code: "FPT",
    });
  });

  it("refuses junk", () => {
    for (const data of [
      null,
      42,
      "",
      "{bad json",
      { symbol: "<img src=x>" },
      { symbol: 5 },
      "A".repeat(40),
    ]) {
      expect(parseChartMessage(ORIGIN, ORIGIN, data)).toBeNull();
    }
  });

  it("builds the switch message that it reads back, and refuses bad codes", () => {
    const message = buildChartMessage("index", " vn30 ");
    expect(message).toEqual({ symbol: "VN30", type: "IDX" });
    expect(parseChartMessage(ORIGIN, ORIGIN, message)).toEqual({ kind: "index", code: "VN30" });
    expect(parseChartMessage(ORIGIN, ORIGIN, buildChartMessage("stock", "fpt"))).toEqual({
      kind: "stock",
      code: "FPT",
    });
    expect(buildChartMessage("stock", "<x>")).toBeNull();
    expect(buildChartMessage("stock", "")).toBeNull();
  });
});
