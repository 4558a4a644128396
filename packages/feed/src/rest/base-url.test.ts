import { describe, expect, it } from "vitest";
import { collapseSlashes, joinUrl } from "./base-url";

describe("joinUrl", () => {
  it("collapses the slash between a base ending in '/' and a path starting with '/'", () => {
    expect(joinUrl("http://h:8080/", "/do-login")).toBe("http://h:8080/do-login");
  });

  it("adds the missing slash when neither side has one", () => {
    expect(joinUrl("http://h:8080", "pr/indexhist/VN30")).toBe("http://h:8080/pr/indexhist/VN30");
  });

  it("keeps the '//' after http: and https:", () => {
    expect(joinUrl("https://board.example.com//api//", "//cata//load-cata")).toBe(
      "https://board.example.com/api/cata/load-cata",
    );
    expect(joinUrl("http://h", "x")).toBe("http://h/x");
  });

  it("keeps a path prefix of the base", () => {
    expect(joinUrl("http://h/prefix/", "api/derivative/get-chart")).toBe(
      "http://h/prefix/api/derivative/get-chart",
    );
  });

  it("works with a same-origin base", () => {
    expect(joinUrl("", "new-home")).toBe("/new-home");
    expect(joinUrl("/", "/ip-server")).toBe("/ip-server");
  });
});

describe("collapseSlashes", () => {
  it("leaves '//' inside the query alone", () => {
    expect(collapseSlashes("http://h//a//b?next=http://x//y")).toBe("http://h/a/b?next=http://x//y");
  });
});
