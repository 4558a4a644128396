/**
 * The spec's separators for tabular messages (section 7): objects '$', properties '|', data values '*'.
 * A record (object) is a run of property groups; a group holds one or more data values.
 */
export const RECORD_SEPARATOR = "$";
export const GROUP_SEPARATOR = "|";
export const VALUE_SEPARATOR = "*";

export const RECORD_SEPARATOR_CODE = 36; // '$'
export const GROUP_SEPARATOR_CODE = 124; // '|'
export const VALUE_SEPARATOR_CODE = 42; // '*'
