import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type FunctionLength, measure, type SourceLength, shippedSources } from "./source-sizes";

/**
 * Small files, one concept each; short functions (BRIEF, issue 16): no shipped source file over
 * MAX_FILE_LINES and no function over MAX_FUNCTION_LINES. Tests, benchmarks and test-*.ts support are
 * not shipped and not checked. The check prints the longest files and functions, so a reader sees what
 * is next in line before it crosses the limit.
 */
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;
const SHOWN = 5;

/** Files not held to the limits at all (repository paths). */
const EXEMPT_FILES = new Set<string>();

/**
 * Functions over MAX_FUNCTION_LINES that are known and allowed for now, per file. Keyed by file name,
 * not path, so that moving a file between folders keeps its entry; a new long function, or a long
 * function in another file, fails. Printed on every run so that the list is seen, not forgotten.
 */
const ALLOWED_LONG_FUNCTIONS: Record<string, readonly string[]> = {};

const root = fileURLToPath(new URL("../..", import.meta.url));
const measured = shippedSources(root)
  .map((file) => measure(file, root))
  .filter((m) => !EXEMPT_FILES.has(m.file.path));
const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const isAllowed = (f: FunctionLength) => ALLOWED_LONG_FUNCTIONS[fileName(f.path)]?.includes(f.name) ?? false;
const where = (f: SourceLength | FunctionLength) => ("name" in f ? `${f.path}:${f.line} ${f.name}` : f.path);
const longest = <T extends SourceLength>(items: T[]) => [...items].sort((a, b) => b.lines - a.lines);

describe("source sizes", () => {
  it(`no shipped source file over ${MAX_FILE_LINES} lines`, () => {
    const files = longest(measured.map((m) => m.file));
    console.log(
      `Longest source files (limit ${MAX_FILE_LINES}; exempt: ${[...EXEMPT_FILES].join(", ") || "none"}):\n${files
        .slice(0, SHOWN)
        .map((f) => `  ${f.lines}  ${where(f)}`)
        .join("\n")}`,
    );
    const over = files.filter((f) => f.lines > MAX_FILE_LINES).map((f) => `${where(f)}: ${f.lines} lines`);
    expect(over, over.join("\n")).toEqual([]);
  });

  it(`no function over ${MAX_FUNCTION_LINES} lines outside the allow-list`, () => {
    const functions = longest(measured.flatMap((m) => m.functions));
    const long = functions.filter((f) => f.lines > MAX_FUNCTION_LINES);
    const show = (f: FunctionLength) => `  ${f.lines}  ${where(f)}${isAllowed(f) ? "  (allowed)" : ""}`;
    console.log(
      `Longest functions (limit ${MAX_FUNCTION_LINES}):\n${functions.slice(0, SHOWN).map(show).join("\n")}\n` +
        `Allowed for now (${long.filter(isAllowed).length} functions):\n${long.filter(isAllowed).map(show).join("\n")}`,
    );
    const over = long.filter((f) => !isAllowed(f)).map((f) => `${where(f)}: ${f.lines} lines`);
    expect(over, over.join("\n")).toEqual([]);
  });
});
