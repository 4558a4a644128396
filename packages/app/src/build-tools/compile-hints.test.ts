import { describe, expect, it } from "vitest";
import { COMPILE_HINT, withCompileHint } from "../../compile-hints-plugin";

describe("withCompileHint (V8's eager-compile hint on the board route's chunks)", () => {
  it("puts the hint on the first line and moves the source map down that line", () => {
    const code = "const a=1;\nexport{a};\n//# sourceMappingURL=x.js.map";
    const map = { version: 3, sources: ["a.ts"], mappings: "AAAA;AACA" };
    const hinted = withCompileHint(code, map);
    expect(hinted.code.split("\n")[0]).toBe(COMPILE_HINT);
    expect(hinted.code.split("\n").slice(1).join("\n")).toBe(code);
    expect(hinted.map).toEqual({ version: 3, sources: ["a.ts"], mappings: ";AAAA;AACA" });
  });

  it("leaves hinted code and its map as they are, and code without a map without one", () => {
    const once = withCompileHint("f();", { mappings: "AAAA" });
    const twice = withCompileHint(once.code, once.map);
    expect(twice.code).toBe(once.code);
    expect(twice.map?.mappings).toBe(";AAAA");
    expect(withCompileHint("f();", null).map).toBeNull();
  });
});
