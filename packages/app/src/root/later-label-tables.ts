import { ALERT_PANEL_STRINGS } from "../features/alerts/panel-strings";
import { LAYOUT_STRINGS } from "../features/boards/layout-strings";
import { BOND_STRINGS } from "../features/popups/bond/strings";
import { INDUSTRY_POPUP_STRINGS } from "../features/popups/industry/strings";
import { POPUP_STRINGS } from "../features/popups/strings";
import { SIDE_TAB_STRINGS } from "../features/side-tab/strings";
import { DERIVATIVE_STRINGS } from "../features/special/derivatives/strings";
import { PUT_THROUGH_STRINGS } from "../features/special/put-through/strings";
import { SPECIAL_STRINGS } from "../features/special/strings";
import { TPRL_STRINGS } from "../features/special/tprl/strings";
import type { LabelTable } from "../shared/i18n/label-table";

/**
 * The string tables of parts that load on first use (popups, the side tab's panels, the special boards
 * (top lists, plasma, put-through, TPRL...), the column menu's saved layouts): a chunk of their own, fetched right after start-up (main.tsx), so the board route's first
 * paint does not carry them (issue 21, bytes; ~7 KB gzip). A lazily loaded part waits for them.
 */
export const LATER_LABEL_TABLES: readonly LabelTable[] = [
  POPUP_STRINGS,
  BOND_STRINGS,
  SIDE_TAB_STRINGS,
  PUT_THROUGH_STRINGS,
  TPRL_STRINGS,
  INDUSTRY_POPUP_STRINGS,
  LAYOUT_STRINGS,
  SPECIAL_STRINGS,
  DERIVATIVE_STRINGS,
  ALERT_PANEL_STRINGS,
];
