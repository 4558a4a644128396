import type { KeyboardEvent } from "react";
import { useTranslation } from "../../shared/i18n/use-translation";
import { TAB_MODES, type TabChild, type TabMode } from "./tab-rules";
import { $tabChild, $tabMode, setAutoShow } from "./tab-settings";

const CHILDREN: readonly TabChild[] = ["INFO", "ORDER"];

/**
 * The tab's bar (spec 2.4): the INFO / ORDER tabs (arrow keys move between them, WAI-ARIA tabs pattern),
 * the FLOAT / DOCK mode buttons and the auto-show switch. `id` prefixes the tabs' ids and names the
 * tab panel they control.
 */
export function SideTabBar({
  id,
  child,
  mode,
  autoShow,
}: {
  id: string;
  child: TabChild;
  mode: TabMode;
  autoShow: boolean;
}) {
  const { t } = useTranslation();
  // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = CHILDREN[(CHILDREN.indexOf(child) + 1) % CHILDREN.length];
    $tabChild.set(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="side-tab-bar">
      <div role="tablist" aria-label={t("sideTab.label")} className="side-tab-tabs">
        {CHILDREN.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            id={`${id}-tab-${c}`}
            aria-selected={child === c}
            aria-controls={`${id}-tabpanel`}
            tabIndex={child === c ? 0 : -1}
            data-testid={`side-tab-${c}`}
            onClick={() => $tabChild.set(c)}
            onKeyDown={onTabKey}
          >
            {c === "INFO" ? t("sideTab.info") : t("sideTab.order")}
          </button>
        ))}
      </div>
      <fieldset className="side-tab-modes" title={t("sideTab.modeHint")}>
        {TAB_MODES.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            data-testid={`side-tab-mode-${m}`}
            onClick={() => $tabMode.set(m)}
          >
            {m === "FLOAT" ? t("sideTab.mode.FLOAT") : t("sideTab.mode.DOCK")}
          </button>
        ))}
      </fieldset>
      <label className="side-tab-auto">
        <input
          type="checkbox"
          role="switch"
          aria-checked={autoShow}
          checked={autoShow}
          data-testid="side-tab-autoshow"
          onChange={(event) => setAutoShow(event.target.checked)}
        />
        {t("sideTab.autoShow")}
      </label>
    </div>
  );
}
