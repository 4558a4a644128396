import { describe, expect, it } from "vitest";
import { $popup, closePopup, openBondPopup, openIndexPopup, openStockPopup } from "./popup-state";

describe("popup state", () => {
  it("opens a stock popup, normal or odd lot, and an index popup in its place", () => {
    openStockPopup(" vnm ");
    expect($popup.get()).toEqual({ kind: "stock", code: "VNM", oddLot: false });
    openStockPopup("FPT", { oddLot: true });
    expect($popup.get()).toEqual({ kind: "stock", code: "FPT", oddLot: true });
    openIndexPopup("vn30");
    expect($popup.get()).toEqual({ kind: "index", code: "VN30" });
    closePopup();
    expect($popup.get()).toBeNull();
  });

  it("opens the bond popup on a code, or on its empty search when the code is blank", () => {
    openBondPopup(" abc12301 ");
    expect($popup.get()).toEqual({ kind: "bond", code: "ABC12301" });
    openBondPopup();
    expect($popup.get()).toEqual({ kind: "bond", code: "" });
    closePopup();
  });

  it("ignores a blank code", () => {
    openStockPopup("   ");
    openIndexPopup("");
    expect($popup.get()).toBeNull();
  });
});
