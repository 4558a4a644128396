import { HEADER_LABELS } from "@vnboard/board-canvas";
import { ALERT_STRINGS } from "../features/alerts/strings";
import { FAVOURITES_STRINGS } from "../features/favourites/strings";
import { INDEX_STRIP_STRINGS } from "../features/index-strip/strings";
import { BOND_MENU_STRINGS } from "../features/popups/bond/menu-strings";
import { REPLAY_STRINGS } from "../features/replay/strings";
import { SIDE_TAB_TOGGLE_STRINGS } from "../features/side-tab/toggle-strings";
import { DERIVATIVE_MENU_STRINGS } from "../features/special/derivatives/menu-strings";
import { CSV_STRINGS } from "../shared/export/strings";
import { FRESHNESS_STRINGS } from "../shared/feed/freshness-strings";
import { FEED_ACCESS_STRINGS } from "../shared/feed/strings";
import type { LabelTable } from "../shared/i18n/label-table";
import { SHELL_STRINGS } from "../shared/i18n/shell-strings";
import { APP_STRINGS } from "../shared/i18n/strings";
import { POPOUT_STRINGS } from "../shared/popout/strings";
import { THEME_STRINGS } from "../shared/theme/strings";

/**
 * The string tables of what the board route draws first; i18next starts with them. The tables of the
 * parts loaded on first use are in later-label-tables.ts. A key defined twice is a test failure. The
 * column headers are the engine's own table (HEADER_LABELS), so the board and the app never differ.
 */
export const FIRST_LABEL_TABLES: readonly LabelTable[] = [
  SIDE_TAB_TOGGLE_STRINGS,
  BOND_MENU_STRINGS,
  HEADER_LABELS,
  APP_STRINGS,
  SHELL_STRINGS,
  FAVOURITES_STRINGS,
  INDEX_STRIP_STRINGS,
  DERIVATIVE_MENU_STRINGS,
  FEED_ACCESS_STRINGS,
  FRESHNESS_STRINGS,
  ALERT_STRINGS,
  CSV_STRINGS,
  THEME_STRINGS,
  REPLAY_STRINGS,
  POPOUT_STRINGS,
];
