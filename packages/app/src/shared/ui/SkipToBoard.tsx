import type { MouseEvent } from "react";
import { useTranslation } from "../i18n/use-translation";

/** The id of the page's main area (the board, or a special page). */
export const BOARD_MAIN_ID = "board-main";

/**
 * The first stop of the keyboard (WCAG 2.4.1 "bypass blocks"): hidden until focused, it takes the focus
 * past the header's menus and the index strip straight to the board's grid, where the arrow keys move
 * between rows; to the main area when the page has no grid.
 */
export function SkipToBoard() {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(BOARD_MAIN_ID);
    if (main === null) return;
    event.preventDefault();
    const grid = main.querySelector<HTMLElement>('[role="grid"][tabindex], [role="grid"] [tabindex="0"]');
    (grid ?? main).focus();
  };
  return (
    <a className="skip-link" href={`#${BOARD_MAIN_ID}`} onClick={onClick}>
      {t("a11y.skipToBoard")}
    </a>
  );
}
