/**
 * The rows of issue 21's table that a peers grid does not measure, run after the grid in the same
 * `npm run bench:peers` (each in its own process and its own Chromium, after the grid's browsers have
 * closed, so that nothing runs beside them): the board route's bytes (the built app's manifest), the cold
 * load and the snapshot to paint (first-paint.bench.ts, 10 loads), and the default path's frames at
 * 10,000 rows plus the idle board against the bare page (board-frames.bench.ts, BENCH_ISSUE21=1).
 * Each row says n/a, with the reason, when its benchmark could not run (no build, a failure).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BOARD_ROUTE_TARGET_BYTES, ROUTES, readManifest, routeBytes } from "../../support/app/route-bytes";
import type { Issue21Row } from "./issue21-targets";

const BENCH_DIR = fileURLToPath(new URL("../../", import.meta.url));
const APP_DIST = fileURLToPath(new URL("../../../packages/app/dist", import.meta.url));
const RESULTS = (name: string) => `${BENCH_DIR}results/${name}`;
const IDLE_TARGET_POINTS = 0.5;

interface PointFigures {
  config: { board: boolean; rate: number; rows: number; dpr: number; worker?: boolean };
  median: { processCpuPct: number; frameP95: number; droppedPct: number } | null;
}

const row = (what: string, rows: number, rate: number, measured: number, target: number): Issue21Row => ({
  what,
  rows,
  rate,
  measured,
  target,
  met: Number.isFinite(measured) ? measured <= target : null,
});

/** Runs a benchmark script in its own Node process; false when it failed. */
function runBench(script: string, env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${script} (for issue 21's table) ===`);
  const result = spawnSync(process.execPath, ["--import", "tsx", `${BENCH_DIR}${script}`], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Issue 21's rows from its other benchmarks, and a note per row that could not be measured. */
export function issue21ExtraRows(): { rows: Issue21Row[]; notes: string[] } {
  const rows: Issue21Row[] = [];
  const notes: string[] = [];
  const built = existsSync(`${APP_DIST}/.vite/manifest.json`);
  if (!built) notes.push("first paint and bytes: n/a, the app is not built (run `npm run build` first)");

  const board = built ? routeBytes(APP_DIST, readManifest(APP_DIST), ROUTES[0]) : null;
  rows.push(
    row(
      "board route JS + CSS gzip (KB)",
      0,
      0,
      board === null ? Number.NaN : board.gzip / 1024,
      BOARD_ROUTE_TARGET_BYTES / 1024,
    ),
  );

  type FirstPaint = { coldLoadMs: { p95: number }; snapshotToPaintMs: { p95: number } };
  const paint =
    built && runBench("first-paint.bench.ts") ? readJson<FirstPaint>(RESULTS("first-paint.json")) : null;
  if (built && paint === null) notes.push("first paint: n/a, first-paint.bench.ts failed");
  rows.push(
    row(
      "snapshot of the full market to the first painted board, socket open to paint, p95 of 10 loads (ms)",
      1932,
      0,
      paint?.snapshotToPaintMs.p95 ?? Number.NaN,
      300,
    ),
  );
  rows.push(
    row(
      "cold load of /banggia/vn30 to first painted rows, p95 of 10 loads (ms)",
      30,
      0,
      paint?.coldLoadMs.p95 ?? Number.NaN,
      1500,
    ),
  );

  const frames = runBench("board-frames.bench.ts", { BENCH_ISSUE21: "1" })
    ? readJson<{ points: PointFigures[] }>(RESULTS("board-frames-issue21.json"))
    : null;
  if (frames === null) notes.push("frames and idle: n/a, board-frames.bench.ts (BENCH_ISSUE21=1) failed");
  const point = (test: (c: PointFigures["config"]) => boolean) =>
    frames?.points.find((p) => test(p.config))?.median ?? null;
  const worst = point((c) => c.board && c.rows === 10_000 && c.dpr === 2);
  rows.push(
    row(
      "10,000 rows, 20,000 updates/s by activity, DPR 2, default path: p95 frame (ms)",
      10_000,
      20_000,
      worst?.frameP95 ?? Number.NaN,
      16.7,
    ),
  );
  rows.push(
    row(
      "10,000 rows, 20,000 updates/s by activity, DPR 2, default path: dropped frames (%)",
      10_000,
      20_000,
      worst?.droppedPct ?? Number.NaN,
      1,
    ),
  );
  const bare = point((c) => !c.board && c.rate === 0);
  const idle = point((c) => c.board && c.rate === 0);
  rows.push(
    row(
      "idle board (default path) renderer CPU minus the bare page's (points of a core)",
      2_000,
      0,
      bare === null || idle === null ? Number.NaN : idle.processCpuPct - bare.processCpuPct,
      IDLE_TARGET_POINTS,
    ),
  );
  return { rows, notes };
}
