import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { ROWS_AT_ONCE, structureStamp, useLive } from "../../../shared/live/use-live";
import type { Selection } from "../../../shared/state/selection";
import { IndexInfo } from "./IndexInfo";
import { StockInfo } from "./StockInfo";

/** Whether the feed has delivered anything yet: before that an unknown code is 'loading', not 'not found'. */
function useFeedLoaded(): boolean {
  // Once loaded, stays loaded (a resync emptying the store is not 'loading' again).
  return useLive([market.symbols], () => market.symbols.presentKeys().length > 0, [], {
    ...ROWS_AT_ONCE,
    same: (loaded) => loaded,
  });
}

/** Re-renders when rows appear or go (a code typed before the snapshot may become known). */
function useStructureVersion(): number {
  const stores = [market.symbols, market.indices];
  return useLive(stores, () => structureStamp(...stores), [], ROWS_AT_ONCE);
}

/** The INFO child (spec 2.4): the selected index or stock, or a clear hint / not-found state. */
export function InfoPanel({ selection }: { selection: Selection | null }) {
  const { t } = useTranslation();
  const loaded = useFeedLoaded();
  useStructureVersion();
  if (selection === null) return <p className="side-hint">{t("sideTab.empty")}</p>;
  const known =
    selection.kind === "index"
      ? market.indices.rowOf(selection.code) >= 0
      : market.symbols.rowOf(selection.code) >= 0;
  if (!known) {
    return (
      <p className="side-hint" data-testid="side-not-found" role="status">
        {loaded ? t("sideTab.notFound", { code: selection.code }) : t("sideTab.loading")}
      </p>
    );
  }
  return selection.kind === "index" ? (
    <IndexInfo key={selection.code} code={selection.code} />
  ) : (
    <StockInfo key={selection.code} code={selection.code} />
  );
}
