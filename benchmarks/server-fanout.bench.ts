/**
 * Feed gateway fan-out: one server process, N WebSocket clients in other processes on loopback.
 *
 *   node --import tsx benchmarks/server-fanout.bench.ts [--clients 500,2000] [--seconds 30]
 *        [--rate 2000] [--decoders 50] [--client-procs 4] [--source simulator|synthetic]
 *
 * The server (a child process) runs the simulator (default; demo clock) or the synthetic market, at
 * ~`rate` update records per second in 100 ms batches; the table shows the rate measured.
 * Clients: `decoders` of them (spread over the client processes) apply every frame to the feed's
 * MarketData, as a browser does; the others read every frame and decode only the small ones (the
 * msgType 1 server-time frame, to stamp its arrival). Delivery lag = arrival time - the server time the
 * frame carries (`Date.now()` when the frame was encoded: same machine, same clock).
 * Server CPU is process.cpuUsage() of the server child over the measured window; RSS per client is
 * (RSS with N clients - RSS before any client) / N.
 */
import { type ChildProcess, fork } from "node:child_process";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { MarketData, MsgType } from "@vnboard/feed";
import { EnvelopeDecoder } from "@vnboard/feed/protocol";
import { WebSocket } from "ws";
import {
  createServer,
  type MarketSource,
  parseConfig,
  SyntheticMarketSource,
} from "../packages/server/src/index";
import { localDate } from "../packages/server/src/sim/dates";
import { localTime, type SimClock, Simulator, TradingCalendar } from "../packages/server/src/sim/index";

const SELF = fileURLToPath(import.meta.url);

type ServerRequest = { kind: "stats" };
type ServerReply = {
  kind: "stats";
  cpuUserMs: number;
  cpuSystemMs: number;
  rss: number;
  loopDelayP99Ms: number;
  clients: number;
  records: number;
  framesSent: number;
  bytesSent: number;
  encodeMs: number;
  fanOutMs: number;
  congestions: number;
  slowClosed: number;
};
type ClientReply =
  | { kind: "ready"; connected: number }
  | { kind: "result"; lags: number[]; frames: number; bytes: number; closed: number; badFrames: number };

// ---------------------------------------------------------------------------------------------- server

async function runServer(): Promise<void> {
  const rate = Number(process.env.BENCH_RATE ?? 2000);
  const kind = process.env.BENCH_SOURCE ?? "simulator";
  const clock = morningClock();
  const source: MarketSource =
    kind === "simulator"
      ? // The simulator's rate is set in events per simulated second: at 10:00, 1,000 events/s make
        // ~2,200 update records/s (measured).
        new Simulator({
          seed: 1,
          batchIntervalMs: 100,
          eventsPerSecond: Math.round(rate / 2.2),
          clock: morningClock(),
        })
      : new SyntheticMarketSource({ symbols: 1600, updatesPerSecond: rate, seed: 1 });
  const config = parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1"], {});
  const app = createServer(config, {
    source,
    // Bench clients on a loaded 2-core machine fall behind during the snapshot storm; keep them.
    gateway: { slowClient: { maxBehindMs: 120_000, hardLimitBytes: 64 * 1024 * 1024 } },
  });
  const url = await app.start();
  // The simulator's clock runs at wall speed with an offset: stamps are converted back to wall time.
  const offset = kind === "simulator" ? clock.now() - Date.now() : 0;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.on("message", (message: ServerRequest) => {
    if (message.kind !== "stats") return;
    const cpu = process.cpuUsage();
    const s = app.gateway.stats;
    const reply: ServerReply = {
      kind: "stats",
      cpuUserMs: cpu.user / 1000,
      cpuSystemMs: cpu.system / 1000,
      rss: process.memoryUsage().rss,
      loopDelayP99Ms: loop.percentile(99) / 1e6,
      clients: s.clients,
      records: s.records,
      framesSent: s.framesSent,
      bytesSent: s.bytesSent,
      encodeMs: s.encodeMs,
      fanOutMs: s.fanOutMs,
      congestions: s.congestions,
      slowClosed: s.slowClosed,
    };
    loop.reset();
    process.send?.(reply);
  });
  process.send?.({ kind: "listening", url: `${url.replace("http", "ws")}/ws`, source: kind, offset });
}

/**
 * Wall speed, starting at 10:00 local on the latest trading day: the continuous session whatever the
 * hour the benchmark runs (the demo clock may be in the lunch break).
 */
function morningClock(): SimClock {
  const calendar = new TradingCalendar(null);
  const date = calendar.latestOnOrBefore(localDate(Date.now()));
  const start = localTime(date, 10, 0);
  const wall = Date.now();
  return { now: () => start + (Date.now() - wall), isTradingDay: (d) => calendar.isTradingDay(d) };
}

// --------------------------------------------------------------------------------------------- clients

async function runClients(): Promise<void> {
  const url = String(process.env.BENCH_URL);
  const count = Number(process.env.BENCH_COUNT);
  const decoders = Number(process.env.BENCH_DECODERS);
  const offset = Number(process.env.BENCH_OFFSET ?? 0);
  let lags: number[] = [];
  let frames = 0;
  let bytes = 0;
  let closed = 0;
  let ready = 0;
  const markets: MarketData[] = [];
  const stamp = new EnvelopeDecoder();
  const sockets: WebSocket[] = [];
  const open = (i: number, attempt = 0): Promise<void> =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 15_000 });
      sockets.push(ws);
      const market = i < decoders ? new MarketData() : null;
      if (market !== null && attempt === 0) markets.push(market);
      let live = false;
      ws.on("open", () => {
        for (const msgType of [4, 2, 3]) ws.send(JSON.stringify({ msgType }));
      });
      ws.on("message", (data: Buffer) => {
        const arrival = Date.now();
        frames++;
        bytes += data.length;
        if (market !== null) market.handleFrame(data.toString("latin1"));
        if (data.length > 100) return;
        const envelope = stamp.decode(data.toString("latin1"));
        if (envelope === null) return;
        if (envelope.msgType === MsgType.BOND_UPDATE && !live) {
          live = true;
          ready++;
          resolve();
        } else if (envelope.msgType === MsgType.SERVER_TIME && live) {
          lags.push(arrival - (Number(envelope.message) - offset));
        }
      });
      ws.on("close", () => {
        if (!live && attempt < 5) {
          // Refused or reset during the connection storm: try again a little later.
          setTimeout(() => open(i, attempt + 1).then(resolve), 200 * (attempt + 1));
          return;
        }
        closed++;
        resolve();
      });
      ws.on("error", () => {});
    });
  // Ramp up in small groups so that the snapshot storm does not all land at once.
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    pending.push(open(i));
    if (i % 50 === 49) await new Promise((r) => setTimeout(r, 100));
  }
  // Go on after 90 s whatever the state: a run reports how many clients were live.
  await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, 90_000))]);
  process.send?.({ kind: "ready", connected: ready } satisfies ClientReply);
  process.on("message", (message: { kind: string }) => {
    if (message.kind === "start") {
      lags = [];
      frames = 0;
      bytes = 0;
    } else if (message.kind === "stop") {
      const badFrames = markets.reduce((sum, m) => sum + m.stats.badFrames, 0);
      process.send?.({ kind: "result", lags, frames, bytes, closed, badFrames } satisfies ClientReply);
    } else if (message.kind === "exit") {
      for (const ws of sockets) ws.terminate();
      setTimeout(() => process.exit(0), 100);
    }
  });
}

// ------------------------------------------------------------------------------------------------ main

function once<T>(child: ChildProcess, kind: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { kind: string }) => {
      if (message.kind !== kind) return;
      child.off("message", onMessage);
      resolve(message as T);
    };
    child.on("message", onMessage);
    child.once("exit", (code) => reject(new Error(`child exited (${code}) while waiting for ${kind}`)));
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

interface Row {
  clients: number;
  connected: number;
  closed: number;
  decoders: number;
  cpuPct: number;
  idleCpuPct: number;
  p50: number;
  p99: number;
  max: number;
  samples: number;
  rssMB: number;
  rssPerClientKB: number;
  recordsPerSec: number;
  framesPerClientPerSec: number;
  outMBps: number;
  loopP99: number;
  fanOutMsPerBatch: number;
  slow: string;
}

async function measure(
  n: number,
  seconds: number,
  rate: number,
  decoders: number,
  procs: number,
  source: string,
): Promise<Row> {
  const server = fork(SELF, ["server"], {
    env: { ...process.env, BENCH_RATE: String(rate), BENCH_SOURCE: source },
    execArgv: ["--import", "tsx"],
  });
  const listening = await once<{ url: string; source: string; offset: number }>(server, "listening");
  const stats = async () => {
    server.send({ kind: "stats" });
    return once<ServerReply>(server, "stats");
  };
  await new Promise((r) => setTimeout(r, 1000));
  const idleStart = await stats();
  await new Promise((r) => setTimeout(r, 3000));
  const idle = await stats();
  const idleCpuPct =
    ((idle.cpuUserMs + idle.cpuSystemMs - idleStart.cpuUserMs - idleStart.cpuSystemMs) / 3000) * 100;
  const children: ChildProcess[] = [];
  const perProc = Math.ceil(n / procs);
  for (let p = 0; p < procs; p++) {
    const count = Math.min(perProc, n - p * perProc);
    if (count <= 0) break;
    const procDecoders = Math.min(count, Math.ceil(decoders / procs));
    children.push(
      fork(SELF, ["clients"], {
        env: {
          ...process.env,
          BENCH_URL: listening.url,
          BENCH_COUNT: String(count),
          BENCH_DECODERS: String(procDecoders),
          BENCH_OFFSET: String(listening.offset),
        },
        execArgv: ["--import", "tsx"],
      }),
    );
  }
  const readies = await Promise.all(children.map((c) => once<{ connected: number }>(c, "ready")));
  const connected = readies.reduce((sum, r) => sum + r.connected, 0);
  await new Promise((r) => setTimeout(r, 3000)); // let snapshot backlogs drain
  for (const c of children) c.send({ kind: "start" });
  const before = await stats();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const after = await stats();
  const results = await Promise.all(
    children.map((c) => {
      c.send({ kind: "stop" });
      return once<Extract<ClientReply, { kind: "result" }>>(c, "result");
    }),
  );
  for (const c of children) c.send({ kind: "exit" });
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  const lags = results.flatMap((r) => r.lags).sort((a, b) => a - b);
  const frames = results.reduce((sum, r) => sum + r.frames, 0);
  const cpuMs = after.cpuUserMs + after.cpuSystemMs - before.cpuUserMs - before.cpuSystemMs;
  const batches = Math.max(1, (seconds * 1000) / 100);
  return {
    clients: n,
    connected,
    closed: results.reduce((sum, r) => sum + r.closed, 0),
    decoders: Math.min(n, decoders),
    cpuPct: (cpuMs / (seconds * 1000)) * 100,
    idleCpuPct,
    p50: percentile(lags, 50),
    p99: percentile(lags, 99),
    max: lags.length > 0 ? lags[lags.length - 1] : Number.NaN,
    samples: lags.length,
    rssMB: after.rss / 1048576,
    rssPerClientKB: (after.rss - idle.rss) / 1024 / Math.max(1, connected),
    recordsPerSec: (after.records - before.records) / seconds,
    framesPerClientPerSec: frames / seconds / Math.max(1, connected),
    outMBps: (after.bytesSent - before.bytesSent) / seconds / 1048576,
    loopP99: after.loopDelayP99Ms,
    fanOutMsPerBatch: (after.fanOutMs - before.fanOutMs) / batches,
    slow: `${after.congestions}/${after.slowClosed}`,
  };
}

async function main(): Promise<void> {
  const args = new Map<string, string>();
  for (let i = 2; i < process.argv.length; i += 2)
    args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
  const sizes = (args.get("clients") ?? "500,2000").split(",").map(Number);
  const seconds = Number(args.get("seconds") ?? 30);
  const rate = Number(args.get("rate") ?? 2000);
  const decoders = Number(args.get("decoders") ?? 50);
  const procs = Number(args.get("client-procs") ?? 4);
  const source = args.get("source") ?? "simulator";
  console.log(
    `server fan-out: ${source} market, ${rate} records/s target, ${seconds} s per run, ${procs} client processes, ` +
      `${decoders} clients fully decoding, the rest reading and stamping; node ${process.version}`,
  );
  const rows: Row[] = [];
  for (const n of sizes) {
    const row = await measure(n, seconds, rate, decoders, procs, source);
    rows.push(row);
    console.log(`  N=${n}: done`);
  }
  const header = [
    "clients",
    "live",
    "closed",
    "decoding",
    "server CPU % (no clients)",
    "lag p50 ms",
    "lag p99 ms",
    "lag max ms",
    "lag samples",
    "server RSS MB",
    "RSS/client KB",
    "records/s",
    "frames/s/client",
    "out MB/s",
    "loop p99 ms",
    "fan-out ms/batch",
    "congested/closed",
  ];
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const r of rows) {
    const cells = [
      r.clients,
      r.connected,
      r.closed,
      r.decoders,
      `${r.cpuPct.toFixed(0)} (${r.idleCpuPct.toFixed(0)})`,
      r.p50.toFixed(0),
      r.p99.toFixed(0),
      r.max.toFixed(0),
      r.samples,
      r.rssMB.toFixed(0),
      r.rssPerClientKB.toFixed(1),
      r.recordsPerSec.toFixed(0),
      r.framesPerClientPerSec.toFixed(1),
      r.outMBps.toFixed(2),
      r.loopP99.toFixed(1),
      r.fanOutMsPerBatch.toFixed(2),
      r.slow,
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
}

const role = process.argv[2];
if (role === "server") await runServer();
else if (role === "clients") await runClients();
else await main();
