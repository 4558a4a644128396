/**
 * A short recording of the simulator's feed (`--record`), made once per test run and shared by the
 * forks (the same lock-directory scheme as the built app), plus its preamble alone. Replayed, the
 * two end in two different, then unchanging, markets: the whole recording ends at 10:00 with the
 * morning's trades, the preamble alone at the session's start (no trade). A page that shows the same values as a
 * fresh page after switching from one to the other has dropped every stale value.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MsgType } from "../../../packages/feed/src/protocol/msg-type";
import { sleep } from "../../../packages/feed/src/testing/poll";
import { FrameDecoder } from "../../../packages/server/src/replay/frame-decoder";
import { freePort, ServerProcess } from "./server-process";

export interface RecordedMarket {
  /** Preamble (snapshot at the start of the day) then the day's catch-up batches. */
  full: string;
  /** The preamble alone. */
  start: string;
}

function groupsIn(file: string): number {
  if (!existsSync(file)) return 0;
  const times = new Set<number>();
  for (const line of readFileSync(file, "utf8").split("\n"))
    if (line !== "") times.add((JSON.parse(line) as { t: number }).t);
  return times.size;
}

/** Records until the preamble and a few batches (the simulator's catch-up to its clock) are written. */
async function record(file: string): Promise<void> {
  // Pinned to the continuous session (the demo clock may be in the pre-open, with no trade to show).
  const server = new ServerProcess({
    port: await freePort(),
    dataDir: ":memory:",
    args: ["--seed", "7", "--record", file],
    entry: "tests/reliability/support/morning-server.ts",
  });
  await server.start();
  const deadline = Date.now() + 60_000;
  while (groupsIn(file) < 4 && Date.now() < deadline) await sleep(500);
  await server.stop();
  if (groupsIn(file) < 2) throw new Error(`the recording ${file} holds no batch after its preamble`);
  // The restart test needs the traded morning's index charts: a recording of a closed or pre-open
  // market (a server on the demo clock at night) would fail it later, for a reason nobody would see.
  const points = indexChartPointsAfterPreamble(file);
  if (points === 0)
    throw new Error(
      `the recording ${file} holds no index chart point: the market it recorded was not trading`,
    );
}

/** Index chart records (msgType 8) in the batches after the preamble. */
function indexChartPointsAfterPreamble(file: string): number {
  const decoder = new FrameDecoder();
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as { t: number; f: string });
  let points = 0;
  for (const { t, f } of lines) {
    if (t === lines[0].t) continue;
    const frame = decoder.decode(f);
    if (frame?.kind === "records" && frame.msgType === MsgType.INDEX_CHART) points += frame.records.length;
  }
  return points;
}

/** Writes the lines of the first group (one `t`: the preamble) of `full` to `start`. */
function writePreamble(full: string, start: string): void {
  const lines = readFileSync(full, "utf8")
    .split("\n")
    .filter((line) => line !== "");
  const t0 = (JSON.parse(lines[0]) as { t: number }).t;
  const preamble = lines.filter((line) => (JSON.parse(line) as { t: number }).t === t0);
  writeFileSync(start, `${preamble.join("\n")}\n`);
}

/** Removes recordings of earlier runs whose vitest process has ended. */
function removeStale(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX) || name.endsWith(".lock")) continue;
    const pid = Number(name.slice(PREFIX.length));
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (pid !== process.ppid && !alive) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

const PREFIX = "vnboard-recording-";

export async function recordedMarket(): Promise<RecordedMarket> {
  const dir = join(tmpdir(), `${PREFIX}${process.ppid}`);
  const result = { full: join(dir, "full.ndjson"), start: join(dir, "start.ndjson") };
  const done = join(dir, ".done");
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(done)) return result;
    try {
      mkdirSync(lock);
    } catch {
      await sleep(250); // another process holds the lock and builds: try again after a pause
      continue;
    }
    try {
      if (!existsSync(done)) {
        removeStale();
        mkdirSync(dir, { recursive: true });
        await record(result.full);
        writePreamble(result.full, result.start);
        writeFileSync(done, "");
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
