/**
 * `npm run bench`: runs every benchmark script in turn, each in its own Node process so that one's
 * garbage and JIT state do not colour the next. Each prints its own figures.
 * Pass names to run a subset: npm run bench -- feed-decode
 * first-paint and route-bytes measure the built app (packages/app/dist, packages/server/dist) and build
 * nothing themselves: run `npm run build` before them, or they stop with that advice.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const scripts = readdirSync(here)
  .filter((name) => name.endsWith(".bench.ts"))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();
let failed = 0;
for (const script of scripts) {
  console.log(`\n=== ${script} ===`);
  const result = spawnSync(process.execPath, ["--import", "tsx", join(here, script)], { stdio: "inherit" });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
