import { useStore } from "@nanostores/react";
import { lazyPartWithLoading } from "../../shared/ui/lazy-part";
import { $replayBarOpen } from "./replay-bar-state";

/** The bar's code and styles come when it first opens: most visits never replay. */
const ReplayPanel = lazyPartWithLoading(() => import("./ReplayBar"), "ReplayPanel");

/** The replay bar under the header, when open. */
export function ReplayBar() {
  return useStore($replayBarOpen) ? <ReplayPanel /> : null;
}
