import type { LabelTable } from "../i18n/label-table";

/** Strings of the index strip (spec 2.2), in vi, en, zh, kr. */
export const INDEX_STRIP_STRINGS: LabelTable = {};
