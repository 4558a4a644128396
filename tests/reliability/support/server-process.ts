/**
 * The reference server as a real child process (`node --import tsx packages/server/src/main.ts`), so a
 * test can kill it (SIGKILL), restart it on the same port and data folder, or stall it (SIGSTOP /
 * SIGCONT) as a frozen host or a dead network would.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sleep } from "../../../packages/feed/src/testing/poll";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const MAIN = "packages/server/src/main.ts";

export interface ServerProcessOptions {
  port: number;
  /** A folder (SQLite file inside) or ":memory:". */
  dataDir: string;
  /** Extra flags: --seed, --static, --login-build, --replay, ... */
  args?: readonly string[];
  /** Script to run instead of the server's main (same flags), relative to the repository root. */
  entry?: string;
}

/** A free TCP port on loopback (asks the OS, then releases it). */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export class ServerProcess {
  readonly url: string;
  /** Times the process was started. */
  starts = 0;
  private child: ChildProcess | null = null;
  private output = "";

  constructor(private readonly options: ServerProcessOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The last lines the server printed (for failure messages). */
  get log(): string {
    return this.output.slice(-4000);
  }

  /** Starts the server and resolves when it answers HTTP (a start takes ~5 s, ~50 s on a saturated machine). */
  async start(timeoutMs = 180_000): Promise<void> {
    if (this.child !== null) throw new Error("server already running");
    const { port, dataDir, args = [], entry = MAIN } = this.options;
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        entry,
        "--port",
        String(port),
        "--host",
        "127.0.0.1",
        "--data-dir",
        dataDir,
        ...args,
      ],
      {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "pipe"],
        // tsconfig.tests.json maps @vnboard/feed to its sources: the server runs the feed code under test,
        // never a stale (or, while another build runs, missing) packages/feed/dist.
        env: { ...process.env, NODE_ENV: "production", TSX_TSCONFIG_PATH: join(ROOT, "tsconfig.tests.json") },
      },
    );
    this.child = child;
    this.starts++;
    const collect = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", () => {
      if (this.child === child) this.child = null;
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child !== child) throw new Error(`server exited while starting:\n${this.log}`);
      try {
        const res = await fetch(`${this.url}/ip-server`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`server did not answer within ${timeoutMs} ms:\n${this.log}`);
  }

  /** Kills the process with `signal` and waits for it to be gone. */
  async kill(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
    const child = this.child;
    if (child === null) return;
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", () => resolve());
    });
    child.kill(signal);
    await exited;
    this.child = null;
  }

  /** Freezes the process (no byte read or written, sockets stay open): a stalled network. */
  pause(): void {
    this.child?.kill("SIGSTOP");
  }

  resume(): void {
    this.child?.kill("SIGCONT");
  }

  /** Stops cleanly (SIGTERM), killing it if it does not exit within 10 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child === null) return;
    child.kill("SIGCONT");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await this.kill("SIGTERM");
    clearTimeout(timer);
  }
}
