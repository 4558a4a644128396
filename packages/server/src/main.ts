import { createServer } from "./app";
import { startRole } from "./cluster/cluster-roles";
import { ConfigError, parseConfig, type ServerConfig, USAGE } from "./config";
import { TradingCalendar } from "./sim/clock";
import { addDays, localDate } from "./sim/dates";

/** `npm start`: parse flags and env, start the server, print where to open the board. */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(argv);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`vnboard: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (config.cluster.role !== "all") {
    await runClusterRole(config);
    return;
  }
  const server = createServer(config);
  const url = await server.start();
  const source =
    config.source.kind === "replay"
      ? `replay of ${config.source.file} at x${config.source.speed}`
      : config.source.kind === "relay"
        ? `relay of ${config.source.upstream}`
        : config.source.kind === "provider"
          ? `${config.source.provider} market data`
          : `simulator (seed ${config.seed}, ${config.clock} clock)`;
  console.log(`vnboard server: ${source}`);
  console.log(`  open ${url}/banggia/vn30`);
  console.log(`  feed ${url.replace(/^http/, "ws")}/ws`);
  if (config.record !== null) console.log(`  recording to ${config.record}`);
  if (config.staticDir === null) console.log("  (no built app: run `npm run build` to serve the board)");
  warnCalendarCoverage(config);

  stopOnSignals("server", () => server.stop());
}

/** `--role ingest|gateway|api`: one part of the cluster (docs/deploy.md). */
async function runClusterRole(config: ServerConfig): Promise<void> {
  let role: Awaited<ReturnType<typeof startRole>>;
  try {
    role = await startRole(config);
  } catch (error) {
    // The reason names what failed (NATS, the database, the port); the role's own start cleaned up, and
    // the process exits so that a supervisor (systemd Restart=always) starts it again.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`vnboard ${config.cluster.role}: cannot start: ${reason}`);
    process.exit(1);
  }
  console.log(`vnboard ${config.cluster.role}:`);
  for (const line of role.lines) console.log(line);
  if (config.cluster.role === "ingest") warnCalendarCoverage(config);
  stopOnSignals(config.cluster.role, () => role.stop());
}

function stopOnSignals(name: string, stopAll: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`vnboard ${name}: ${signal}, stopping`);
    setTimeout(() => process.exit(1), 5000).unref();
    stopAll().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Says at the start when the simulator's holiday list does not cover today or the month ahead (a server
 * started in December runs into the next year): without it that year's holidays would trade.
 */
function warnCalendarCoverage(config: ServerConfig): void {
  if (config.source.kind !== "simulator" || config.referenceDataDir === null) return;
  const calendar = new TradingCalendar(config.referenceDataDir);
  const today = localDate(Date.now());
  const notes = new Set([today, addDays(today, 31)].map((date) => calendar.coverageNote(date)));
  for (const note of notes) if (note !== null) console.warn(`  note: ${note}`);
}
