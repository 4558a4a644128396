import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { repositoryRoot } from "../../config";
import { stopChild } from "./stop-child";

const MAIN = "packages/server/src/main.ts";

/** A cluster role in its own Node process (`--role ...`), which a test or benchmark may SIGKILL. */
export interface RoleProcess {
  process: ChildProcess;
  /** The gateway's feed URL (ws://127.0.0.1:port/ws), the api's base URL; "" for ingest. */
  feedUrl: string;
  /** What it printed (for failure messages). */
  log(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves when it exited. */
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx packages/server/src/main.ts --role <role> ...` from the repository's sources
 * (tsconfig.tests.json maps @vnboard/feed to its sources, as the reliability tests do) and resolves once
 * it printed that it runs.
 */
export async function startRoleProcess(
  role: "ingest" | "gateway" | "api",
  natsUrl: string,
  args: readonly string[] = [],
  timeoutMs = 180_000,
): Promise<RoleProcess> {
  const root = repositoryRoot();
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      MAIN,
      "--role",
      role,
      "--nats",
      natsUrl,
      "--port",
      "0",
      "--host",
      "127.0.0.1",
      "--data-dir",
      ":memory:",
      ...args,
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NODE_ENV: "production", TSX_TSCONFIG_PATH: join(root, "tsconfig.tests.json") },
    },
  );
  let output = "";
  const ready = new RegExp(
    role === "gateway"
      ? "feed (ws://\\S+/ws)"
      : role === "api"
        ? "api (http://\\S+)"
        : "publishing the market",
  );
  const feedUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL"); // a test that gives up on it must not leave it running
      reject(new Error(`${role} did not start:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const match = ready.exec(output);
      if (match !== null) {
        clearTimeout(timer);
        resolve(match[1] ?? "");
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${role} exited (${code ?? signal}):\n${output.slice(-2000)}`));
    });
  });
  return {
    process: child,
    feedUrl,
    log: () => output,
    stop: () => stopChild(child),
  };
}
