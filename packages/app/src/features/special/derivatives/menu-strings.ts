import type { LabelTable } from "../../../shared/i18n/label-table";

/** The header menu's entries of the derivatives board (spec 2.3 item 5): drawn with the first page. */
export const DERIVATIVE_MENU_STRINGS: LabelTable = {
  "menu.derivatives": ["Phái sinh", "Derivatives", "衍生品", "파생상품"],
  "menu.derivativesBoard": ["Hợp đồng tương lai VN30", "VN30 index futures", "VN30指数期货", "VN30 지수선물"],
};
