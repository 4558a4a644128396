/**
 * Bytes per route of the built app: the JS and CSS (gzip level 9) each route loads before its first
 * paint, from Vite's manifest (support/app/route-bytes.ts), beside issue 21's target for the board route
 * (<= 200 KB); then what each part loaded on first use adds (popups, the side tab, the alerts list),
 * and the board worker's own source (inside the board engine's chunk, counted there).
 *
 * Builds nothing: run `npm run build` first (it reads packages/app/dist).
 *   node --import tsx benchmarks/route-bytes.bench.ts
 */
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { BOARD_WORKER_SOURCE } from "../packages/board-canvas/src/render/board-worker-source";
import {
  addedBytes,
  BOARD_ROUTE_TARGET_BYTES,
  FIRST_USE_PARTS,
  kb,
  ROUTES,
  readManifest,
  routeBytes,
} from "./support/app/route-bytes";

const DIST = fileURLToPath(new URL("../packages/app/dist", import.meta.url));
const SHOWN_FILES = Number(process.env.SHOWN ?? 8);

if (!existsSync(`${DIST}/.vite/manifest.json`)) {
  console.error("route-bytes: no packages/app/dist/.vite/manifest.json: run `npm run build` first");
  process.exit(1);
}
const manifest = readManifest(DIST);
console.log(
  `route bytes of packages/app/dist (gzip -9), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
const [board, ...others] = ROUTES.map((route) => routeBytes(DIST, manifest, route));
const met = board.gzip <= BOARD_ROUTE_TARGET_BYTES;
console.log(
  `${board.name}: ${kb(board.gzip)} gzip (${kb(board.raw)} raw, ${board.files.length} files); ` +
    `target <= ${kb(BOARD_ROUTE_TARGET_BYTES)}: ${met ? "met" : "NOT met"}`,
);
for (const file of board.files.slice(0, SHOWN_FILES))
  console.log(`  ${kb(file.gzip).padStart(9)}  ${file.file}`);
const rest = board.files.slice(SHOWN_FILES);
console.log(`  ${kb(rest.reduce((t, f) => t + f.gzip, 0)).padStart(9)}  ${rest.length} smaller files`);
const worker = gzipSync(BOARD_WORKER_SOURCE, { level: 9 }).length;
console.log(
  `  of which the board worker's source (a Blob URL worker inside the engine chunk): ${kb(worker)}`,
);
for (const route of others)
  console.log(`${route.name}: ${kb(route.gzip)} gzip (${kb(route.raw)} raw, ${route.files.length} files)`);
console.log("Loaded on first use, on top of the board route:");
for (const part of FIRST_USE_PARTS) {
  const added = addedBytes(DIST, manifest, board, part.key);
  console.log(`  ${part.name}: +${kb(added.gzip)} gzip (${added.files.length} files)`);
}
