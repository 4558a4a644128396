/**
 * The cluster on this machine: nats-server (JetStream), one ingest running the simulator (the full
 * market at its rate, 100 ms batches), 1, 2 then 3 gateways, each its own process, and N WebSocket
 * clients per gateway in client processes (benchmarks/cluster-clients.ts) that decode every frame.
 *
 *   npm run bench -- cluster                      quick (a few minutes): N = 25, 50, 100 per gateway
 *   CLUSTER_BENCH=full npm run bench -- cluster   N = 50, 100, 200, 400, 800, 10 s windows
 *   CLUSTER_BENCH=failover npm run bench -- cluster   only the SIGKILL part
 *
 * For each gateway count, N grows until the p99 update lag (client arrival - ingest's publish time,
 * same clock) passes 250 ms or a client misses a batch (sequence marks); the last N that held is the
 * capacity per gateway. Then, with 2 gateways, one is SIGKILLed: its clients reconnect to the other
 * and resume by sequence; printed are the reconnect times and the batches missed (sequence holes).
 */
import { type ChildProcess, fork } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { startNatsServer } from "../packages/server/src/cluster/testing/nats-server-process";
import { type RoleProcess, startRoleProcess } from "../packages/server/src/cluster/testing/role-process";
import { SequenceClient } from "../packages/server/src/cluster/testing/sequence-client";

const FULL = process.env.CLUSTER_BENCH === "full";
/** CLUSTER_BENCH=failover: only the SIGKILL part, on two gateways (a minute or two). */
const FAILOVER_ONLY = process.env.CLUSTER_BENCH === "failover";
const STEPS = FULL ? [50, 100, 200, 400, 800] : [25, 50, 100];
const WINDOW_MS = FULL ? 10_000 : 5_000;
/** A new gateway first replays the stream since the last checkpoint: measure once it is live. */
const WARM_LAG_MS = 1_000;
const WARM_TIMEOUT_MS = 180_000;
const FAILOVER_CLIENTS = FULL ? 100 : 25;
const CLIENT_PROCS = 2;
const LAG_LIMIT_MS = 250;
const CLIENTS_SCRIPT = fileURLToPath(new URL("./cluster-clients.ts", import.meta.url));

interface Report {
  kind: "report";
  lags: number[];
  gaps: number;
  marks: number;
  bad: number;
  open: number;
  clients: number;
  deltas: number;
  snapshots: number;
  reconnects: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A client process: connects clients, reports their lags and holes. */
class ClientProcess {
  readonly child: ChildProcess;
  /** Callers waiting for an answer, oldest first (the child answers each command once, in turn). */
  private readonly waiting: ((message: { kind: string }) => void)[] = [];

  constructor() {
    this.child = fork(CLIENTS_SCRIPT, [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.child.on("message", (message: { kind: string }) => {
      this.waiting.shift()?.(message);
    });
  }

  private ask<T>(command: object): Promise<T> {
    return new Promise((resolve) => {
      this.waiting.push(resolve as (message: { kind: string }) => void);
      this.child.send(command);
    });
  }

  connect(urls: string[], count: number): Promise<{ kind: string; message?: string }> {
    return this.ask({ kind: "connect", urls, count });
  }

  report(): Promise<Report> {
    return this.ask({ kind: "report" });
  }

  close(): void {
    this.child.send({ kind: "close" });
  }
}

/** Clients spread over the client processes; returns the merged report of a window. */
async function runWindow(
  urls: string[][],
  perGateway: number,
): Promise<Report & { p50: number; p99: number }> {
  const procs = Array.from({ length: CLIENT_PROCS }, () => new ClientProcess());
  try {
    const connects: Promise<unknown>[] = [];
    for (const gatewayUrls of urls) {
      for (let p = 0; p < CLIENT_PROCS; p++) {
        const count = Math.floor(perGateway / CLIENT_PROCS) + (p < perGateway % CLIENT_PROCS ? 1 : 0);
        if (count > 0) connects.push(procs[p].connect(gatewayUrls, count));
      }
    }
    await Promise.all(connects);
    await sleep(2000); // snapshots sent; the window measures the steady state
    const before = merge(await Promise.all(procs.map((p) => p.report())));
    await sleep(WINDOW_MS);
    const after = merge(await Promise.all(procs.map((p) => p.report())));
    return { ...after, marks: after.marks - before.marks };
  } finally {
    for (const p of procs) p.close();
  }
}

function merge(reports: Report[]): Report & { p50: number; p99: number } {
  const all = reports.flatMap((r) => r.lags).sort((a, b) => a - b);
  const sum = (key: "gaps" | "marks" | "bad" | "open" | "clients" | "deltas" | "snapshots") =>
    reports.reduce((n, r) => n + r[key], 0);
  return {
    kind: "report",
    lags: all,
    gaps: sum("gaps"),
    marks: sum("marks"),
    bad: sum("bad"),
    open: sum("open"),
    clients: sum("clients"),
    deltas: sum("deltas"),
    snapshots: sum("snapshots"),
    reconnects: reports.flatMap((r) => r.reconnects),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
  };
}

async function main(): Promise<void> {
  console.log(`cluster bench (${FULL ? "full" : "quick"}): ${cpus().length} cores, load ${loadAverage()}`);
  const nats = await startNatsServer();
  const gateways: RoleProcess[] = [];
  let ingest: RoleProcess | null = null;
  // Interrupted (Ctrl-C): no role process outlives the benchmark.
  const killAll = () => {
    for (const role of [...gateways, ingest]) role?.process.kill("SIGKILL");
    nats.process.kill("SIGKILL");
  };
  process.once("SIGINT", () => {
    killAll();
    process.exit(130);
  });
  process.once("SIGTERM", () => {
    killAll();
    process.exit(143);
  });
  try {
    ingest = await startRoleProcess("ingest", nats.url);
    if (FAILOVER_ONLY) {
      gateways.push(
        ...(await Promise.all([
          startRoleProcess("gateway", nats.url),
          startRoleProcess("gateway", nats.url),
        ])),
      );
      await failover(gateways);
      return;
    }
    const capacity: { gateways: number; perGateway: number; p99: number }[] = [];
    console.log("gateways  clients/gw  total  p50 ms  p99 ms  batches/s/client  holes  bad  open");
    for (let k = 1; k <= 3; k++) {
      gateways.push(await startRoleProcess("gateway", nats.url));
      await warmUp(gateways.at(-1)!.feedUrl);
      let held = { gateways: k, perGateway: 0, p99: Number.NaN };
      for (const n of STEPS) {
        const urls = gateways.map((g) => [g.feedUrl]);
        const r = await runWindow(urls, n);
        const rate = r.marks / Math.max(1, r.clients) / (WINDOW_MS / 1000);
        console.log(
          `${String(k).padStart(8)}  ${String(n).padStart(10)}  ${String(n * k).padStart(5)}  ${r.p50.toFixed(0).padStart(6)}  ${r.p99.toFixed(0).padStart(6)}  ${rate.toFixed(1).padStart(16)}  ${String(r.gaps).padStart(5)}  ${String(r.bad).padStart(3)}  ${String(r.open).padStart(4)}`,
        );
        const ok = r.p99 <= LAG_LIMIT_MS && r.gaps === 0 && r.open === r.clients;
        if (!ok) break;
        held = { gateways: k, perGateway: n, p99: r.p99 };
      }
      capacity.push(held);
    }
    console.log("\ncapacity at p99 lag <= 250 ms and no hole (largest step that held):");
    for (const c of capacity)
      console.log(
        `  ${c.gateways} gateway(s): ${c.perGateway} clients each, ${c.perGateway * c.gateways} in all`,
      );
    await failover(gateways);
  } finally {
    for (const g of gateways) await g.stop();
    await ingest?.stop();
    await nats.stop();
  }
  console.log(`load after: ${loadAverage()}`);
}

/** Waits until a new gateway's batches arrive less than WARM_LAG_MS after ingest published them. */
async function warmUp(url: string): Promise<void> {
  let lag = Number.POSITIVE_INFINITY;
  const probe = new SequenceClient({ onLag: (ms) => (lag = ms) });
  await probe.connect(url);
  try {
    await probe.until(() => lag < WARM_LAG_MS, WARM_TIMEOUT_MS, "gateway warm-up");
  } catch {
    console.log(`  (gateway still ${lag} ms behind after ${WARM_TIMEOUT_MS / 1000} s: measuring anyway)`);
  } finally {
    probe.close();
  }
}

/** Two gateways with clients each; the first is SIGKILLed; its clients move to the second. */
async function failover(gateways: RoleProcess[]): Promise<void> {
  const [first, second] = gateways;
  const procs = [new ClientProcess(), new ClientProcess()];
  try {
    await Promise.all([
      procs[0].connect([first.feedUrl, second.feedUrl], FAILOVER_CLIENTS),
      procs[1].connect([second.feedUrl, first.feedUrl], FAILOVER_CLIENTS),
    ]);
    await sleep(3000);
    first.process.kill("SIGKILL");
    const deadline = Date.now() + 30_000;
    let moved = await procs[0].report();
    while (moved.reconnects.length < FAILOVER_CLIENTS && Date.now() < deadline) {
      await sleep(500);
      moved = await procs[0].report();
    }
    await sleep(3000);
    moved = await procs[0].report();
    const stayed = await procs[1].report();
    const times = moved.reconnects.filter((t) => t >= 0).sort((a, b) => a - b);
    console.log(
      `\nfailover: gateway SIGKILLed with ${FAILOVER_CLIENTS} clients, ${FAILOVER_CLIENTS} on the other`,
    );
    console.log(
      `  moved clients: ${times.length}/${FAILOVER_CLIENTS} reconnected; reconnect (close -> resumed) p50 ${percentile(times, 50)} ms, max ${times.at(-1)} ms`,
    );
    console.log(
      `  resumed by delta ${moved.deltas}, by snapshot ${moved.snapshots}; sequence holes: moved ${moved.gaps}, others ${stayed.gaps}`,
    );
  } finally {
    for (const p of procs) p.close();
  }
}

function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
