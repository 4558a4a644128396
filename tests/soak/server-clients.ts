/**
 * Soak: the server (a child process, simulator pinned to the continuous session from 10:00:
 * `tests/reliability/support/morning-server.ts`) under 2,000 WebSocket clients for 10 minutes; its memory must stay flat.
 *
 *   node --import tsx tests/soak/server-clients.ts [--clients 2000] [--minutes 10] [--procs 4]
 *        [--warmup-seconds 90] [--sample-seconds 30]
 *
 * Clients run in `procs` child processes (this file again, role "clients"): each connects, sends the
 * three subscriptions, and reads every frame (counting frames and bytes, decoding none: the server's
 * cost does not depend on what clients do with the bytes, only on whether they read them). A client the
 * server closes is counted and reconnects. The server's RSS is read from /proc every sample.
 * Warm-up ends when every client is connected and `warmup-seconds` have passed; the run lasts
 * `minutes` from the start. Pass (exit code 0): RSS at the end <= 110% of the RSS after warm-up, and
 * every client stays connected after it.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { WebSocket } from "ws";
import { sleep } from "../../packages/feed/src/testing/poll";
import { freePort, ServerProcess } from "../reliability/support/server-process";

const SELF = fileURLToPath(import.meta.url);

interface ClientReport {
  open: number;
  frames: number;
  bytes: number;
  closed: number;
}

async function runClients(): Promise<void> {
  const url = String(process.env.SOAK_URL);
  const count = Number(process.env.SOAK_COUNT);
  const report: ClientReport = { open: 0, frames: 0, bytes: 0, closed: 0 };
  let stopping = false;
  const connect = () => {
    const ws = new WebSocket(url);
    let opened = false;
    ws.on("open", () => {
      opened = true;
      report.open++;
      for (const msgType of [4, 2, 3]) ws.send(JSON.stringify({ msgType }));
    });
    ws.on("message", (data: Buffer) => {
      report.frames++;
      report.bytes += data.length;
    });
    ws.on("error", () => {});
    ws.on("close", () => {
      if (opened) report.open--;
      if (stopping) return;
      if (opened) report.closed++;
      setTimeout(connect, 1_000 + Math.random() * 2_000);
    });
    return ws;
  };
  const sockets: WebSocket[] = [];
  // Connect in small waves, as boards opening over a minute would.
  for (let i = 0; i < count; i++) {
    sockets.push(connect());
    if (i % 25 === 24) await sleep(100);
  }
  const timer = setInterval(() => process.send?.(report), 5_000);
  process.on("message", (message: string) => {
    if (message !== "stop") return;
    stopping = true;
    clearInterval(timer);
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  });
}

function serverRssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      clients: { type: "string", default: "2000" },
      minutes: { type: "string", default: "10" },
      procs: { type: "string", default: "4" },
      "warmup-seconds": { type: "string", default: "90" },
      "sample-seconds": { type: "string", default: "30" },
    },
  });
  const clients = Number(values.clients);
  const procs = Number(values.procs);
  const runMs = Number(values.minutes) * 60_000;
  const dataDir = mkdtempSync(join(tmpdir(), "vnboard-soak-clients-"));
  const server = new ServerProcess({
    port: await freePort(),
    dataDir,
    entry: "tests/reliability/support/morning-server.ts",
  });
  await server.start();
  const pid = server.pid;
  if (pid === undefined) throw new Error("no server process");
  const idleRss = serverRssMB(pid);
  const reports = new Map<ChildProcess, ClientReport>();
  const children: ChildProcess[] = [];
  for (let p = 0; p < procs; p++) {
    const share = Math.floor(clients / procs) + (p < clients % procs ? 1 : 0);
    const child = fork(SELF, [], {
      execArgv: ["--import", "tsx"],
      env: {
        ...process.env,
        SOAK_ROLE: "clients",
        SOAK_URL: `${server.url.replace("http", "ws")}/ws`,
        SOAK_COUNT: String(share),
      },
    });
    child.on("message", (report: ClientReport) => reports.set(child, report));
    children.push(child);
  }
  const total = () => {
    const sum: ClientReport = { open: 0, frames: 0, bytes: 0, closed: 0 };
    for (const r of reports.values()) {
      sum.open += r.open;
      sum.frames += r.frames;
      sum.bytes += r.bytes;
      sum.closed += r.closed;
    }
    return sum;
  };
  const started = Date.now();
  console.log(
    `server clients: ${clients} clients in ${procs} processes, ${values.minutes} min, server pid ${pid}, idle RSS ${idleRss.toFixed(0)} MB, node ${process.version}`,
  );
  console.log("   wall s  open  closed  RSS MB  frames/s  MB/s in clients");
  let last = total();
  let lastAt = Date.now();
  const rows: { at: number; rss: number; open: number }[] = [];
  let warmRss = 0;
  let minOpen = Number.POSITIVE_INFINITY;
  while (Date.now() - started < runMs) {
    await sleep(Number(values["sample-seconds"]) * 1_000);
    const now = Date.now();
    const sum = total();
    const rss = serverRssMB(pid);
    const seconds = (now - lastAt) / 1000;
    const at = Math.round((now - started) / 1000);
    // Warm once every client is connected (and the warm-up time has passed): memory is compared from
    // there, with the whole load on.
    if (warmRss === 0 && now - started >= Number(values["warmup-seconds"]) * 1_000 && sum.open >= clients)
      warmRss = rss;
    const warm = warmRss > 0;
    if (warm) minOpen = Math.min(minOpen, sum.open);
    rows.push({ at, rss, open: sum.open });
    console.log(
      `${String(at).padStart(8)} ${String(sum.open).padStart(5)} ${String(sum.closed).padStart(7)} ${rss.toFixed(0).padStart(7)} ${Math.round(
        (sum.frames - last.frames) / seconds,
      )
        .toLocaleString("en")
        .padStart(
          9,
        )} ${((sum.bytes - last.bytes) / seconds / 1e6).toFixed(1).padStart(6)}${warm && rss === warmRss ? "  (after warm-up)" : ""}`,
    );
    last = sum;
    lastAt = now;
  }
  for (const child of children) child.send("stop");
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const end = rows[rows.length - 1];
  if (warmRss === 0) {
    console.log(
      `  never warm: at most ${Math.max(...rows.map((r) => r.open))} of ${clients} clients were connected at once`,
    );
    process.exitCode = 1;
    return;
  }
  const growth = (end.rss / warmRss - 1) * 100;
  console.log(
    `  RSS idle ${idleRss.toFixed(0)} MB, after warm-up ${warmRss.toFixed(0)} MB, at the end ${end.rss.toFixed(0)} MB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)}%), max ${Math.max(...rows.map((r) => r.rss)).toFixed(0)} MB`,
  );
  console.log(
    `  clients open after warm-up: min ${minOpen} of ${clients}; closed by the server and reconnected: ${last.closed}`,
  );
  process.exitCode = growth <= 10 && minOpen === clients ? 0 : 1;
}

if (process.env.SOAK_ROLE === "clients") await runClients();
else await main();
