import { downloadCsv } from "../../shared/export/download";
import { boardSlug, exportFileName } from "../../shared/export/file-name";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import type { BoardSource } from "./board-source";

/**
 * The toolbar's "Export CSV" button (issue 20): the board as shown, the columns shown in their order and
 * the rows in the board's order, numbers as the store holds them; `vnboard-<board>-<yyyy-mm-dd-hhmm>.csv`.
 * The CSV writer loads on the first export (the board route's first load does without it).
 */
export function CsvExportButton({ source }: { source: BoardSource }) {
  const { t, language } = useTranslation();
  const exportBoard = async () => {
    const { boardCsv } = await import("./board-csv");
    const text = boardCsv(
      market.symbols,
      source.columns,
      source.rowKeys(),
      { label: (key) => String(t(key)), unit: (unit) => String(t(`csv.unit.${unit}`)), language },
      source.oddLot,
    );
    downloadCsv(exportFileName(boardSlug(source.path), new Date(), "csv"), text);
  };
  return (
    <button
      type="button"
      data-testid="board-csv"
      title={t("csv.board.title")}
      onClick={() => void exportBoard()}
    >
      {t("csv.board")}
    </button>
  );
}
