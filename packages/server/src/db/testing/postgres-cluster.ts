/**
 * A throwaway PostgreSQL server for tests: `initdb` on a temp folder, `pg_ctl start` on 127.0.0.1 and a
 * free port (its unix socket inside the folder), stopped and deleted by `stop()`. Debian's `postgresql`
 * package is installed with apt-get when missing (a fresh CI machine), as the browser tests do for
 * Chromium. Never Docker.
 *
 * PostgreSQL refuses to run as root: when the tests run as root, the folder is given to the `postgres`
 * user (which the Debian package creates) and every command runs through `runuser -u postgres --`.
 * Durability is switched off (`initdb --no-sync`, `fsync=off`): the data is thrown away. initdb runs
 * once per machine; each cluster starts from a copy of its output (see initdbTemplate).
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { aptInstall } from "../../testing/apt-install";

const POSTGRES_ROOT = "/usr/lib/postgresql";
/** The superuser initdb creates (trust authentication: loopback only, throwaway data). */
const SUPERUSER = "vnboard";
/** Attempts at a free port: another process may take the one we picked before the server binds it. */
const PORT_ATTEMPTS = 5;

export interface PostgresCluster {
  /** The superuser's URL of the `postgres` database: `postgres://vnboard@127.0.0.1:PORT/postgres`. */
  readonly url: string;
  readonly port: number;
  /** The temp folder (data, socket, log). */
  readonly dir: string;
  /** Creates an empty database and answers its URL (0.5-1.5 s: PostgreSQL copies a template). */
  createDatabase(name?: string): Promise<string>;
  /**
   * Creates an empty schema and answers a URL whose connections see only it (`search_path`): a fresh
   * store for one test in a few milliseconds.
   */
  createSchema(name?: string): Promise<string>;
  /** The server's log so far (for failure messages). */
  log(): string;
  /** Stops the server at once (no checkpoint: the data is thrown away) and deletes the folder. */
  stop(): Promise<void>;
}

/** Folders of clusters still running, stopped on exit if a test process ends without its afterAll. */
const running = new Map<string, string>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const [dir, binDir] of running) {
      try {
        execFileSync(
          ...asPostgresUser(join(binDir, "pg_ctl"), ["-D", join(dir, "data"), "-m", "immediate", "stop"]),
          {
            stdio: "ignore",
          },
        );
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

const runningAsRoot = (): boolean => process.getuid?.() === 0;

/** `command args` as the postgres user when we are root, else as ourselves. */
function asPostgresUser(command: string, args: readonly string[]): [string, string[]] {
  return runningAsRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, [...args]];
}

function run(command: string, args: readonly string[], timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, [...args], { timeout: timeoutMs, maxBuffer: 4 << 20 }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${command} ${args.join(" ")} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

/** The bin folder of the newest PostgreSQL installed under /usr/lib/postgresql, or undefined. */
export function findPostgresBinDir(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((v) => existsSync(join(POSTGRES_ROOT, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(POSTGRES_ROOT, versions[0], "bin") : undefined;
}

/** The bin folder of PostgreSQL, installing Debian's `postgresql` with apt-get when it is missing. */
export async function ensurePostgresInstalled(): Promise<string> {
  const found = findPostgresBinDir();
  if (found !== undefined) return found;
  aptInstall("postgresql");
  const installed = findPostgresBinDir();
  if (installed === undefined)
    throw new Error(`apt-get installed postgresql but ${POSTGRES_ROOT}/*/bin is empty`);
  return installed;
}

/**
 * An initdb'd data folder shared by every test cluster of this machine, made once per PostgreSQL version
 * (and user) in the temp folder: initdb is most of a start (1 s idle, 6 s on a loaded machine), a copy
 * of its 40 MB output a fraction of that. Made aside and renamed into place, so parallel test files
 * never see half of it; a stale one is never edited (each cluster gets its own copy).
 */
async function initdbTemplate(binDir: string): Promise<string> {
  const version = binDir.split("/").at(-2) ?? "pg";
  const owner = runningAsRoot() ? "postgres" : String(process.getuid?.() ?? "user");
  const template = join(tmpdir(), `vnboard-pg-template-${version}-${owner}`);
  if (existsSync(join(template, "PG_VERSION"))) return template;
  const scratch = makeClusterDir();
  try {
    await run(
      ...asPostgresUser(join(binDir, "initdb"), [
        "-D",
        join(scratch, "data"),
        "-U",
        SUPERUSER,
        "--auth=trust",
        "--encoding=UTF8",
        "--locale=C",
        "--no-sync",
        "--no-instructions",
      ]),
    );
    try {
      renameSync(join(scratch, "data"), template);
    } catch (error) {
      // Another test process made it first (the target exists and is not empty): use theirs.
      if (!existsSync(join(template, "PG_VERSION"))) throw error;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return template;
}

/** A TCP port free on loopback right now. */
function freePort(): Promise<number> {
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

/** A new temp folder the server's user owns: data/ for initdb, sock/ for the unix socket. */
function makeClusterDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "vnboard-pg-"));
  mkdirSync(join(dir, "sock"));
  if (runningAsRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chownSync(join(dir, "sock"), uid, gid);
  }
  return dir;
}

const SETTINGS = (socketDir: string) => `
# vnboard test cluster: loopback only, durability off, small (many may run at once on a small machine).
listen_addresses = '127.0.0.1'
unix_socket_directories = '${socketDir}'
fsync = off
synchronous_commit = off
full_page_writes = off
shared_buffers = 16MB
max_connections = 50
`;

/**
 * Starts a cluster. Takes about a second on an idle machine (initdb is most of it); give the beforeAll
 * that calls it a generous timeout (a first run may install the package).
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = await ensurePostgresInstalled();
  const dir = makeClusterDir();
  const dataDir = join(dir, "data");
  const logFile = join(dir, "server.log");
  const log = () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");
  installExitHook();
  try {
    const template = await initdbTemplate(binDir);
    // cp -a keeps the owner (the postgres user when we are root) and the 0700 modes initdb set.
    await run("cp", ["-a", template, dataDir]);
    // The data folder belongs to the server's user; appending as root keeps its owner.
    appendFileSync(join(dataDir, "postgresql.conf"), SETTINGS(join(dir, "sock")));
    const port = await startOnFreePort(binDir, dataDir, logFile, log);
    running.set(dir, binDir);
    return clusterHandle(dir, binDir, port, log);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function startOnFreePort(
  binDir: string,
  dataDir: string,
  logFile: string,
  log: () => string,
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const [command, args] = asPostgresUser(join(binDir, "pg_ctl"), [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-o",
      `-p ${port}`,
      "-w",
      "-t",
      "120",
      "start",
    ]);
    // stdio ignored: the postmaster pg_ctl leaves running must not hold a pipe of ours open.
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(command, args, { stdio: "ignore" });
      child.once("error", () => resolve(-1));
      child.once("exit", (exitCode) => resolve(exitCode));
    });
    if (code === 0) return port;
    const text = log();
    if (attempt >= PORT_ATTEMPTS || !/could not bind|address already in use/i.test(text)) {
      throw new Error(`pg_ctl start failed (exit ${code}):\n${text.slice(-3000)}`);
    }
  }
}

/** A name safe to splice into CREATE DATABASE / SCHEMA unquoted. */
function plainName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database or schema name: ${name}`);
  return name;
}

function clusterHandle(dir: string, binDir: string, port: number, log: () => string): PostgresCluster {
  const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
  let created = 0;
  let stopped = false;
  const superuserQuery = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    port,
    dir,
    log,
    async createDatabase(name = `test_db_${process.pid}_${++created}`) {
      await superuserQuery(`CREATE DATABASE ${plainName(name)}`);
      return `postgres://${SUPERUSER}@127.0.0.1:${port}/${name}`;
    },
    async createSchema(name = `test_schema_${process.pid}_${++created}`) {
      await superuserQuery(`CREATE SCHEMA ${plainName(name)}`);
      return `${url}?options=${encodeURIComponent(`-c search_path=${name}`)}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await run(
          ...asPostgresUser(join(binDir, "pg_ctl"), [
            "-D",
            join(dir, "data"),
            "-m",
            "immediate",
            "-w",
            "stop",
          ]),
        );
      } finally {
        running.delete(dir);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
