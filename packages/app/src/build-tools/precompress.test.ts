import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressFiles } from "../../precompress-plugin";

let dir = "";
afterEach(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
  dir = "";
});

describe("precompressFiles (the app build's .br and .gz)", () => {
  it("compresses the build's text of 1 KB or more, byte for byte, and leaves the rest alone", () => {
    dir = mkdtempSync(join(tmpdir(), "vnboard-precompress-"));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `VN${i}`))};\n`;
    const files: Record<string, string | Buffer> = {
      "main.js": script,
      "index.html": `<!doctype html><title>board</title>${"<p>Bảng giá</p>".repeat(100)}`,
      "tiny.css": "a{color:red}",
      "logo.png": Buffer.alloc(4096, 7),
      "main.js.map": script,
    };
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);

    const done = precompressFiles(dir, Object.keys(files));

    expect(done.sort()).toEqual(["index.html", "main.js"]);
    for (const name of done) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length, name).toBeLessThan(original.length / 2);
    }
    for (const name of ["tiny.css", "logo.png", "main.js.map"]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
