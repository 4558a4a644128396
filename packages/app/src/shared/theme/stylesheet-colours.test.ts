import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// The engine's theme from source: the unit tier takes @vnboard/board-canvas from its dist/ build, which
// may be older than the theme being checked.
import { DARK_THEME } from "../../../../board-canvas/src/theme";
import { THEME_VARIABLES } from "./theme-variables";

/**
 * The app's stylesheets take the board's colours from the theme's custom properties (theme-variables.ts),
 * never as hex codes of their own (issue 16, "colours defined once"): a theme colour written out in a
 * stylesheet would stay behind when the theme changes.
 */
const SRC = fileURLToPath(new URL("../..", import.meta.url));

interface Line {
  /** Path under packages/app/src, with '/' separators. */
  file: string;
  /** 1-based. */
  number: number;
  text: string;
}

/** Every line of every .css file under packages/app/src. */
function stylesheetLines(): Line[] {
  const files = readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".css"))
    .sort();
  return files.flatMap((path) =>
    readFileSync(join(SRC, path), "utf8")
      .split("\n")
      .map((text, index) => ({
        file: path.split("\\").join("/"),
        number: index + 1,
        text,
      })),
  );
}

/** A hex colour in six or eight lower-case digits: #abc is #aabbcc, #abcd is #aabbccdd, opaque alpha dropped. */
function normalHex(hex: string): string {
  let digits = hex.slice(1).toLowerCase();
  if (digits.length === 3 || digits.length === 4) digits = [...digits].map((d) => d + d).join("");
  if (digits.length === 8 && digits.endsWith("ff")) digits = digits.slice(0, 6);
  return `#${digits}`;
}

const lines = stylesheetLines();

describe("stylesheet colours", () => {
  it("finds the app's stylesheets", () => {
    expect(new Set(lines.map((line) => line.file))).toContain("styles.css");
  });

  it("read a hex code in its short forms too", () => {
    expect(normalHex("#ABC")).toBe("#aabbcc");
    expect(normalHex("#abcf")).toBe("#aabbcc");
    expect(normalHex("#aabbcc80")).toBe("#aabbcc80");
  });

  it("write no colour of DARK_THEME as a hex code", () => {
    const theme = new Set(
      [...DARK_THEME.priceText, ...Object.values(DARK_THEME)]
        .filter((value): value is string => typeof value === "string" && value.startsWith("#"))
        .map(normalHex),
    );
    const found = lines.flatMap((line) =>
      [...line.text.matchAll(/#[0-9a-f]{3,8}\b/gi)]
        .filter(([hex]) => [3, 4, 6, 8].includes(hex.length - 1) && theme.has(normalHex(hex)))
        .map(([hex]) => `${line.file}:${line.number} ${hex} is a theme colour: use its var(--vb-...)`),
    );
    expect(found, found.join("\n")).toEqual([]);
  });

  it("use only the theme's variables, without a fallback", () => {
    const known = new Set<string>(THEME_VARIABLES);
    const found = lines.flatMap((line) =>
      [...line.text.matchAll(/var\(\s*(--vb-[\w-]*)\s*([,)])/g)]
        .filter(([, name, after]) => !known.has(name) || after === ",")
        .map(([, name, after]) =>
          after === ","
            ? `${line.file}:${line.number} var(${name}, ...) has a fallback: the colour is the theme's alone`
            : `${line.file}:${line.number} ${name} is not a theme variable (theme-variables.ts)`,
        ),
    );
    expect(found, found.join("\n")).toEqual([]);
  });
});
