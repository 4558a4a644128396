/**
 * Deployment settings of the popups, read at build time from Vite environment variables so that a
 * broker can point them at its own provider without a code change:
 *
 * - VITE_COMPANY_URL: the external company-details link of the stock popup; `{code}` is replaced by the
 *   symbol code (spec 7: "an external company-details link takes the code").
 * - VITE_CHART_IFRAME_URL: the chart page the popups embed in an iframe (spec 2.5 and 7); `{code}`,
 *   `{language}`, `{username}`, `{type}` (ST or IDX) and `{peers}` (linked symbols) are replaced. Unset:
 *   the reference server's own chart page at `/chart` of the page's origin (DEFAULT_CHART_PATH). `off`:
 *   no iframe, the stock popup shows our canvas chart and the index popup has no technical-chart tab.
 * - VITE_CHART_IFRAME_ORIGIN: the only origin whose postMessage chart messages are accepted (spec 4: a
 *   message from the embedded chart can switch the popup). Defaults to the iframe URL's own origin.
 */

export interface PopupConfig {
  companyUrlTemplate: string;
  /** "" when the iframe is off (VITE_CHART_IFRAME_URL=off, or no page origin): the canvas chart is shown. */
  chartIframeTemplate: string;
  /** "" when no message is accepted. */
  chartOrigin: string;
  /**
   * The iframe's `sandbox`: a chart page of another origin (a provider's) may run its scripts and keep
   * its own origin, but not navigate the board's window; null for the page's own chart page, our code on
   * our origin, which a sandbox granting both could not hold (it can lift it) and Chrome warns about.
   */
  chartSandbox: string | null;
}

/** What a chart page of another origin may do in the popup's iframe. */
export const THIRD_PARTY_CHART_SANDBOX = "allow-scripts allow-same-origin allow-popups";

/** The reference server's chart page (packages/server app.ts CHART_PAGE_PATH), with spec 7's query. */
export const DEFAULT_CHART_PATH =
  "/chart?symbol={code}&type={type}&language={language}&p_username={username}&peers={peers}";

export const DEFAULT_COMPANY_URL = "https://finance.vietstock.vn/{code}/ho-so-doanh-nghiep.htm";

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

/**
 * Builds the config from raw settings and the page's own origin (for the default chart page); invalid or
 * non-http(s) URLs turn the feature off.
 */
export function createPopupConfig(env: Record<string, unknown>, pageOrigin = ""): PopupConfig {
  const text = (key: string) => (typeof env[key] === "string" ? (env[key] as string).trim() : "");
  const company = text("VITE_COMPANY_URL");
  const configured = text("VITE_CHART_IFRAME_URL");
  const iframe =
    configured === "" && /^https?:\/\//i.test(pageOrigin)
      ? `${originOf(pageOrigin)}${DEFAULT_CHART_PATH}`
      : configured;
  const iframeOk = /^https?:\/\//i.test(iframe) && originOf(iframe.replace(/\{\w+\}/g, "x")) !== "";
  const origin = text("VITE_CHART_IFRAME_ORIGIN");
  const iframeOrigin = originOf(iframe.replace(/\{\w+\}/g, "x"));
  return {
    companyUrlTemplate: /^https?:\/\//i.test(company) ? company : DEFAULT_COMPANY_URL,
    chartIframeTemplate: iframeOk ? iframe : "",
    chartOrigin: iframeOk ? originOf(origin) || iframeOrigin : "",
    chartSandbox: iframeOk && iframeOrigin !== originOf(pageOrigin) ? THIRD_PARTY_CHART_SANDBOX : null,
  };
}

/** Fills `{name}` placeholders with URL-encoded values; unknown placeholders become empty. */
export function fillUrlTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(Object.hasOwn(values, name) ? values[name] : ""),
  );
}

export const POPUP_CONFIG: PopupConfig = createPopupConfig(
  (import.meta as { env?: Record<string, unknown> }).env ?? {},
  typeof location === "undefined" ? "" : location.origin,
);
