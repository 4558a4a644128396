/**
 * Reference-price status (spec section 3, "Referencestatus meanings"): why the reference was adjusted
 * (a corporate action). Symbols with a non-empty, non-zero status show an asterisk after the code
 * (spec section 2.5, stock popup header).
 */

export const ReferenceStatus = {
  CASH_DIVIDEND: "1",
  STOCK_DIVIDEND: "2",
  RIGHTS_ISSUE: "3",
  STOCK_DIVIDEND_AND_RIGHTS: "4",
  CASH_STOCK_AND_RIGHTS: "5",
  ADDITIONAL_LISTING: "6",
  CAPITAL_REDUCTION: "7",
  CASH_AND_STOCK_DIVIDEND: "8",
  CASH_AND_RIGHTS: "9",
  FREE_FLOAT_CHANGE: "10",
  SHAREHOLDERS_MEETING: "11",
  STOCK_SPLIT: "15",
} as const;
export type ReferenceStatus = (typeof ReferenceStatus)[keyof typeof ReferenceStatus];

/** i18n key of each reference status (dividends, rights, new listing...). */
export const REFERENCE_STATUS_KEY: Readonly<Record<ReferenceStatus, string>> = {
  "1": "referenceStatus.cashDividend",
  "2": "referenceStatus.stockDividend",
  "3": "referenceStatus.rightsIssue",
  "4": "referenceStatus.stockDividendAndRights",
  "5": "referenceStatus.cashStockAndRights",
  "6": "referenceStatus.additionalListing",
  "7": "referenceStatus.capitalReduction",
  "8": "referenceStatus.cashAndStockDividend",
  "9": "referenceStatus.cashAndRights",
  "10": "referenceStatus.freeFloatChange",
  "11": "referenceStatus.shareholdersMeeting",
  "15": "referenceStatus.stockSplit",
};

/** English default text per status (the spec's wording). */
export const REFERENCE_STATUS_TEXT: Readonly<Record<ReferenceStatus, string>> = {
  "1": "Cash dividend",
  "2": "Stock dividend / bonus shares",
  "3": "Rights issue",
  "4": "Stock dividend and rights issue",
  "5": "Cash dividend, stock dividend and rights issue",
  "6": "Additional listing",
  "7": "Capital reduction",
  "8": "Cash and stock dividend",
  "9": "Cash dividend and rights issue",
  "10": "Free-float ratio change",
  "11": "Shareholders meeting",
  "15": "Stock split",
};

type StatusInput = string | number | null | undefined;

function normalize(status: StatusInput): string {
  if (status === null || status === undefined) return "";
  return typeof status === "number" ? (Number.isFinite(status) ? String(status) : "") : status.trim();
}

/** True when `status` is a known reference status code. */
export function isReferenceStatus(status: string): status is ReferenceStatus {
  return Object.hasOwn(REFERENCE_STATUS_KEY, status);
}

/** i18n key of a status, or null when the status is empty, zero or not in the spec's list. */
export function referenceStatusKey(status: StatusInput): string | null {
  const s = normalize(status);
  return isReferenceStatus(s) ? REFERENCE_STATUS_KEY[s] : null;
}

/** English text of a status, or "" when unknown. */
export function referenceStatusText(status: StatusInput): string {
  const s = normalize(status);
  return isReferenceStatus(s) ? REFERENCE_STATUS_TEXT[s] : "";
}

/**
 * Whether the code shows an asterisk: any non-empty, non-zero status (spec section 3), including codes
 * not in the list, since the feed may add actions before we name them. "00" counts as zero.
 */
export function hasReferenceAsterisk(status: StatusInput): boolean {
  if (typeof status === "number") return Number.isFinite(status) && status !== 0;
  if (status === null || status === undefined) return false;
  for (let i = 0; i < status.length; i++) {
    const c = status.charCodeAt(i);
    if (c === 32 || c === 9) continue; // blanks around the value
    if (c !== 48) return true; // anything but '0'
  }
  return false;
}
