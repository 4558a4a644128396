import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { whenIdleAfterFirstRows } from "../../shared/feed/first-rows-hold";
import { $popup, closePopup } from "../../shared/state/popup-state";
import { LazyPart, lazyPart } from "../../shared/ui/lazy-part";
import { installPopupDebugHook } from "./debug-hook";
import "./popups.css";

// Each popup's code (its tables, charts, the event sanitiser) loads when that kind is first opened.
const IndexPopup = lazyPart<{ code: string }, typeof import("./index/IndexPopup")>(
  () => import("./index/IndexPopup"),
  "IndexPopup",
);
const IndustryPopup = lazyPart<{ code: string }, typeof import("./industry/IndustryPopup")>(
  () => import("./industry/IndustryPopup"),
  "IndustryPopup",
);
const BondPopup = lazyPart<{ code: string }, typeof import("./bond/BondPopup")>(
  () => import("./bond/BondPopup"),
  "BondPopup",
);
const StockPopup = lazyPart<{ code: string; oddLot: boolean }, typeof import("./stock/StockPopup")>(
  () => import("./stock/StockPopup"),
  "StockPopup",
);

installPopupDebugHook(window as unknown as { __vnboard?: Record<string, unknown> });

/**
 * Renders the open popup of `$popup` (spec 2.5). A popup of another kind replaces the current one;
 * closing unmounts it, which stops its timers and listeners and resets its chart range (spec 4).
 */
export function PopupHost() {
  const popup = useStore($popup);
  // Once the board's first rows are painted and the page is idle, the stock popup's code is fetched, so
  // that a row click opens it at once (and an Escape right after the click finds it open). Not before:
  // fetched in the idle moment while the socket opens, it delayed the first rows.
  useEffect(() => whenIdleAfterFirstRows(() => void import("./stock/StockPopup"), 5_000), []);
  if (popup === null) return null;
  // An Escape while a popup's code loads cancels the open, as it would close the open popup.
  return (
    <LazyPart floating onCancel={closePopup}>
      {openPopup(popup)}
    </LazyPart>
  );
}

function openPopup(popup: NonNullable<ReturnType<typeof $popup.get>>) {
  if (popup.kind === "index") return <IndexPopup key="index" code={popup.code} />;
  if (popup.kind === "industry") return <IndustryPopup key="industry" code={popup.code} />;
  if (popup.kind === "bond") return <BondPopup key="bond" code={popup.code} />;
  return <StockPopup key="stock" code={popup.code} oddLot={popup.oddLot === true} />;
}
