/**
 * Joins the configured base address and a call's path. The spec writes some paths with a leading '/'
 * and some without, and deployments configure the base with or without a trailing '/', so the join
 * collapses every run of slashes to one, except the '//' that follows a scheme ('http://', 'https://').
 */

const SCHEME = /^[a-zA-Z][a-zA-Z\d+.-]*:\/\//;

/** Collapses repeated slashes in a URL, keeping the scheme's '//' and leaving the query untouched. */
export function collapseSlashes(url: string): string {
  const scheme = SCHEME.exec(url)?.[0] ?? "";
  const rest = url.slice(scheme.length);
  // The query and fragment may legitimately hold '//' (an encoded URL as a parameter).
  const cut = rest.search(/[?#]/);
  const pathPart = cut < 0 ? rest : rest.slice(0, cut);
  const tail = cut < 0 ? "" : rest.slice(cut);
  return scheme + pathPart.replace(/\/{2,}/g, "/") + tail;
}

/** `joinUrl('http://h:8080/', '/do-login')` is 'http://h:8080/do-login'. */
export function joinUrl(baseUrl: string, path: string): string {
  if (path === "") return collapseSlashes(baseUrl);
  return collapseSlashes(`${baseUrl}/${path}`);
}
