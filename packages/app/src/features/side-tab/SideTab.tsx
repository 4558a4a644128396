import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef } from "react";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { $selection, startOnSystemSelection } from "../../shared/state/selection";
import { OrderTicket } from "./order/OrderTicket";
import { InfoPanel } from "./panels/InfoPanel";
import { SideSearch } from "./search/SideSearch";
import "./side-tab.css";
import { SideTabBar } from "./SideTabBar";
import { $autoShow, $tabChild, $tabHidden, $tabMode, revealForSelection, setTabHidden } from "./tab-settings";

/**
 * The right-hand tab (spec 2.4): INFO and ORDER children, a symbol/index search, hide/show through a
 * handle that stays visible, FLOAT mode (over the board) or docked (its own width), and the auto-show
 * switch. A selection (a board row click or the search) opens it on INFO unless auto-show is off and
 * the tab is hidden (spec 4).
 */
export function SideTab() {
  const { t } = useTranslation();
  const id = useId();
  const mode = useStore($tabMode);
  const hidden = useStore($tabHidden);
  const autoShow = useStore($autoShow);
  const child = useStore($tabChild);
  const selection = useStore($selection);

  // A user's selection reveals the tab (spec 4); the system parameters' starting one does not.
  useEffect(() => $selection.listen((next) => (next?.bySystem ? undefined : revealForSelection())), []);
  useEffect(() => market.$systemParams.subscribe(startOnSystemSelection), []);

  // A new selection starts at the top of its detail, not where the previous one was scrolled to.
  const body = useRef<HTMLDivElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection is the trigger
  useEffect(() => {
    if (body.current !== null) body.current.scrollTop = 0;
  }, [selection]);

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
        <div className="side-tab-panel" id={`${id}-panel`}>
          <SideTabBar id={id} child={child} mode={mode} autoShow={autoShow} />
          <SideSearch />
          <div
            className="side-tab-body"
            ref={body}
            role="tabpanel"
            id={`${id}-tabpanel`}
            aria-labelledby={`${id}-tab-${child}`}
            data-testid="side-tab-body"
            data-child={child}
          >
            {child === "INFO" ? (
              <InfoPanel selection={selection} />
            ) : (
              <OrderTicket key={selection?.code ?? ""} selection={selection} />
            )}
          </div>
        </div>
      )}
    </aside>
  );
}
