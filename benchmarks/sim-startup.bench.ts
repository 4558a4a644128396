/**
 * Simulator start-up: a server started mid-day replays the day since 08:30 (the day is a function of
 * the seed and the date), so its start costs the orders of the morning. This prints, for a start at
 * 09:15, 11:00 and 14:30 simulated time, each in a fresh Node process:
 * - the reference server as `npm start -- --demo-start HH:MM` runs it: createServer, start() (listen)
 *   and the simulator's first tick, which replays the day since 08:30 in one step (the board is current
 *   from then on): wall and CPU time until that first batch, and the orders it replayed;
 * - the simulator alone: construction (universe, books, liquidity) and catch-up, CPU time;
 * and then the live cost at 10:30: CPU per simulated second in 100 ms batches, symbol updates and
 * matched trades per second, book updates per second on VN30 names.
 *
 *   npm run bench -- sim-startup        (or: node --import tsx benchmarks/sim-startup.bench.ts)
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createServer, parseConfig } from "../packages/server/src/index";
import { FixedClock, localTime, Simulator } from "../packages/server/src/sim/index";

const SELF = fileURLToPath(import.meta.url);
const STARTS = ["09:15", "11:00", "14:30"];
const DATE = "2026-11-20";

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface StartFigures {
  start: string;
  serverWallMs: number;
  serverCpuMs: number;
  orders: number;
  simConstructCpuMs: number;
  simCatchUpCpuMs: number;
}

async function measureStart(start: string): Promise<StartFigures> {
  const [h, m] = start.split(":").map(Number);
  // The simulator alone, on a fixed clock.
  let c0 = cpuMs();
  const sim = new Simulator({ seed: 7, clock: new FixedClock(localTime(DATE, h, m)) });
  const simConstructCpuMs = cpuMs() - c0;
  c0 = cpuMs();
  sim.advanceTo(localTime(DATE, h, m));
  const simCatchUpCpuMs = cpuMs() - c0;
  // The whole server, as `npm start -- --demo-start HH:MM` (no built app needed).
  const config = parseConfig(
    ["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1", "--demo-start", start],
    {},
  );
  const w0 = performance.now();
  c0 = cpuMs();
  const server = createServer({ ...config, staticDir: null });
  await server.start();
  await new Promise<void>((resolve) => {
    const off = server.source.onBatch(() => {
      off();
      resolve();
    });
  });
  const serverCpuMs = cpuMs() - c0;
  const serverWallMs = performance.now() - w0;
  const orders = (server.source as Simulator).ordersApplied;
  await server.stop();
  return { start, serverWallMs, serverCpuMs, orders, simConstructCpuMs, simCatchUpCpuMs };
}

function measureLive(): Record<string, number> {
  const sim = new Simulator({ seed: 7, clock: new FixedClock(localTime(DATE, 10, 30)) });
  let t = localTime(DATE, 10, 30);
  sim.advanceTo(t);
  const vn30 = new Set((sim.snapshot().baskets as Record<string, string[]>).VN30 ?? []);
  const seconds = 120;
  let updates = 0;
  let vn30BookUpdates = 0;
  const tradesBefore = sim.snapshot().symbols.length > 0 ? countTrades(sim) : 0;
  const c0 = cpuMs();
  for (let i = 0; i < seconds * 10; i++) {
    t += 100;
    const batch = sim.advanceTo(t);
    updates += batch.symbols.length;
    for (const u of batch.symbols) {
      if (!vn30.has(String(u.code))) continue;
      if (Object.keys(u).some((k) => /^(bid|offer)(Price|Qtty)[123]$/.test(k))) vn30BookUpdates++;
    }
  }
  const cpu = cpuMs() - c0;
  return {
    "CPU ms per simulated second": Math.round((cpu / seconds) * 10) / 10,
    "symbol updates per second": Math.round(updates / seconds),
    "matched trades per second": Math.round(((countTrades(sim) - tradesBefore) / seconds) * 10) / 10,
    "book updates per second per VN30 name": Math.round((vn30BookUpdates / seconds / vn30.size) * 10) / 10,
  };
}

function countTrades(sim: Simulator): number {
  let n = 0;
  for (const r of sim.snapshot().symbols) n += sim.ticks(String(r.code), "0", true, 10_000_000).length;
  return n;
}

const child = process.argv[2];
if (child === "--start") {
  console.log(JSON.stringify(await measureStart(process.argv[3])));
} else if (child === "--live") {
  console.log(JSON.stringify(measureLive()));
} else {
  const rows: Record<string, string | number>[] = [];
  for (const start of STARTS) {
    const run = spawnSync(process.execPath, ["--import", "tsx", SELF, "--start", start], {
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`start ${start} failed: ${run.stderr}`);
    const f = JSON.parse(run.stdout.trim().split("\n").pop() ?? "{}") as StartFigures;
    rows.push({
      "simulated start": f.start,
      "server ready wall ms": Math.round(f.serverWallMs),
      "server ready CPU ms": Math.round(f.serverCpuMs),
      "orders replayed": f.orders,
      "simulator construct CPU ms": Math.round(f.simConstructCpuMs),
      "simulator catch-up CPU ms": Math.round(f.simCatchUpCpuMs),
    });
  }
  console.log(
    "Start-up of the simulated market (seed 7 for the simulator alone; the server's own seed and date):",
  );
  console.table(rows);
  const live = spawnSync(process.execPath, ["--import", "tsx", SELF, "--live"], { encoding: "utf8" });
  if (live.status !== 0) throw new Error(`live failed: ${live.stderr}`);
  console.log("Live market at 10:30 (midday activity), 100 ms batches:");
  console.table(JSON.parse(live.stdout.trim().split("\n").pop() ?? "{}"));
}
