import { useState } from "react";
import { rest } from "../../../shared/api/rest";
import { downloadCsv } from "../../../shared/export/download";
import { exportFileName } from "../../../shared/export/file-name";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { showToast } from "../../../shared/ui/toasts";
import { allTicks, type HeaderText, matchesCsv, priceHistoryCsv } from "./stock-csv";

type Export = "matches" | "prices";

/**
 * The stock popup's CSV exports (issue 20): the day's match history (every page of pr/stockmatch) and
 * the daily price history (get-data-history-stock), each fetched when asked and saved as
 * `vnboard-<code>-<matches|price-history>-<yyyy-mm-dd-hhmm>.csv`. A failed call says so in a toast.
 */
export function StockCsvButtons({ code }: { code: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Export | null>(null);
  const header: HeaderText = (column, unit) =>
    unit === undefined ? String(t(column)) : `${t(column)} (${t(`csv.unit.${unit}`)})`;

  const run = async (what: Export) => {
    if (busy !== null) return;
    setBusy(what);
    try {
      const text =
        what === "matches"
          ? matchesCsv(await allTicks((last) => rest.stockTicks(code, last, true)), header)
          : priceHistoryCsv((await rest.historyStock(code)).data, header);
      const name = what === "matches" ? `${code}-matches` : `${code}-price-history`;
      downloadCsv(exportFileName(name, new Date(), "csv"), text);
    } catch {
      showToast("error", String(t("csv.popup.failed")));
    } finally {
      setBusy(null);
    }
  };

  return (
    <fieldset className="range-buttons" data-testid="stock-csv">
      <legend className="visually-hidden">{t("csv.popup.group")}</legend>
      <button
        type="button"
        data-csv="matches"
        aria-busy={busy === "matches"}
        aria-disabled={busy !== null}
        onClick={() => void run("matches")}
      >
        {t("csv.popup.matches")}
      </button>
      <button
        type="button"
        data-csv="prices"
        aria-busy={busy === "prices"}
        aria-disabled={busy !== null}
        onClick={() => void run("prices")}
      >
        {t("csv.popup.prices")}
      </button>
    </fieldset>
  );
}
