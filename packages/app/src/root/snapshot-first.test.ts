import { describe, expect, it } from "vitest";
import { $favouriteCodes } from "../shared/favourites/local-favourites";
import { snapshotFirstFor } from "./snapshot-first";

describe("what a board asks the feed to send first", () => {
  it("names a basket, an exchange or the local favourites; nothing for other pages", () => {
    expect(snapshotFirstFor("/banggia/vn30")).toEqual(["VN30"]);
    expect(snapshotFirstFor("/banggia/hnx30/")).toEqual(["HNX30"]);
    expect(snapshotFirstFor("/banggia/hsx")).toEqual(["STO"]);
    expect(snapshotFirstFor("/banggia/upcom/odd")).toEqual(["UPX"]);
    // A put-through board lists deals; the chart page and unknown paths ask for nothing.
    expect(snapshotFirstFor("/banggia/hsx/thoathuan")).toEqual([]);
    expect(snapshotFirstFor("/chart")).toEqual([]);
    expect(snapshotFirstFor("/banggia/nowhere")).toEqual([]);
    $favouriteCodes.set(["FPT", "VNM"]);
    expect(snapshotFirstFor("/banggia/fav")).toEqual(["FPT", "VNM"]);
  });
});
