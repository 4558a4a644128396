import { TopListKind } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../../../shared/routes/route-table";
import { TOP_KIND_ROUTES, topRoutePath, topRouteTarget } from "./top-routes";

describe("top routes", () => {
  it("maps every route to its own kind and exchange", () => {
    expect(topRouteTarget("top-incr-prc")).toEqual({ kind: TopListKind.GAINERS, scope: "all" });
    expect(topRouteTarget("top-decr-prc/hsx")).toEqual({ kind: TopListKind.LOSERS, scope: "STO" });
    expect(topRouteTarget("top-fbuy/hnx")).toEqual({ kind: TopListKind.FOREIGN_NET_BUY, scope: "STX" });
    expect(topRouteTarget("top-fsell/upcom")).toEqual({ kind: TopListKind.FOREIGN_NET_SELL, scope: "UPX" });
    expect(topRouteTarget("top-value")).toEqual({ kind: TopListKind.VALUE, scope: "all" });
  });

  it("fixes the spec's defect: top-vol/upcom is the UpCOM volume list, not the losers", () => {
    expect(topRouteTarget("top-vol/upcom")).toEqual({ kind: TopListKind.VOLUME, scope: "UPX" });
  });

  it("is null for other routes and for variants that are not exact", () => {
    for (const path of ["top", "hottrend", "hsx", "top-vol/hose", "top-vol/hsx/x", "top-volume"]) {
      expect(topRouteTarget(path)).toBeNull();
    }
  });

  it("round-trips with topRoutePath, and every list path is a route of the app", () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const { kind } of TOP_KIND_ROUTES) {
      for (const scope of ["all", "STO", "STX", "UPX"] as const) {
        const path = topRoutePath(kind, scope).replace("/banggia/", "");
        expect(paths.has(path)).toBe(true);
        expect(topRouteTarget(path)).toEqual({ kind, scope });
      }
    }
  });

  it("lists the six kinds in the TOP tab order 0..5", () => {
    expect(TOP_KIND_ROUTES.map((k) => k.kind)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
