import type { LabelTable } from "../../../shared/i18n/label-table";

/** The bond lookup's entry in the header's menu, drawn with the first paint, in vi, en, zh, kr. */
export const BOND_MENU_STRINGS: LabelTable = {
  "bond.lookup": ["Tra cứu trái phiếu", "Bond lookup", "债券查询", "채권 조회"],
};
