import { useEffect, useRef } from "react";
import { useTranslation } from "../i18n/use-translation";

/**
 * A modal message with one OK button (the login page's validation and failure dialogs, spec 8). OK,
 * Escape or Enter closes it; `onClose` puts the focus back where the caller wants it.
 */
export function MessageDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => ok.current?.focus(), []);
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-describedby="dialog-message"
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
      >
        <p id="dialog-message">{message}</p>
        <button ref={ok} type="button" onClick={onClose}>
          {t("common.ok")}
        </button>
      </div>
    </div>
  );
}
