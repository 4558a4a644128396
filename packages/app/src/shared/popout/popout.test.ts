import { describe, expect, it } from "vitest";
import { popoutHref, popupFromSearch } from "./popout";

const search = (href: string) => href.slice(href.indexOf("?"));

describe("pop-out window addresses (issue 20)", () => {
  it("a board's pop-out is its path with ?popout=1 and asks for no popup", () => {
    expect(popoutHref("/banggia/vn30")).toBe("/banggia/vn30?popout=1");
    expect(popupFromSearch(search(popoutHref("/banggia/vn30")))).toBeNull();
  });

  it("a stock or index popup's pop-out names it, and the window reads it back", () => {
    const stock = popoutHref("/banggia/hsx", { kind: "stock", code: "FPT", oddLot: true });
    expect(popupFromSearch(search(stock))).toEqual({ kind: "stock", code: "FPT", oddLot: true });
    const index = popoutHref("/banggia/vn30", { kind: "index", code: "VN30" });
    expect(popupFromSearch(search(index))).toEqual({ kind: "index", code: "VN30" });
  });

  it("ignores a popup request outside a pop-out window, of another kind, or with a malformed code", () => {
    expect(popupFromSearch("?popup=stock&code=FPT")).toBeNull();
    expect(popupFromSearch("?popout=1&popup=bond&code=FPT")).toBeNull();
    expect(popupFromSearch("?popout=1&popup=stock&code=%3Cscript%3E")).toBeNull();
    expect(popupFromSearch("?popout=1&popup=stock&code=")).toBeNull();
    expect(popupFromSearch("?popout=1&popup=stock&code=%20fpt%20")).toEqual({
      kind: "stock",
      code: "FPT",
      oddLot: false,
    });
  });
});
