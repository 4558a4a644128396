import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FIRST_LABEL_TABLES } from "./label-tables";
import { LATER_LABEL_TABLES } from "./later-label-tables";

const LABEL_TABLES = [...FIRST_LABEL_TABLES, ...LATER_LABEL_TABLES];

const SRC = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("string tables", () => {
  it("define each key once, in all four languages or in none (an intentionally blank label)", () => {
    const seen = new Set<string>();
    for (const table of LABEL_TABLES) {
      for (const [key, labels] of Object.entries(table)) {
        expect(seen.has(key), `duplicate key ${key}`).toBe(false);
        seen.add(key);
        const filled = labels.filter((label) => label.trim() !== "").length;
        expect([0, 4], key).toContain(filled);
      }
    }
  });

  it("define every literal key the app translates", () => {
    const keys = new Set(LABEL_TABLES.flatMap((table) => Object.keys(table)));
    const missing: string[] = [];
    for (const file of sources(SRC)) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([a-zA-Z0-9_.-]+)"/g)) {
        if (!keys.has(match[1] as string)) missing.push(`${match[1]} (${file.slice(SRC.length)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
