import { describe, expect, it } from "vitest";
import { ROUTES } from "../../../shared/routes/route-table";
import { EXCHANGE_MENUS, menuOfPath, TOP_KINDS, TOP_MARKETS, topListPath } from "./menu-items";

describe("header menus", () => {
  const routePaths = new Set(ROUTES.map((r) => r.path));

  it("link only to routes that exist", () => {
    for (const menu of EXCHANGE_MENUS) for (const link of menu.links) expect(routePaths).toContain(link.path);
    for (const kind of TOP_KINDS)
      for (const market of TOP_MARKETS) expect(routePaths).toContain(topListPath(kind, market));
  });

  it("highlight the menu a path belongs to", () => {
    expect(menuOfPath("/banggia/vn30")).toBe("hsx");
    expect(menuOfPath("/banggia/hnx/odd")).toBe("hnx");
    expect(menuOfPath("/banggia/top-vol/upcom")).toBe("hottrend");
    expect(menuOfPath("/banggia/nganh/8000")).toBe("industries");
    expect(menuOfPath("/banggia/fav/3")).toBe("favourites");
    expect(menuOfPath("/banggia/ip")).toBe("");
    // Not two menus lit at once: the summary's own link, not the "expand" dropdown as well.
    expect(menuOfPath("/banggia/tong-hop")).toBe("summary");
    expect(menuOfPath("/banggia/thoathuan/all")).toBe("expand");
  });
});
