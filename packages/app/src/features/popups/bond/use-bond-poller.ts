import { useEffect, useRef, useState } from "react";
import { rest } from "../../../shared/api/rest";
import { BondPoller, type BondView } from "./bond-poller";
import type { BondQuery } from "./bond-query";

/** The REST call of the popup: blank dates are left out (the provider then means today). */
const loadBond = (query: BondQuery) =>
  rest.bondDetail({ code: query.code, tradingDateFrom: query.from || null, tradingDateTo: query.to || null });

/**
 * The bond popup's data: a BondPoller for the popup's lifetime (its timer stops when the popup closes),
 * asked again whenever `query` or `searchId` changes (a search button press repeats the same query).
 */
export function useBondPoller(query: BondQuery, searchId: number): BondView {
  const poller = useRef<BondPoller | null>(null);
  const [view, setView] = useState<BondView>({ query, status: "idle", detail: null, detailKey: "" });
  useEffect(() => {
    const created = new BondPoller(loadBond, setView);
    poller.current = created;
    return () => {
      created.stop();
      poller.current = null;
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's parts and the search count name what to ask
  useEffect(() => {
    poller.current?.search({ code: query.code, from: query.from, to: query.to });
  }, [query.code, query.from, query.to, searchId]);
  return view;
}
