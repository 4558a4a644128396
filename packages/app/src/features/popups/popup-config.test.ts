import { describe, expect, it } from "vitest";
import { createPopupConfig, DEFAULT_COMPANY_URL, fillUrlTemplate } from "./popup-config";

describe("popup config", () => {
  it("has the iframe off and the default company link when nothing is configured", () => {
    expect(createPopupConfig({})).toEqual({
      companyUrlTemplate: DEFAULT_COMPANY_URL,
      chartIframeTemplate: "",
      chartOrigin: "",
    });
  });

  it("takes the chart origin from the iframe URL unless one is given", () => {
    const url = "https://chart.example.com/tv?symbol={code}&language={language}";
    expect(createPopupConfig({ VITE_CHART_IFRAME_URL: url })).toMatchObject({
      chartIframeTemplate: url,
      chartOrigin: "https://chart.example.com",
    });
    expect(
      createPopupConfig({ VITE_CHART_IFRAME_URL: url, VITE_CHART_IFRAME_ORIGIN: "https://msg.example.com/x" })
        .chartOrigin,
    ).toBe("https://msg.example.com");
  });

  it("refuses non-http URLs", () => {
    const config = createPopupConfig({
      VITE_CHART_IFRAME_URL: "javascript:alert(1)",
      VITE_COMPANY_URL: "ftp://x",
    });
    expect(config.chartIframeTemplate).toBe("");
    expect(config.companyUrlTemplate).toBe(DEFAULT_COMPANY_URL);
  });

  it("fills placeholders URL-encoded", () => {
    expect(
      fillUrlTemplate("https://x/{code}?l={language}&u={username}", { code: "A&B", language: "vi" }),
    ).toBe("https://x/A%26B?l=vi&u=");
  });
});
