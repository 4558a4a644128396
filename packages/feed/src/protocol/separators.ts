/**
 * The spec's separators for tabular messages (section 7): objects '$', properties '|', data values '*'.
 * A record (object) is a run of property groups; a group holds one or more data values.
 */
export const RECORD_SEPARATOR = "$";
/** Separates the property groups of a record. */
export const GROUP_SEPARATOR = "|";
/** Separates the data values inside a property group. */
export const VALUE_SEPARATOR = "*";

/** Char code of RECORD_SEPARATOR, for the parser's scan. */
export const RECORD_SEPARATOR_CODE = 36; // '$'
/** Char code of GROUP_SEPARATOR. */
export const GROUP_SEPARATOR_CODE = 124; // '|'
/** Char code of VALUE_SEPARATOR. */
export const VALUE_SEPARATOR_CODE = 42; // '*'
