/**
 * Deployment settings of the popups, read at build time from Vite environment variables so that a
 * broker can point them at its own provider without a code change:
 *
 * - VITE_COMPANY_URL: the external company-details link of the stock popup; `{code}` is replaced by the
 *   symbol code (spec 7: "an external company-details link takes the code").
 * - VITE_CHART_IFRAME_URL: when set, the overview shows the provider's chart page in an iframe instead of
 *   our canvas chart (spec 2.5 and 7); `{code}`, `{language}` and `{username}` are replaced.
 * - VITE_CHART_IFRAME_ORIGIN: the only origin whose postMessage chart messages are accepted (spec 4: a
 *   message from the embedded chart can switch the popup). Defaults to the iframe URL's own origin.
 */

export interface PopupConfig {
  companyUrlTemplate: string;
  /** "" when the iframe is off (the default): the canvas chart is shown. */
  chartIframeTemplate: string;
  /** "" when no message is accepted. */
  chartOrigin: string;
}

export const DEFAULT_COMPANY_URL = "https://finance.vietstock.vn/{code}/ho-so-doanh-nghiep.htm";

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

/** Builds the config from raw settings; invalid or non-http(s) URLs turn the feature off. */
export function createPopupConfig(env: Record<string, unknown>): PopupConfig {
  const text = (key: string) => (typeof env[key] === "string" ? (env[key] as string).trim() : "");
  const company = text("VITE_COMPANY_URL");
  const iframe = text("VITE_CHART_IFRAME_URL");
  const iframeOk = /^https?:\/\//i.test(iframe) && originOf(iframe.replace(/\{\w+\}/g, "x")) !== "";
  const origin = text("VITE_CHART_IFRAME_ORIGIN");
  return {
    companyUrlTemplate: /^https?:\/\//i.test(company) ? company : DEFAULT_COMPANY_URL,
    chartIframeTemplate: iframeOk ? iframe : "",
    chartOrigin: iframeOk ? originOf(origin) || originOf(iframe.replace(/\{\w+\}/g, "x")) : "",
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
);
