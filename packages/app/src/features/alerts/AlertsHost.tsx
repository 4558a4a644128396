import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $alertEditor, $alertsPanelOpen } from "../../shared/alerts/alerts-state";
import { LazyPart, lazyPart } from "../../shared/ui/lazy-part";
import { startAlerts } from "./alerts-runtime";
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
  useEffect(() => startAlerts(), []);
  return (
    <LazyPart floating>
      {editing !== null && <AlertEditor key={editing} code={editing} />}
      {panelOpen && <AlertsPanel />}
    </LazyPart>
  );
}
