import { describe, expect, it } from "vitest";
import { FIRST_LABEL_TABLES } from "./label-tables";
import { LATER_LABEL_TABLES } from "./later-label-tables";
import { pageTitleOf } from "./page-title";

const PATHS = [
  "/banggia/vn30",
  "/banggia/hnx30",
  "/banggia/hsx",
  "/banggia/hnx/odd",
  "/banggia/upcom/thoathuan",
  "/banggia/hsx/scroll",
  "/banggia/thoathuan/all",
  "/banggia/top-vol",
  "/banggia/top-value/hnx",
  "/banggia/top",
  "/banggia/hottrend",
  "/banggia/nganh",
  "/banggia/chungquyen",
  "/banggia/phaisinh",
  "/banggia/tprl",
  "/banggia/fav",
  "/banggia/fav/12",
  "/banggia/mo-rong",
  "/banggia/tong-hop",
  "/banggia/plasma",
  "/banggia/login",
  "/banggia/ip",
];

describe("the browser tab's title of a page", () => {
  it("names each board as its menu item does", () => {
    expect(pageTitleOf("/banggia/vn30")?.keys).toEqual(["menu.vn30"]);
    expect(pageTitleOf("/banggia/hnx/odd")?.keys).toEqual(["menu.hnx", "menu.oddLot"]);
    expect(pageTitleOf("/banggia/top-fsell")?.keys).toEqual(["top.top-fsell", "menu.allMarkets"]);
    expect(pageTitleOf("/banggia/top-vol/upcom")?.keys).toEqual(["top.top-vol", "menu.upcom"]);
    expect(pageTitleOf("/banggia/nganh/8300")).toEqual({ keys: [], industryCode: "8300" });
    expect(pageTitleOf("/banggia/vn30/")?.keys).toEqual(["menu.vn30"]);
  });

  it("names every route by keys that have a label in all four languages", () => {
    const tables = Object.assign({}, ...FIRST_LABEL_TABLES, ...LATER_LABEL_TABLES) as Record<
      string,
      string[]
    >;
    for (const path of PATHS) {
      const title = pageTitleOf(path);
      expect(title, path).not.toBeNull();
      for (const key of title?.keys ?? []) {
        expect(tables[key], `${path}: ${key}`).toHaveLength(4);
        expect(
          tables[key].every((text) => text.length > 0),
          key,
        ).toBe(true);
      }
    }
  });

  it("leaves an unknown page to the app's name alone", () => {
    expect(pageTitleOf("/banggia/nosuch")).toBeNull();
    expect(pageTitleOf("/banggia/hsx/nosuch")).toBeNull();
    expect(pageTitleOf("/banggia/top-vol/nyse")).toBeNull();
    expect(pageTitleOf("/banggia/vn30/a/b")).toBeNull();
  });
});
