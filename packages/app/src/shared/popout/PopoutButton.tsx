import { useTranslation } from "../i18n/use-translation";
import { useNarrowScreen } from "../ui/use-narrow-screen";
import { IS_POPOUT_WINDOW, openPopout } from "./popout";

/**
 * The "open in its own window" icon button of boards, popups and charts (issue 20). `href` is read on
 * click (the view's current state). Not shown inside a pop-out window (that view is already alone),
 * nor on a phone-sized screen (no second window to put beside it).
 */
export function PopoutButton({ href, className }: { href: () => string; className?: string }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  if (IS_POPOUT_WINDOW || narrow) return null;
  return (
    <button
      type="button"
      className={`popout-button ${className ?? ""}`}
      title={t("popout.open")}
      aria-label={t("popout.open")}
      data-testid="popout-button"
      onClick={() => openPopout(href())}
    >
      <span aria-hidden="true">⧉</span>
    </button>
  );
}
