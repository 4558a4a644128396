import { useStore } from "@nanostores/react";
import { useEffect, useId } from "react";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { $selection, startOnSystemSelection } from "../../shared/state/selection";
import { LazyPart, lazyPart } from "../../shared/ui/lazy-part";
import "./side-tab.css";
import { $tabHidden, $tabMode, revealForSelection, setTabHidden } from "./tab-settings";

const SideTabPanel = lazyPart<{ id: string }, typeof import("./SideTabPanel")>(
  () => import("./SideTabPanel"),
  "SideTabPanel",
);

/**
 * The right-hand tab (spec 2.4): INFO and ORDER children, a symbol/index search, hide/show through a
 * handle that stays visible, FLOAT mode (over the board) or docked (its own width), and the auto-show
 * switch. A selection (a board row click or the search) opens it on INFO unless auto-show is off and
 * the tab is hidden (spec 4). The tab starts hidden: its content (SideTabPanel) loads when first shown.
 */
export function SideTab() {
  const { t } = useTranslation();
  const id = useId();
  const mode = useStore($tabMode);
  const hidden = useStore($tabHidden);

  // A user's selection reveals the tab (spec 4); the system parameters' starting one does not.
  useEffect(() => $selection.listen((next) => (next?.bySystem ? undefined : revealForSelection())), []);
  useEffect(() => market.$systemParams.subscribe(startOnSystemSelection), []);

  return (
    <aside
      className={`side-tab side-tab-${mode.toLowerCase()}${hidden ? " is-hidden" : ""}`}
      aria-label={t("sideTab.label")}
      data-testid="side-tab"
      data-mode={mode}
      data-hidden={hidden ? "true" : "false"}
    >
      <button
        type="button"
        className="side-tab-handle"
        data-testid="side-tab-handle"
        aria-expanded={!hidden}
        aria-controls={`${id}-panel`}
        title={hidden ? t("sideTab.show") : t("sideTab.hide")}
        aria-label={hidden ? t("sideTab.show") : t("sideTab.hide")}
        onClick={() => setTabHidden(!hidden)}
      >
        {hidden ? "◀" : "▶"}
      </button>
      {!hidden && (
        <LazyPart>
          <SideTabPanel id={id} />
        </LazyPart>
      )}
    </aside>
  );
}
