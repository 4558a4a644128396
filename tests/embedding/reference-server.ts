/**
 * The reference provider for the embedding tests: the real server (simulator, live feed at /ws) on
 * loopback with an in-memory database, optionally serving a built example as its static folder. The
 * demo session starts at 10:00 (continuous trading), so prices move whatever the hour of the test run.
 */
import { createServer, type VnboardServer } from "../../packages/server/src/app";
import { parseConfig } from "../../packages/server/src/config";

export interface ReferenceServer {
  server: VnboardServer;
  /** http://127.0.0.1:port (no trailing slash). */
  url: string;
  /** ws://127.0.0.1:port/ws */
  wsUrl: string;
  stop(): Promise<void>;
}

export async function startReferenceServer(staticDir: string | null = null): Promise<ReferenceServer> {
  const config = {
    ...parseConfig(
      ["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1", "--demo-start", "10:00"],
      {},
    ),
    staticDir,
  };
  const server = createServer(config);
  const url = (await server.start()).replace(/\/$/, "");
  return { server, url, wsUrl: `${url.replace(/^http/, "ws")}/ws`, stop: () => server.stop() };
}
