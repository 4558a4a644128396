import { useStore } from "@nanostores/react";
import { $alerts, $alertsPanelOpen, openAlertEditor } from "../../shared/alerts/alerts-state";
import { useTranslation } from "../../shared/i18n/use-translation";
import { ALERTS_BUTTON_ID, ALERTS_PANEL_ID } from "./alert-ids";

/** A bell drawn in the text colour (an emoji bell needs a font some systems lack). */
function BellIcon() {
  return (
    <svg width="13" height="13" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6v-5a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
      />
    </svg>
  );
}

/** The header's button that opens the alerts list; it shows how many alerts there are. */
export function AlertsButton() {
  const { t } = useTranslation();
  const rules = useStore($alerts);
  const open = useStore($alertsPanelOpen);
  const label = String(t("alerts.open", { count: rules.length }));
  return (
    <button
      type="button"
      id={ALERTS_BUTTON_ID}
      className="collapse-button alerts-button"
      data-action="alerts"
      aria-expanded={open}
      aria-controls={ALERTS_PANEL_ID}
      aria-label={label}
      title={label}
      onClick={() => $alertsPanelOpen.set(!open)}
    >
      <BellIcon />
      {rules.length > 0 ? ` ${rules.length}` : ""}
    </button>
  );
}

/** The stock popup's button that opens the alert editor for its code. */
export function SetAlertButton({ code }: { code: string }) {
  const { t } = useTranslation();
  const label = String(t("alerts.setFor", { code }));
  return (
    <button
      type="button"
      className="collapse-button alerts-button"
      data-action="set-alert"
      aria-label={label}
      title={label}
      onClick={() => openAlertEditor(code)}
    >
      <BellIcon />
    </button>
  );
}
