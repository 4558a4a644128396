import { useEffect, useState } from "react";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import type { Selection } from "../../../shared/state/selection";
import { IndexInfo } from "./IndexInfo";
import { StockInfo } from "./StockInfo";

/** Whether the feed has delivered anything yet: before that an unknown code is 'loading', not 'not found'. */
function useFeedLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => market.symbols.presentKeys().length > 0);
  useEffect(() => {
    if (loaded) return;
    const check = () => {
      if (market.symbols.presentKeys().length > 0) setLoaded(true);
    };
    const stop = market.symbols.onStructureChange(check);
    check();
    return stop;
  }, [loaded]);
  return loaded;
}

/** Re-renders when rows appear or go (a code typed before the snapshot may become known). */
function useStructureVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const a = market.symbols.onStructureChange(bump);
    const b = market.indices.onStructureChange(bump);
    return () => {
      a();
      b();
    };
  }, []);
  return version;
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
