import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type ClusterConfig, parseClusterConfig } from "./cluster/cluster-config";
import {
  FEED_AUTH_USAGE,
  FEED_AUTH_VALUE_FLAGS,
  type FeedAuthConfig,
  parseFeedAuth,
} from "./http/feed-auth-config";
import {
  HARDENING_BOOLEAN_FLAGS,
  HARDENING_USAGE,
  HARDENING_VALUE_FLAGS,
  type HardeningConfig,
  parseHardening,
} from "./http/hardening-config";
import { findDataDir } from "./sim/universe";
import {
  PROVIDER_ENV_HELP,
  PROVIDERS,
  ProviderConfigError,
  type ProviderName,
  type ProviderSettings,
  providerSettings,
} from "./sources/provider-config";

/** Where the market comes from. */
export type SourceConfig =
  | { readonly kind: "simulator" }
  | { readonly kind: "replay"; readonly file: string; readonly speed: number; readonly loop: boolean }
  | { readonly kind: "relay"; readonly upstream: string }
  | { readonly kind: "provider"; readonly provider: ProviderName; readonly settings: ProviderSettings };

export interface ServerConfig {
  /** TCP port; 0 picks a free one (tests). Flag --port, env PORT. Default 8080. */
  port: number;
  /** Interface to listen on. Flag --host, env HOST. Default 0.0.0.0. */
  host: string;
  /** Folder for the SQLite database. Flag --data-dir, env DATA_DIR. Default `.data` in the working directory. */
  dataDir: string;
  /** PostgreSQL URL for users, sessions, favourites and orders instead of SQLite. Flag --db, env DATABASE_URL. */
  databaseUrl: string | null;
  /** Simulator seed. Flag --seed, env SEED. Default 1. */
  seed: number;
  /** Demo clock (a live session whatever the hour) or the real exchange clock. Flag --clock, env CLOCK. */
  clock: "demo" | "real";
  /** Demo clock only: the simulated minute of day the session starts at (flag --demo-start HH:MM), else null. */
  demoStartMinute: number | null;
  source: SourceConfig;
  /** NDJSON file every broadcast frame is appended to. Flag --record, env RECORD. */
  record: string | null;
  /**
   * Folder of the recordings the app can replay (`GET /replay/recordings`, `/ws/replay`). Flag
   * --recordings DIR, env RECORDINGS; default `{dataDir}/recordings`, none with `--data-dir :memory:` or
   * `--recordings off`.
   */
  recordingsDir: string | null;
  /**
   * Record the feed this server serves into the recordings folder (one file per run, `live-...ndjson`),
   * so that today so far can be replayed. Flag --record-day (=0 to turn off), env RECORD_DAY. Default on
   * for the single process; off for a gateway (every gateway serves the same feed: each recording it into
   * a shared folder wrote N copies, and one's pruning deleted another's file), which takes --record-day.
   */
  recordDay: boolean;
  /** Built app folder; null when none is built. Flag --static, env STATIC_DIR. */
  staticDir: string | null;
  /** Login build (the board needs a login). Flag --login-build, env LOGIN_BUILD=1. */
  loginBuild: boolean;
  /** Simulator batch period, ms. Flag --batch-ms, env BATCH_MS. Default 100. */
  batchIntervalMs: number;
  /**
   * Reference data folder of the simulator's universe: the shipped real data (packages/server/data/reference)
   * unless --ref-data DIR names another; null for the generated universe (--universe generated).
   */
  referenceDataDir: string | null;
  /** Role of this process and the NATS server of the cluster (docs/deploy.md). */
  cluster: ClusterConfig;
  /** Timeouts, connection caps and headers (src/http/hardening-config.ts). */
  hardening: HardeningConfig;
  /** Whether the feed and the market calls need a session; the wall displays' key (src/http/feed-auth-config.ts). */
  feedAuth: FeedAuthConfig;
}

export class ConfigError extends Error {}

export const USAGE = `Usage: node packages/server/dist/main.js [options]
  --port N            HTTP and WebSocket port (env PORT; default 8080)
  --host ADDR         interface (env HOST; default 0.0.0.0)
  --data-dir DIR      SQLite folder (env DATA_DIR; default ./.data)
  --db URL            PostgreSQL instead of SQLite, postgres://user:pass@host:5432/db (env DATABASE_URL)
  --seed N            simulator seed (env SEED; default 1)
  --clock demo|real   demo clock or the real exchange clock (env CLOCK; default demo)
  --demo-start HH:MM  demo clock starts at this exchange time, e.g. 10:00 (env DEMO_START; default: by wall time)
  --batch-ms N        simulator batch period in ms (env BATCH_MS; default 100)
  --universe real|generated  the real listed market (default) or a seeded, invented one (env UNIVERSE)
  --ref-data DIR      reference data of the real universe (env REF_DATA_DIR; default packages/server/data/reference)
  --source NAME       simulator, replay (needs --replay FILE), relay (needs --upstream URL), or a
                      provider's real market data: ssi or dnse (env SOURCE; see below)
  --replay FILE       play a recorded feed instead of the simulator (env REPLAY)
  --speed N           replay speed (env SPEED; default 1)
  --loop              replay from the start again at the end (env LOOP=1)
  --upstream URL      relay another provider's feed, e.g. ws://host:8080/ws (env UPSTREAM)
  --record FILE       append every broadcast frame to FILE as NDJSON (env RECORD)
  --recordings DIR|off  recordings the app can replay (env RECORDINGS; default DATA_DIR/recordings)
  --record-day[=0]    record the served feed into the recordings folder (env RECORD_DAY; default on,
                      off for --role gateway: give it to one gateway)
  --static DIR        the built app (env STATIC_DIR; default packages/app/dist if built)
  --login-build       the board needs a login (env LOGIN_BUILD=1)
  --role ROLE         all (one process, default), ingest, gateway or api: see docs/deploy.md (env ROLE)
  --nats URL          NATS server of the cluster roles (env NATS_URL; default nats://127.0.0.1:4222)
  --checkpoint-ms N   ingest: whole-market checkpoint period (env CHECKPOINT_MS; default 30000)
${FEED_AUTH_USAGE}
${HARDENING_USAGE}
  --help              this text

${PROVIDER_ENV_HELP}`;

const VALUE_FLAGS = new Set([
  "port",
  "host",
  "data-dir",
  "db",
  "seed",
  "clock",
  "demo-start",
  "batch-ms",
  "ref-data",
  "universe",
  "replay",
  "source",
  "speed",
  "upstream",
  "record",
  "recordings",
  "static",
  "role",
  "nats",
  "checkpoint-ms",
  ...HARDENING_VALUE_FLAGS,
  ...FEED_AUTH_VALUE_FLAGS,
]);
const BOOLEAN_FLAGS = new Set(["loop", "login-build", "help", "record-day", ...HARDENING_BOOLEAN_FLAGS]);

/** Parses `--name value`, `--name=value` and boolean flags; throws ConfigError on anything unknown. */
export function parseFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) throw new ConfigError(`unexpected argument: ${arg}`);
    const eq = arg.indexOf("=");
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    if (BOOLEAN_FLAGS.has(name)) {
      flags.set(name, eq < 0 ? "1" : arg.slice(eq + 1));
    } else if (VALUE_FLAGS.has(name)) {
      const value = eq < 0 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined) throw new ConfigError(`--${name} needs a value`);
      flags.set(name, value);
    } else {
      throw new ConfigError(`unknown flag: --${name}`);
    }
  }
  return flags;
}

function dataDirOf(value: string): string {
  return value === ":memory:" ? value : resolve(value);
}

type Lookup = (flag: string, envName: string) => string | undefined;

/** The market source: the simulator unless --source, --replay or --upstream names another. */
function parseSource(get: Lookup, bool: (flag: string, envName: string) => boolean, env: NodeJS.ProcessEnv) {
  const replay = get("replay", "REPLAY");
  const upstream = get("upstream", "UPSTREAM");
  if (replay !== undefined && upstream !== undefined)
    throw new ConfigError("--replay and --upstream exclude each other");
  const replaySettings = () => {
    const speed = Number(get("speed", "SPEED") ?? "1");
    if (!Number.isFinite(speed) || speed <= 0) throw new ConfigError("--speed must be a positive number");
    return { speed, loop: bool("loop", "LOOP") };
  };
  let source: SourceConfig = { kind: "simulator" };
  const named = get("source", "SOURCE");
  if (named !== undefined) {
    source = namedSource(named, replay, upstream, env);
    if (source.kind === "replay") source = { ...source, ...replaySettings() };
  } else if (replay !== undefined) source = { kind: "replay", file: resolve(replay), ...replaySettings() };
  else if (upstream !== undefined) {
    if (!/^wss?:\/\//.test(upstream)) throw new ConfigError("--upstream must be a ws:// or wss:// URL");
    source = { kind: "relay", upstream };
  }
  if (source.kind === "replay" && !existsSync(source.file))
    throw new ConfigError(`--replay: no such file: ${source.file}`);
  return source;
}

/** Builds the configuration from flags (first) and environment variables. */
export function parseConfig(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const flags = parseFlags(argv);
  const get: Lookup = (flag, envName) => flags.get(flag) ?? nonEmpty(env[envName]);
  const bool = (flag: string, envName: string): boolean => truthy(get(flag, envName));

  const port = integer(get("port", "PORT") ?? "8080", "port", 0, 65_535);
  const source = parseSource(get, bool, env);
  const clock = get("clock", "CLOCK") ?? "demo";
  if (clock !== "demo" && clock !== "real") throw new ConfigError("--clock must be demo or real");
  const demoStart = get("demo-start", "DEMO_START");
  const demoStartMatch = demoStart === undefined ? null : /^([01]\d|2[0-3]):([0-5]\d)$/.exec(demoStart);
  if (demoStart !== undefined && demoStartMatch === null) throw new ConfigError("--demo-start must be HH:MM");
  const databaseUrl = get("db", "DATABASE_URL");
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    throw new ConfigError("--db must be a postgres:// or postgresql:// URL");
  }
  const staticFlag = get("static", "STATIC_DIR");
  const record = get("record", "RECORD");
  const dataDir = dataDirOf(get("data-dir", "DATA_DIR") ?? ".data");
  const recordings = get("recordings", "RECORDINGS");
  const cluster = parseClusterConfig(get);
  if (typeof cluster === "string") throw new ConfigError(cluster);
  checkRoleFlags(cluster.role, source, record);
  return {
    port,
    host: get("host", "HOST") ?? "0.0.0.0",
    // ":memory:" keeps users and favourites in memory (tests); anything else is a folder.
    dataDir,
    databaseUrl: databaseUrl ?? null,
    seed: integer(get("seed", "SEED") ?? "1", "seed", 0, 2 ** 31 - 1),
    clock,
    demoStartMinute: demoStartMatch ? Number(demoStartMatch[1]) * 60 + Number(demoStartMatch[2]) : null,
    source,
    record: record === undefined ? null : resolve(record),
    recordingsDir:
      recordings === "off"
        ? null
        : recordings !== undefined
          ? resolve(recordings)
          : dataDir === ":memory:"
            ? null
            : join(dataDir, "recordings"),
    recordDay:
      get("record-day", "RECORD_DAY") === undefined
        ? cluster.role === "all"
        : bool("record-day", "RECORD_DAY"),
    staticDir:
      staticFlag !== undefined ? resolve(staticFlag) : defaultStaticDir(bool("login-build", "LOGIN_BUILD")),
    loginBuild: bool("login-build", "LOGIN_BUILD"),
    batchIntervalMs: integer(get("batch-ms", "BATCH_MS") ?? "100", "batch-ms", 10, 60_000),
    referenceDataDir: resolveReferenceData(
      get("universe", "UNIVERSE") ?? "real",
      get("ref-data", "REF_DATA_DIR"),
    ),
    hardening: parseHardening(get, bool, (message) => {
      throw new ConfigError(message);
    }),
    cluster,
    feedAuth: parseFeedAuth(get, bool("login-build", "LOGIN_BUILD"), (message) => {
      throw new ConfigError(message);
    }),
  };
}

/**
 * `--source NAME`: the simulator, a replay or relay (whose file or URL come from --replay / --upstream,
 * which alone still select them), or a provider adapter configured from the environment.
 */
function namedSource(
  name: string,
  replay: string | undefined,
  upstream: string | undefined,
  env: NodeJS.ProcessEnv,
): SourceConfig {
  if (name === "simulator") return { kind: "simulator" };
  if (name === "replay") {
    if (replay === undefined) throw new ConfigError("--source replay needs --replay FILE");
    return { kind: "replay", file: resolve(replay), speed: 1, loop: false };
  }
  if (name === "relay") {
    if (upstream === undefined || !/^wss?:\/\//.test(upstream))
      throw new ConfigError("--source relay needs --upstream ws://... or wss://...");
    return { kind: "relay", upstream };
  }
  const provider = PROVIDERS.find((p) => p === name);
  if (provider === undefined) throw new ConfigError("--source must be simulator, replay, relay, ssi or dnse");
  try {
    return { kind: "provider", provider, settings: providerSettings(provider, env) };
  } catch (error) {
    if (error instanceof ProviderConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * Flags a cluster role would silently ignore (docs/deploy.md): the market source is ingest's (a gateway
 * reads NATS, the api has no market), and `--record` records what a process serves (the single process
 * or a gateway; ingest serves nothing, the api no feed).
 */
function checkRoleFlags(role: string, source: SourceConfig, record: string | undefined): void {
  if ((role === "gateway" || role === "api") && source.kind !== "simulator")
    throw new ConfigError(
      `--role ${role} takes its market from NATS: give --replay, --upstream or --source to the ingest role`,
    );
  if ((role === "ingest" || role === "api") && record !== undefined)
    throw new ConfigError(
      `--record records the feed a process serves: give it to a gateway or the single process, not --role ${role}`,
    );
}

/** The repository root, found from this file (src/ under tsx, dist/ when built). */
export function repositoryRoot(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
}

/** `packages/app/dist` (public build) or `dist-login` (login build) when it has been built, else null. */
export function defaultStaticDir(loginBuild = false): string | null {
  const dir = join(repositoryRoot(), loginBuild ? "packages/app/dist-login" : "packages/app/dist");
  return existsSync(join(dir, "index.html")) ? dir : null;
}

function resolveReferenceData(universe: string, flag: string | undefined): string | null {
  if (universe === "generated") {
    if (flag !== undefined) throw new ConfigError("--ref-data needs --universe real");
    return null;
  }
  if (universe !== "real") throw new ConfigError("--universe must be real or generated");
  const dir = flag !== undefined ? resolve(flag) : findDataDir();
  if (dir === null || !existsSync(join(dir, "symbols.csv")))
    throw new ConfigError(
      `no reference data (symbols.csv) in ${dir ?? "packages/server/data/reference"}: pass --ref-data DIR or --universe generated`,
    );
  return dir;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}

function truthy(value: string | undefined): boolean {
  return (
    value !== undefined && value !== "0" && value.toLowerCase() !== "false" && value.toLowerCase() !== "no"
  );
}

function integer(text: string, name: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`--${name} must be an integer in [${min}, ${max}]`);
  return n;
}
