import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { PROVIDER_INFO } from "../../shared/config/provider-info";
import { useTranslation } from "../../shared/i18n/use-translation";
import { persistedAtom } from "../../shared/settings/persisted-atom";

/** Dismissed once per browser; the public build shows it until then (spec 1). */
const $promoDismissed = persistedAtom<boolean>(
  "promoDismissed",
  false,
  (v): v is boolean => typeof v === "boolean",
);

/** The public build's dismissible promotional popup with the open-account link (spec 1). */
export function PromoPopup() {
  const { t } = useTranslation();
  const dismissed = useStore($promoDismissed);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (dismissed) return;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") $promoDismissed.set(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [dismissed]);
  if (dismissed) return null;
  return (
    // A corner card rather than a modal: the board stays usable while the offer is on screen.
    <div className="promo-corner">
      <div className="dialog promo" role="dialog" aria-modal="false" aria-labelledby="promo-title" data-promo>
        <h2 id="promo-title">{t("promo.title")}</h2>
        <p>{t("promo.text")}</p>
        <a
          className="promo-link"
          href={PROVIDER_INFO.openAccountUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("promo.openAccount")}
        </a>
        <button
          ref={close}
          type="button"
          data-action="dismiss-promo"
          onClick={() => $promoDismissed.set(true)}
        >
          {t("common.close")}
        </button>
      </div>
    </div>
  );
}
