import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const LAB_CONFIG = fileURLToPath(
  new URL("../../../packages/board-canvas/lab/vite.config.ts", import.meta.url),
);

export interface LabBuild {
  dir: string;
  buildMs: number;
  remove(): void;
}

/**
 * Builds the board lab page once into a private temp dir (not lab/dist, which the browser tests and
 * other runs use). Unminified, so that a CPU profile names pixi's and the board's functions; V8's
 * speed does not depend on identifier length, so the figures match a minified build.
 */
export async function buildLab(): Promise<LabBuild> {
  const dir = mkdtempSync(join(tmpdir(), "vnboard-board-frames-"));
  const remove = (): void => rmSync(dir, { recursive: true, force: true });
  const started = performance.now();
  try {
    await build({
      configFile: LAB_CONFIG,
      mode: "production",
      logLevel: "error",
      build: { outDir: dir, emptyOutDir: true, minify: false, sourcemap: false, reportCompressedSize: false },
    });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, buildMs: Math.round(performance.now() - started), remove };
}
