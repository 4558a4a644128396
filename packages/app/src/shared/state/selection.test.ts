import { beforeEach, describe, expect, it } from "vitest";
import { $selection, selectSymbol, startOnSystemSelection, systemSelection } from "./selection";

const params = (sideTab_Type: string, sideTab_Code: string) => ({ sideTab_Type, sideTab_Code });

describe("the side tab's starting selection (sideTab_Type / sideTab_Code, spec 3)", () => {
  beforeEach(() => $selection.set(null));

  it("reads IDX as an index and ST as a stock, normalising the code", () => {
    expect(systemSelection("IDX", "vnindex")).toEqual({ kind: "index", code: "VNINDEX", bySystem: true });
    expect(systemSelection(" st ", " fpt ")).toEqual({ kind: "symbol", code: "FPT", bySystem: true });
    expect(systemSelection("XX", "FPT")).toBeNull();
    expect(systemSelection("ST", "  ")).toBeNull();
    expect(systemSelection(undefined, "FPT")).toBeNull();
  });

  it("starts on the system's choice, follows a changed choice, and never overrides the user", () => {
    startOnSystemSelection(null);
    expect($selection.get()).toBeNull();
    startOnSystemSelection(params("IDX", "VNINDEX"));
    expect($selection.get()).toEqual({ kind: "index", code: "VNINDEX", bySystem: true });
    const first = $selection.get();
    startOnSystemSelection(params("IDX", "VNINDEX"));
    expect($selection.get()).toBe(first);
    startOnSystemSelection(params("ST", "VNM"));
    expect($selection.get()).toEqual({ kind: "symbol", code: "VNM", bySystem: true });
    selectSymbol("FPT");
    startOnSystemSelection(params("IDX", "VN30"));
    expect($selection.get()).toEqual({ kind: "symbol", code: "FPT" });
  });

  it("ignores an empty or unknown choice", () => {
    startOnSystemSelection(params("", ""));
    startOnSystemSelection(params("ZZ", "VNINDEX"));
    expect($selection.get()).toBeNull();
  });
});
