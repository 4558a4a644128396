import type { LabelTable } from "../i18n/label-table";

/** Strings of the popups and the right-hand tab (spec 2.4, 2.5), in vi, en, zh, kr. */
export const POPUP_STRINGS: LabelTable = {};
