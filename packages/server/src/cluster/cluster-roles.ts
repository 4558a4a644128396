import { createMarketSource, createServer, type ServerDeps, type VnboardServer } from "../app";
import type { ServerConfig } from "../config";
import type { MarketSource } from "../market/market-source";
import { MarketPublisher } from "./market-publisher";
import { type MarketBus, openMarketBus } from "./nats-market-bus";
import { NatsMarketSource } from "./nats-market-source";

/** A started role: what main prints, and how it stops. */
export interface RunningRole {
  /** Lines for the console (where to connect, what runs). */
  lines: string[];
  stop(): Promise<void>;
}

export interface IngestProcess extends RunningRole {
  source: MarketSource;
  publisher: MarketPublisher;
  bus: MarketBus;
}

export interface GatewayProcess extends RunningRole {
  server: VnboardServer;
  source: NatsMarketSource;
  bus: MarketBus;
  url: string;
}

/** Ingest: the configured market source (simulator, replay or relay) published to NATS. No HTTP port. */
export async function startIngest(
  config: ServerConfig,
  source = createMarketSource(config),
): Promise<IngestProcess> {
  const bus = await openMarketBus(config.cluster.natsUrl, "vnboard-ingest");
  const publisher = new MarketPublisher(source, bus, config.cluster.checkpointIntervalMs);
  try {
    await publisher.start();
  } catch (error) {
    await bus.close();
    throw error;
  }
  source.start();
  return {
    source,
    publisher,
    bus,
    lines: [`  publishing the market to ${config.cluster.natsUrl} (epoch ${publisher.epoch})`],
    async stop() {
      source.stop();
      await publisher.stop();
      await bus.close();
    },
  };
}

/**
 * Gateway: the market read from NATS (latest checkpoint, then the stream), the WebSocket feed and the
 * market REST calls. Listens once the first checkpoint is loaded, so that no client sees an empty board.
 */
export async function startGateway(
  config: ServerConfig,
  deps: Omit<ServerDeps, "source" | "role"> = {},
): Promise<GatewayProcess> {
  const bus = await openMarketBus(config.cluster.natsUrl, "vnboard-gateway");
  const source = new NatsMarketSource(bus);
  let server: VnboardServer | null = null;
  let url: string;
  try {
    source.start();
    await source.ready();
    server = createServer(config, { ...deps, source, role: "gateway" });
    url = await server.start();
  } catch (error) {
    // A start that failed after NATS (the database, the port) must not leave the connection, the
    // stream reader or the server behind: main exits, a test goes on.
    await server?.stop().catch(() => {});
    source.stop();
    await bus.close();
    throw error;
  }
  const running = server;
  return {
    server: running,
    source,
    bus,
    url,
    lines: [`  feed ${url.replace(/^http/, "ws")}/ws (market from ${config.cluster.natsUrl})`],
    async stop() {
      await running.stop();
      await bus.close();
    },
  };
}

/** Api: login, favourites lists and orders (and the app's pages). */
export async function startApi(
  config: ServerConfig,
  deps: Omit<ServerDeps, "role"> = {},
): Promise<RunningRole> {
  const server = createServer(config, { ...deps, role: "api" });
  let url: string;
  try {
    url = await server.start();
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
  return { lines: [`  api ${url}`], stop: () => server.stop() };
}

/** Starts the role the configuration names (not `all`: main runs that as before). */
export function startRole(config: ServerConfig): Promise<RunningRole> {
  switch (config.cluster.role) {
    case "ingest":
      return startIngest(config);
    case "gateway":
      return startGateway(config);
    default:
      return startApi(config);
  }
}
