/** Public API of the REST client (spec section 7; shapes in docs/api.md). */

export type { AlertCalls, SavedAlertsDocument } from "./alert-calls";
export { collapseSlashes, joinUrl } from "./base-url";
export {
  compactToDisplayDate,
  formatCompactDate,
  formatDisplayDate,
  isCompactDate,
  parseCompactDate,
  parseDisplayDate,
} from "./date-format";
export { parseDerivativeChart, parseGroupedNumber } from "./derivative-chart";
export { categoryCodes, type FavouritesCalls } from "./favourites-calls";
export type { HttpTransport, RestClientOptions, RestLogLevel } from "./http-transport";
export type { LayoutCalls, SavedLayoutsDocument } from "./layout-calls";
export type { MarketCalls } from "./market-calls";
export type { OrderCalls } from "./order-calls";
export {
  deobfuscatePassword,
  obfuscatePassword,
  PASSWORD_PREFIX_LENGTH,
  PASSWORD_SUFFIX_LENGTH,
  type RandomBytes,
} from "./password-obfuscation";
export { createRestClient, type RestClient } from "./rest-client";
export { isRestError, parseRetryAfter, RestError, RestErrorCode } from "./rest-error";
export type * from "./types";
