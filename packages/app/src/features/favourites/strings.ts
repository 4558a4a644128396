import type { LabelTable } from "../../shared/i18n/label-table";

/** Strings of the favourites boards' own sections, in vi, en, zh, kr. Keys "fav.bonds.". */
export const FAVOURITES_STRINGS: LabelTable = {
  "fav.bonds.title": ["Trái phiếu riêng lẻ", "Private corporate bonds", "私募公司债", "사모 회사채"],
};
