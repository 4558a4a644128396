import { describe, expect, it } from "vitest";
import { $popup, closePopup, openIndustryPopup, openStockPopup } from "../../../shared/state/popup-state";

describe("opening the industry popup", () => {
  it("keeps the industry code as the feed sent it and replaces the open popup", () => {
    openStockPopup("FPT");
    openIndustryPopup(" 8600 ");
    expect($popup.get()).toEqual({ kind: "industry", code: "8600" });
    closePopup();
  });

  it("ignores a blank code", () => {
    openIndustryPopup("  ");
    expect($popup.get()).toBeNull();
  });
});
