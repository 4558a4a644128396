/** The indices of the header strip, in display order (spec 2.2, "Header indices"). */
export const HEADER_INDEX_CODES = ["VNINDEX", "VN30", "VNXALL", "HNXINDEX", "HNXUPCOMINDEX"] as const;
export type HeaderIndexCode = (typeof HEADER_INDEX_CODES)[number];

export function isHeaderIndexCode(code: unknown): code is HeaderIndexCode {
  return typeof code === "string" && (HEADER_INDEX_CODES as readonly string[]).includes(code);
}
