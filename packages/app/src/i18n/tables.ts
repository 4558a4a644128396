import { FAVOURITES_STRINGS } from "../favourites/strings";
import { FEED_ACCESS_STRINGS } from "../feed/strings";
import { INDEX_STRIP_STRINGS } from "../index-strip/strings";
import { BOND_STRINGS } from "../popups/bond/strings";
import { INDUSTRY_POPUP_STRINGS } from "../popups/industry/strings";
import { POPUP_STRINGS } from "../popups/strings";
import { SIDE_TAB_STRINGS } from "../side-tab/strings";
import { DERIVATIVE_STRINGS } from "../special/derivatives/strings";
import { PUT_THROUGH_STRINGS } from "../special/put-through/strings";
import { SPECIAL_STRINGS } from "../special/strings";
import { TPRL_STRINGS } from "../special/tprl/strings";
import { COLUMN_LABELS } from "./columns";
import type { LabelTable } from "./label-table";
import { SHELL_STRINGS } from "./shell-strings";
import { APP_STRINGS } from "./strings";

/** Every string table of the app; i18next gets them merged. A key defined twice is a test failure. */
export const LABEL_TABLES: readonly LabelTable[] = [
  COLUMN_LABELS,
  APP_STRINGS,
  SHELL_STRINGS,
  FAVOURITES_STRINGS,
  INDEX_STRIP_STRINGS,
  POPUP_STRINGS,
  INDUSTRY_POPUP_STRINGS,
  BOND_STRINGS,
  SIDE_TAB_STRINGS,
  SPECIAL_STRINGS,
  PUT_THROUGH_STRINGS,
  TPRL_STRINGS,
  DERIVATIVE_STRINGS,
  FEED_ACCESS_STRINGS,
];
