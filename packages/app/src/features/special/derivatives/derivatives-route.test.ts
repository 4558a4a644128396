import { describe, expect, it } from "vitest";
import { ROUTES } from "../../../shared/routes/route-table";
import { DERIVATIVE_LINKS, menuOfPath } from "../../header/menus/menu-items";

describe("derivatives route", () => {
  it("is /banggia/phaisinh with the derivative tab name, linked from its own menu", () => {
    const route = ROUTES.find((r) => r.path === "phaisinh");
    expect(route).toMatchObject({ tabName: "PS_VN30", ready: true });
    expect(DERIVATIVE_LINKS.map((l) => l.path)).toEqual(["phaisinh"]);
    expect(menuOfPath("/banggia/phaisinh")).toBe("derivatives");
  });
});
