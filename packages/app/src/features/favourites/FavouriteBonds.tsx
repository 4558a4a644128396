import { HEADER_HEIGHT, ROW_HEIGHT } from "@vnboard/board-canvas";
import { useTranslation } from "../../shared/i18n/use-translation";
import { BondBoard } from "../special/tprl/BondBoard";

/** Room for the board's horizontal scrollbar when its columns are wider than the screen (Chromium: 15 px). */
const SCROLLBAR_ALLOWANCE = 16;

/**
 * The bonds of a favourites list (spec 2.3 item 6: the TPRL board's checkbox adds a bond to the
 * favourites), under the stock board: the TPRL board's columns over `market.bonds`, rows in list order.
 * The checkbox takes the bond off the list, as the star does for a stock; a click on a row opens the
 * bond popup. The board is as tall as its rows (the CSS caps the section at 40% of the area, and the
 * board scrolls inside), so that the stock board keeps the rest.
 */
export function FavouriteBonds({
  codes,
  favourites,
  onUntick,
}: {
  /** Bond codes of the list, in list order (never empty: the section is left out then). */
  codes: readonly string[];
  /** The list's codes (the checkbox draws them ticked). */
  favourites: ReadonlySet<string>;
  onUntick: (code: string) => void;
}) {
  const { t } = useTranslation();
  const boardHeight = HEADER_HEIGHT + codes.length * ROW_HEIGHT + SCROLLBAR_ALLOWANCE;
  return (
    <section className="fav-bonds" aria-label={t("fav.bonds.title")}>
      <h3 className="board-title fav-bonds-title">{t("fav.bonds.title")}</h3>
      <div className="board-host fav-bonds-host" style={{ height: boardHeight }}>
        <BondBoard codes={codes} favourites={favourites} onCheckbox={onUntick} />
      </div>
    </section>
  );
}
