import { type FormEvent, useRef, useState } from "react";
import { ALERT_KINDS, type AlertKind, hasLevel, isValidLevel } from "../../shared/alerts/alert-rule";
import { addAlert, closeAlertEditor } from "../../shared/alerts/alerts-state";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { rowStamp, useLive } from "../../shared/live/use-live";
import { currentValue, isDerivativeCode } from "./alert-symbol";
import { formatAlertValue, levelUnit, parseLevelInput, toInputText, toStoreLevel } from "./alert-units";
import { askNotificationPermission } from "./notify";
import { useDialogFocus } from "./use-dialog-focus";

/**
 * The alert editor (from a row's menu or the stock popup): a condition and its level, starting from the
 * code's current value. Saving adds an armed alert and, the first time, asks to show notifications.
 */
export function AlertEditor({ code }: { code: string }) {
  const { t } = useTranslation();
  const derivative = isDerivativeCode(code);
  const [kind, setKind] = useState<AlertKind>("priceAbove");
  const [text, setText] = useState(() =>
    toInputText("priceAbove", currentValue(code, "priceAbove"), derivative),
  );
  const [error, setError] = useState("");
  // The "now" line follows the market, once a second.
  useLive([market.symbols], () => rowStamp(market.symbols, code), [code], { intervalMs: 1000 });
  const form = useRef<HTMLFormElement>(null);
  useDialogFocus(form);
  const unit = levelUnit(kind, derivative);
  const now = currentValue(code, kind);
  const chooseKind = (next: AlertKind) => {
    setKind(next);
    setText(toInputText(next, currentValue(code, next), derivative));
    setError("");
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const level = hasLevel(kind) ? toStoreLevel(kind, parseLevelInput(text), derivative) : 0;
    if (!isValidLevel(kind, level)) return setError(String(t("alerts.invalidLevel")));
    if (addAlert(code, kind, level) === null) return setError(String(t("alerts.full")));
    askNotificationPermission();
    closeAlertEditor();
  };
  return (
    <div className="dialog-backdrop alert-editor-backdrop">
      <form
        ref={form}
        className="dialog alert-editor"
        role="dialog"
        aria-modal="true"
        aria-labelledby="alert-editor-title"
        onSubmit={save}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.stopPropagation(); // the popup under the editor stays open
          closeAlertEditor();
        }}
      >
        <h2 id="alert-editor-title">{t("alerts.setFor", { code })}</h2>
        <label>
          {t("alerts.condition")}
          <select name="alert-kind" value={kind} onChange={(e) => chooseKind(e.target.value as AlertKind)}>
            {ALERT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`alerts.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {unit !== "none" && (
          <label>
            {`${t("alerts.level")} (${t(`alerts.unit.${unit}`)})`}
            <input
              name="alert-level"
              inputMode="decimal"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
        )}
        <p className="alert-now">
          {t("alerts.now", { value: formatAlertValue(kind, now, derivative) || "-" })}
        </p>
        {error !== "" && <p role="alert">{error}</p>}
        <div className="alert-actions">
          <button type="submit" data-action="save-alert">
            {t("alerts.save")}
          </button>
          <button type="button" onClick={closeAlertEditor}>
            {t("alerts.cancel")}
          </button>
        </div>
      </form>
    </div>
  );
}
