/**
 * The broker's contact lines and links shown by the app (login page, footer, promo popup, expand menu).
 * A broker deploying the board edits this one file; the values here belong to the reference provider.
 */
export const PROVIDER_INFO = {
  name: "vnboard",
  hotline: "1900 0000",
  email: "support@vnboard.example",
  address: "Hà Nội, Việt Nam",
  /** Where a new customer opens an account (promo popup, login page). */
  openAccountUrl: "https://vnboard.example/open-account",
  /** The user guide linked from the expand menu (opens in a new tab). */
  userGuideUrl: "https://vnboard.example/guide",
  copyrightYear: 2026,
} as const;
