import { useStore } from "@nanostores/react";
import { useMemo, useState } from "react";
import { $starredCodes, toggleStarred } from "../../../shared/favourites/starred";
import { market } from "../../../shared/feed/market";
import { bondCodes } from "../../../shared/feed/tprl-data";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { sameKeys, useLive } from "../../../shared/live/use-live";
import { BondBoard } from "./BondBoard";
import { TprlTotals } from "./TprlTotals";
import { TPRL_TOTAL_COLUMN } from "./tprl-columns";
import "./tprl.css";

/**
 * The private corporate bond board (spec 2.3 item 6): a canvas board over `market.bonds` with the
 * favourites checkbox, a click on a bond opening the bond popup, the total column's quantity/value
 * toggle (spec 4) and the all-market put-through totals from the ALLMARKET bond board (msgType 24).
 */
export function TprlPage() {
  const { t } = useTranslation();
  const favouriteCodes = useStore($starredCodes);
  const favourites = useMemo(() => new Set(favouriteCodes), [favouriteCodes]);
  const [showValue, setShowValue] = useState(false);
  const alternates = useMemo(() => new Set(showValue ? [TPRL_TOTAL_COLUMN] : []), [showValue]);
  // The rows change only when bonds appear or go; their figures are the board's own business.
  const codes = useLive([market.bonds], () => bondCodes(market.bonds), [], {
    on: "structure",
    same: sameKeys,
  });
  return (
    <div className="special-page tprl-page">
      <div className="special-toolbar">
        <h2 className="special-title">{t("tprl.title")}</h2>
        <button type="button" aria-pressed={showValue} onClick={() => setShowValue((v) => !v)}>
          {t(showValue ? "tprl.showQuantity" : "tprl.showValue")}
        </button>
        <TprlTotals />
      </div>
      <div className="board-host">
        {codes.length === 0 && (
          <p className="board-message" data-board-state="loading">
            {t("tprl.loading")}
          </p>
        )}
        <BondBoard
          codes={codes}
          favourites={favourites}
          alternates={alternates}
          onCheckbox={(code) => void toggleStarred(code)}
        />
      </div>
    </div>
  );
}
