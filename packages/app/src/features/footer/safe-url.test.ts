import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "./safe-url";

describe("news links", () => {
  const base = "http://board.example/banggia/vn30";
  it("keeps http and https links, resolving relative ones", () => {
    expect(safeHttpUrl("https://news.example/a?b=1", base)).toBe("https://news.example/a?b=1");
    expect(safeHttpUrl("/tin/1", base)).toBe("http://board.example/tin/1");
  });
  it("drops script, data and malformed addresses", () => {
    expect(safeHttpUrl("javascript:alert(1)", base)).toBeNull();
    expect(safeHttpUrl(" JaVaScRiPt:alert(1)", base)).toBeNull();
    expect(safeHttpUrl("data:text/html,<script>alert(1)</script>", base)).toBeNull();
    expect(safeHttpUrl("http://[::1", base)).toBeNull();
  });
});
