import { createServer } from "./app";
import { ConfigError, parseConfig, USAGE } from "./config";

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

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`vnboard server: ${signal}, stopping`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    server.stop().then(
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
