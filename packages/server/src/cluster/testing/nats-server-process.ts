import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aptInstall } from "../../testing/apt-install";
import { stopChild } from "./stop-child";

/** Where Debian's package puts the binary (/usr/sbin is not on every user's PATH). */
const CANDIDATES = ["/usr/sbin/nats-server", "/usr/bin/nats-server", "/usr/local/bin/nats-server"];

/**
 * The nats-server binary, installed with apt-get (Debian package `nats-server`) when missing, as the
 * browser tests do for Chromium. Throws with the command to run when it cannot be installed.
 */
export function ensureNatsServer(): string {
  const found = () => CANDIDATES.find((path) => existsSync(path));
  const present = found();
  if (present !== undefined) return present;
  aptInstall("nats-server");
  const installed = found();
  if (installed === undefined)
    throw new Error("nats-server is missing: apt-get install nats-server (as root)");
  return installed;
}

/** A throwaway nats-server with JetStream, on loopback, storing in a temporary folder. */
export interface NatsServerProcess {
  url: string;
  port: number;
  /** The running nats-server (a new one after `restart`). */
  process: ChildProcess;
  /** Stops it (SIGTERM, then SIGKILL) and removes its store. */
  stop(): Promise<void>;
  /**
   * Stops it as a supervisor would (SIGTERM), waits `downMs`, and starts it again on the same port and
   * store: clients see NATS go away and come back with the stream it had stored.
   */
  restart(downMs?: number): Promise<void>;
}

/** Starts `nats-server -js` on 127.0.0.1 with a free port; resolves once it accepts clients. */
export async function startNatsServer(timeoutMs = 20_000): Promise<NatsServerProcess> {
  const binary = ensureNatsServer();
  const storeDir = mkdtempSync(join(tmpdir(), "vnboard-nats-"));
  let { child, port } = await spawnNats(binary, storeDir, -1, timeoutMs);
  const halt = () => stopChild(child);
  const handle: NatsServerProcess = {
    url: `nats://127.0.0.1:${port}`,
    port,
    process: child,
    async stop() {
      await halt();
      rmSync(storeDir, { recursive: true, force: true });
    },
    async restart(downMs = 1000) {
      await halt();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      ({ child, port } = await spawnNats(binary, storeDir, port, timeoutMs));
      handle.process = child;
    },
  };
  return handle;
}

/** Runs nats-server on `port` (-1: a free one) with its store in `storeDir`; resolves once it is ready. */
async function spawnNats(
  binary: string,
  storeDir: string,
  port: number,
  timeoutMs: number,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(binary, ["-js", "-a", "127.0.0.1", "-p", String(port), "-sd", storeDir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const listening = await new Promise<number>((resolve, reject) => {
    let log = "";
    const timer = setTimeout(
      () => reject(new Error(`nats-server did not start: ${log.slice(-500)}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Listening for client connections on [^\s]*:(\d+)/.exec(log);
      const ready = /Server is ready/.test(log);
      if (match !== null && ready) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited (${code}): ${log.slice(-500)}`));
    });
  });
  // Keep reading its log so that a full pipe never blocks it.
  child.stdout?.resume();
  child.stderr?.resume();
  return { child, port: listening };
}
