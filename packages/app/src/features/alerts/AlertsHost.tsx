import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $alertEditor, $alertsPanelOpen } from "../../shared/alerts/alerts-state";
import { whenIdleAfterFirstRows } from "../../shared/feed/first-rows-hold";
import { LazyPart, lazyPart } from "../../shared/ui/lazy-part";
import "./alerts.css";

// The editor and the list load when first opened; the engine (startAlerts) runs from the start.
const AlertEditor = lazyPart<{ code: string }, typeof import("./AlertEditor")>(
  () => import("./AlertEditor"),
  "AlertEditor",
);
const AlertsPanel = lazyPart<object, typeof import("./AlertsPanel")>(
  () => import("./AlertsPanel"),
  "AlertsPanel",
);

/** Rendered once by the app: runs the alert engine, and shows the editor and the list when asked. */
export function AlertsHost() {
  const editing = useStore($alertEditor);
  const panelOpen = useStore($alertsPanelOpen);
  // The engine loads after the board's first rows (which need none of it), once the page is idle (or
  // 3 s on). A rule already met then fires at that point, as on any later tick.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    const cancel = whenIdleAfterFirstRows(
      () =>
        void import("./alerts-runtime").then((runtime) => {
          if (!unmounted) stop = runtime.startAlerts();
        }),
      3_000,
    );
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, []);
  return (
    <LazyPart floating>
      {editing !== null && <AlertEditor key={editing} code={editing} />}
      {panelOpen && <AlertsPanel />}
    </LazyPart>
  );
}
