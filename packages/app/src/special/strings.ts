import type { LabelTable } from "../i18n/label-table";

/** Strings of the special boards (spec 2.3: top lists, hubs, plasma, scroll, expanded, summary). */
export const SPECIAL_STRINGS: LabelTable = {};
