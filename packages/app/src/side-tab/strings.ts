import type { LabelTable } from "../i18n/label-table";

/** Strings of the right-hand tab (spec 2.4), in vi, en, zh, kr. */
export const SIDE_TAB_STRINGS: LabelTable = {};
