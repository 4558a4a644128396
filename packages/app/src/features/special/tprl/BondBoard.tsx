import { BoardView } from "@vnboard/board-canvas";
import { useMemo } from "react";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { openBondPopup } from "../../../shared/state/popup-state";
import { useBoardLook } from "../../../shared/theme/use-board-look";
import { tprlColumns } from "./tprl-columns";

/**
 * A board of private corporate bonds (`market.bonds`) with the TPRL columns (spec 2.3 item 6): the
 * favourites checkbox calls `onCheckbox`, a click on a row opens the bond popup. The TPRL board and the
 * favourites boards' bond section both draw this one.
 */
export function BondBoard({
  codes,
  favourites,
  onCheckbox,
  alternates,
}: {
  codes: readonly string[];
  /** Codes drawn ticked. */
  favourites: ReadonlySet<string>;
  onCheckbox: (code: string) => void;
  /** Columns showing their alternate (the total column's value instead of quantity). */
  alternates?: ReadonlySet<string>;
}) {
  const { t, language } = useTranslation();
  const look = useBoardLook();
  const columns = useMemo(() => tprlColumns(t("tprl.yes"), t("tprl.no")), [t]);
  const label = useMemo(() => (key: string) => String(t(key)), [t]);
  return (
    <BoardView
      key={language}
      store={market.bonds}
      codes={codes}
      columns={columns}
      language={language}
      {...look}
      label={label}
      favourites={favourites}
      alternates={alternates}
      onStarClick={onCheckbox}
      onRowClick={(code) => openBondPopup(code)}
      style={{ position: "absolute", inset: 0 }}
    />
  );
}
