/**
 * The web app as `npm start` serves it, for browser tests: the built app (public or login build), the
 * simulator, the live feed, a real SQLite file or :memory:.
 *
 * Building the app takes ~20 s, so each build flag is built once per `vitest run`: the forks of one run
 * share a parent process, and the first fork to take the lock directory builds into a directory named
 * after that parent; the others wait for its `.done` marker.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { sleep } from "../../packages/feed/src/testing/poll";
import { createServer, type VnboardServer } from "../../packages/server/src/app";
import { parseConfig } from "../../packages/server/src/config";

const appDir = fileURLToPath(new URL("../../packages/app", import.meta.url));
const PREFIX = "vnboard-app-test-";

export type BuildFlag = "public" | "login";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes builds left by earlier runs whose vitest process has ended. */
function removeStaleBuilds(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(name.slice(PREFIX.length).split("-")[0]);
    if (name.startsWith(PREFIX) && pid !== process.ppid && !alive(pid)) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

/** The directory of the built app for `flag`, built at most once per test run. */
export async function builtApp(flag: BuildFlag): Promise<string> {
  const outDir = join(tmpdir(), `${PREFIX}${process.ppid}-${flag}`);
  const done = join(outDir, ".done");
  const lock = `${outDir}.lock`;
  for (;;) {
    if (existsSync(done)) return outDir;
    try {
      mkdirSync(lock);
    } catch {
      await sleep(250); // another process holds the lock and builds: try again after a pause
      continue;
    }
    try {
      if (!existsSync(done)) {
        removeStaleBuilds();
        const previous = process.env.VITE_LOGIN_FLAG;
        process.env.VITE_LOGIN_FLAG = flag === "login" ? "1" : "2";
        try {
          await build({
            configFile: join(appDir, "vite.config.ts"),
            root: appDir,
            logLevel: "warn",
            build: { outDir },
          });
        } finally {
          if (previous === undefined) delete process.env.VITE_LOGIN_FLAG;
          else process.env.VITE_LOGIN_FLAG = previous;
        }
        writeFileSync(done, "");
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Which build the server serves, extra CLI flags, and the environment the configuration reads. */
export interface AppServerOptions {
  flag?: BuildFlag;
  args?: string[];
  env?: Record<string, string>;
}

export interface AppServer {
  server: VnboardServer;
  /** http://127.0.0.1:port (no trailing slash). */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the reference server on loopback serving the built app; extra CLI flags as `args`. Unless the
 * args choose a clock, the demo session starts at 10:00 (continuous trading), so that tests see prices
 * move whatever the wall time (the demo clock otherwise follows the wall clock through the lunch break).
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  const flag = options.flag ?? "public";
  const staticDir = await builtApp(flag);
  const config = {
    ...parseConfig(
      [
        "--data-dir",
        ":memory:",
        "--port",
        "0",
        "--host",
        "127.0.0.1",
        ...(flag === "login" ? ["--login-build"] : []),
        ...(options.args?.some((a) => a === "--clock" || a === "--demo-start")
          ? []
          : ["--demo-start", "10:00"]),
        ...(options.args ?? []),
      ],
      options.env ?? {},
    ),
    staticDir,
  };
  const server = createServer(config);
  const url = (await server.start()).replace(/\/$/, "");
  return { server, url, stop: () => server.stop() };
}
