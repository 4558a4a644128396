import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $alertEditor, $alertsPanelOpen } from "../../shared/alerts/alerts-state";
import { AlertEditor } from "./AlertEditor";
import { AlertsPanel } from "./AlertsPanel";
import { startAlerts } from "./alerts-runtime";
import "./alerts.css";

/** Rendered once by the app: runs the alert engine, and shows the editor and the list when asked. */
export function AlertsHost() {
  const editing = useStore($alertEditor);
  const panelOpen = useStore($alertsPanelOpen);
  useEffect(() => startAlerts(), []);
  return (
    <>
      {editing !== null && <AlertEditor key={editing} code={editing} />}
      {panelOpen && <AlertsPanel />}
    </>
  );
}
