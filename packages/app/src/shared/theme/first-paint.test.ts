import { describe, expect, it } from "vitest";
import { themeBootScript, themeStylesheet } from "../../../theme-css-plugin";

/** Runs the first-paint script against a stored `entries` and returns the root's attributes. */
function boot(entries: Record<string, string>): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
  };
  const localStorage = { getItem: (key: string) => entries[key] ?? null };
  new Function("document", "localStorage", themeBootScript())(document, localStorage);
  return attributes;
}

describe("the first paint in the stored theme", () => {
  it("copies the stored theme and palette onto the root element", () => {
    expect(boot({ "vnboard.theme": '"light"', "vnboard.palette": '"colour-blind"' })).toEqual({
      "data-theme": "light",
      "data-palette": "colour-blind",
    });
    expect(boot({})).toEqual({});
  });

  it("leaves unknown or unreadable values alone (the dark default)", () => {
    expect(boot({ "vnboard.theme": '"pink"' })).toEqual({});
    expect(boot({ "vnboard.theme": "{not json" })).toEqual({});
  });

  it("has a block in the stylesheet for each attribute the script sets", () => {
    const css = themeStylesheet();
    expect(css).toContain(':root[data-theme="light"] {');
    expect(css).toContain(':root[data-palette="colour-blind"] {');
    expect(css).toContain(':root[data-theme="light"][data-palette="colour-blind"] {');
    expect(css.match(/--vb-bg:/g)).toHaveLength(4);
  });
});
