import { describe, expect, it } from "vitest";
import { boardAuction } from "./call-auction";

describe("boardAuction", () => {
  const sessions: Record<string, string> = { STO: "40", STX: "40", UPX: "30" };
  const sessionOf = (exchange: string) => sessions[exchange] ?? "";

  it("is the auction every exchange of the board is in", () => {
    expect(boardAuction(new Set(["STO"]), sessionOf)).toBe("ATC");
    expect(boardAuction(new Set(["STO", "STX"]), sessionOf)).toBe("ATC");
    expect(boardAuction(new Set(["STO"]), () => "10")).toBe("ATO");
  });

  it("is null outside an auction, for mixed sessions and for an empty board", () => {
    expect(boardAuction(new Set(["UPX"]), sessionOf)).toBeNull();
    expect(boardAuction(new Set(["STO", "UPX"]), sessionOf)).toBeNull();
    expect(boardAuction(new Set(), sessionOf)).toBeNull();
  });
});
