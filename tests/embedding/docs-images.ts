/**
 * Screenshots for docs/embedding.md, taken by the browser tests from the running examples. Written when
 * missing or when UPDATE_DOCS_IMAGES=1 (live prices differ on every run, so a run does not rewrite
 * committed images unless asked).
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { REPO_ROOT } from "./package-dists";

export const DOCS_IMAGES = join(REPO_ROOT, "docs", "images");

export async function saveDocsImage(page: Page, name: string): Promise<boolean> {
  const path = join(DOCS_IMAGES, `${name}.png`);
  if (existsSync(path) && process.env.UPDATE_DOCS_IMAGES !== "1") return false;
  mkdirSync(DOCS_IMAGES, { recursive: true });
  await page.screenshot({ path });
  return true;
}
