import { useStore } from "@nanostores/react";
import { $popup } from "../../shared/state/popup-state";
import { BondPopup } from "./bond/BondPopup";
import { installPopupDebugHook } from "./debug-hook";
import { IndexPopup } from "./index/IndexPopup";
import { IndustryPopup } from "./industry/IndustryPopup";
import { StockPopup } from "./stock/StockPopup";
import "./popups.css";

installPopupDebugHook(window as unknown as { __vnboard?: Record<string, unknown> });

/**
 * Renders the open popup of `$popup` (spec 2.5). A popup of another kind replaces the current one;
 * closing unmounts it, which stops its timers and listeners and resets its chart range (spec 4).
 */
export function PopupHost() {
  const popup = useStore($popup);
  if (popup === null) return null;
  if (popup.kind === "index") return <IndexPopup key="index" code={popup.code} />;
  if (popup.kind === "industry") return <IndustryPopup key="industry" code={popup.code} />;
  if (popup.kind === "bond") return <BondPopup key="bond" code={popup.code} />;
  return <StockPopup key="stock" code={popup.code} oddLot={popup.oddLot === true} />;
}
