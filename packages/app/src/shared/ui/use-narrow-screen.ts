import { useEffect, useState } from "react";

/** Below this width the popups show the daily chart with its range buttons only (spec 2.5 mobile). */
export const NARROW_QUERY = "(max-width: 699px)";

export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener("change", onChange);
    onChange();
    return () => query.removeEventListener("change", onChange);
  }, []);
  return narrow;
}
