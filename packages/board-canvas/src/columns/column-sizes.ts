/**
 * The sizes the column definitions carry (widths, price decimals), named once (STYLE.md habits 11 and 14).
 * Here, beside the definitions, rather than in layout/constants.ts: layout reads the columns, so the
 * columns must not read layout.
 */

/** Default symbol column width. */
export const CODE_COLUMN_WIDTH = 90;
/** Covered-warrant symbol column: max(60, 11 x longest code + 20). */
export const CW_CODE_MIN_WIDTH = 60;
/** Width per character of the longest covered-warrant code (CSS px). */
export const CW_CODE_CHAR_WIDTH = 11;
/** Padding added to the covered-warrant code column (CSS px). */
export const CW_CODE_PADDING = 20;

/** Decimals of derivative prices in index points (the feed's formatDerivativePrice). */
export const DERIVATIVE_PRICE_DECIMALS = 1;
