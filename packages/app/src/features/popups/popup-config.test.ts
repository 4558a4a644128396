import { describe, expect, it } from "vitest";
import {
  createPopupConfig,
  DEFAULT_CHART_PATH,
  DEFAULT_COMPANY_URL,
  fillUrlTemplate,
  THIRD_PARTY_CHART_SANDBOX,
} from "./popup-config";

describe("popup config", () => {
  it("embeds the page origin's own chart page by default, with the default company link", () => {
    expect(createPopupConfig({}, "http://127.0.0.1:8080")).toEqual({
      companyUrlTemplate: DEFAULT_COMPANY_URL,
      chartIframeTemplate: `http://127.0.0.1:8080${DEFAULT_CHART_PATH}`,
      chartOrigin: "http://127.0.0.1:8080",
      // Our own chart page on our origin: no sandbox (one granting scripts and the origin holds nothing).
      chartSandbox: null,
    });
    expect(DEFAULT_CHART_PATH).toMatch(
      /^\/chart\?symbol=\{code\}&.*language=\{language\}&p_username=\{username\}/,
    );
  });

  it("has the iframe off when told so or when there is no page origin", () => {
    expect(createPopupConfig({ VITE_CHART_IFRAME_URL: "off" }, "http://x.example")).toMatchObject({
      chartIframeTemplate: "",
      chartOrigin: "",
    });
    expect(createPopupConfig({}).chartIframeTemplate).toBe("");
    expect(createPopupConfig({}, "file://").chartIframeTemplate).toBe("");
  });

  it("takes the chart origin from the iframe URL unless one is given", () => {
    const url = "https://chart.example.com/tv?symbol={code}&language={language}";
    expect(createPopupConfig({ VITE_CHART_IFRAME_URL: url }, "http://board.example")).toMatchObject({
      chartIframeTemplate: url,
      chartOrigin: "https://chart.example.com",
      // A provider's page runs sandboxed: it cannot navigate the board's window.
      chartSandbox: THIRD_PARTY_CHART_SANDBOX,
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
