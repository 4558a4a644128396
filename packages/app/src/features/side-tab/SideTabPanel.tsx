import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { $selection } from "../../shared/state/selection";
import { OrderTicket } from "./order/OrderTicket";
import { InfoPanel } from "./panels/InfoPanel";
import { SideTabBar } from "./SideTabBar";
import { SideSearch } from "./search/SideSearch";
import "./side-tab-panel.css";
import { $autoShow, $tabChild, $tabMode } from "./tab-settings";

/**
 * The open side tab's content: the INFO / ORDER bar, the search and the selected child. Loaded the first
 * time the tab is shown (it starts hidden), with its charts and the order ticket.
 */
export function SideTabPanel({ id }: { id: string }) {
  const mode = useStore($tabMode);
  const autoShow = useStore($autoShow);
  const child = useStore($tabChild);
  const selection = useStore($selection);

  // A new selection starts at the top of its detail, not where the previous one was scrolled to.
  const body = useRef<HTMLDivElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection is the trigger
  useEffect(() => {
    if (body.current !== null) body.current.scrollTop = 0;
  }, [selection]);

  return (
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
  );
}
