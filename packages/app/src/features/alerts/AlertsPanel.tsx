import { useStore } from "@nanostores/react";
import { type RefObject, useEffect, useRef } from "react";
import type { AlertRule } from "../../shared/alerts/alert-rule";
import { $alertSound, $alerts, $alertsPanelOpen, removeAlert } from "../../shared/alerts/alerts-state";
import { useTranslation } from "../../shared/i18n/use-translation";
import { ALERTS_BUTTON_ID, ALERTS_PANEL_ID } from "./alert-ids";
import { isDerivativeCode } from "./alert-symbol";
import { describeAlert, firedTime } from "./alert-text";
import { serverNow } from "./alerts-runtime";
import { primeSound } from "./beep";
import { askNotificationPermission, notificationPermission } from "./notify";
import { useDialogFocus } from "./use-dialog-focus";

function closePanel(): void {
  $alertsPanelOpen.set(false);
  document.getElementById(ALERTS_BUTTON_ID)?.focus();
}

function AlertItem({ rule, onDelete }: { rule: AlertRule; onDelete: (id: string) => void }) {
  const { t } = useTranslation();
  const condition = describeAlert(t, rule, isDerivativeCode(rule.code));
  return (
    <li data-alert-code={rule.code} data-alert-kind={rule.kind} data-state={rule.state}>
      <strong>{rule.code}</strong>
      <span>{condition}</span>
      <span className="alert-state">
        {rule.state === "fired"
          ? t("alerts.fired", { time: firedTime(rule.firedAt, serverNow()) })
          : t("alerts.armed")}
      </span>
      <button
        type="button"
        data-action="delete-alert"
        aria-label={t("alerts.deleteOne", { what: `${rule.code} ${condition}` })}
        onClick={() => onDelete(rule.id)}
      >
        {t("alerts.delete")}
      </button>
    </li>
  );
}

/** Whether the browser shows notifications; a button to allow them while it has not been asked. */
function NotificationLine() {
  const { t } = useTranslation();
  const permission = notificationPermission();
  if (permission === "granted") return null;
  if (permission === "default")
    return (
      <button type="button" onClick={askNotificationPermission}>
        {t("alerts.enableNotifications")}
      </button>
    );
  return <p className="alert-note">{t("alerts.notificationsOff")}</p>;
}

/** Escape, or a click outside the list and its header button, closes the list. */
function usePanelDismiss(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || document.getElementById(ALERTS_BUTTON_ID)?.contains(target))
        return;
      $alertsPanelOpen.set(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closePanel();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [panel]);
}

/**
 * The alerts list (the header's button): each alert armed or fired (and when) with a delete button,
 * the sound switch (off by default) and the notifications' state. Escape closes it.
 */
export function AlertsPanel() {
  const { t } = useTranslation();
  const rules = useStore($alerts);
  const sound = useStore($alertSound);
  const panel = useRef<HTMLElement>(null);
  useDialogFocus(panel);
  usePanelDismiss(panel);
  const remove = (id: string) => {
    removeAlert(id);
    panel.current?.focus(); // the deleted row held the focus
  };
  return (
    <section
      ref={panel}
      id={ALERTS_PANEL_ID}
      className="dialog alerts-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="alerts-title"
      tabIndex={-1}
    >
      <div className="alerts-panel-head">
        <h2 id="alerts-title">{t("alerts.title")}</h2>
        <button type="button" aria-label={t("common.close")} onClick={closePanel}>
          ×
        </button>
      </div>
      <label>
        <input
          type="checkbox"
          name="alert-sound"
          checked={sound}
          onChange={(event) => {
            if (event.target.checked) primeSound();
            $alertSound.set(event.target.checked);
          }}
        />{" "}
        {t("alerts.sound")}
      </label>
      <NotificationLine />
      {rules.length === 0 ? (
        <p className="alert-note">{t("alerts.empty")}</p>
      ) : (
        <ul className="alerts-list">
          {rules.map((rule) => (
            <AlertItem key={rule.id} rule={rule} onDelete={remove} />
          ))}
        </ul>
      )}
    </section>
  );
}
