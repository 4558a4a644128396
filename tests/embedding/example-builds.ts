/**
 * Builds an example (examples/react-portal, examples/broker-trial) with its own vite config (the
 * packages' dist/ by their published names) into a temp folder, once per test file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { REPO_ROOT } from "./package-dists";

export const REACT_PORTAL_DIR = join(REPO_ROOT, "examples", "react-portal");
export const BROKER_TRIAL_DIR = join(REPO_ROOT, "examples", "broker-trial");

export function buildReactPortal(): Promise<{ outDir: string; remove(): void }> {
  return buildExample(REACT_PORTAL_DIR);
}

export async function buildExample(exampleDir: string): Promise<{ outDir: string; remove(): void }> {
  const outDir = mkdtempSync(join(tmpdir(), "vnboard-example-"));
  const previous = process.env.NODE_ENV;
  // Vite builds React's production flavour only when NODE_ENV says so (vitest sets "test").
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: join(exampleDir, "vite.config.ts"),
      root: exampleDir,
      logLevel: "warn",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
