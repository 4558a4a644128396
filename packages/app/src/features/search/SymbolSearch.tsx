import { useCallback } from "react";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { CodeSuggestForm } from "./CodeSuggestForm";
import { symbolSearchItem } from "./code-search";

/**
 * The stock-code search of spec 2.2: suggestions (code, exchange, name) among the board's own codes,
 * with the shared code search's matching and order. Enter or a pick scrolls the board to the code
 * (spec 4).
 */
export function SymbolSearch({
  codes,
  onPick,
}: {
  codes: readonly string[];
  onPick: (code: string) => void;
}) {
  const { t } = useTranslation();
  const items = useCallback(() => codes.map((code) => symbolSearchItem(market.symbols, code)), [codes]);
  return (
    <CodeSuggestForm
      items={items}
      name="symbol-search"
      label={t("search.placeholder")}
      className="symbol-search"
      labelledForm
      onPick={onPick}
    />
  );
}
