/**
 * A link from the provider (news urlLink) is followed only when it is http(s): a `javascript:` or
 * `data:` address in a feed must never run in the board's page.
 */
export function safeHttpUrl(raw: string, base: string): string | null {
  try {
    const url = new URL(raw, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
