import { useStore } from "@nanostores/react";
import { useTranslation } from "../i18n/use-translation";
import { $toasts, dismissToast } from "./toasts";

/** The toast stack, 50 px from the top and 20 px from the right (spec 9). */
export function Toasts() {
  const toasts = useStore($toasts);
  const { t } = useTranslation();
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === "error" ? "alert" : "status"}
        >
          <span>{toast.text}</span>
          <button type="button" aria-label={t("common.close")} onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
