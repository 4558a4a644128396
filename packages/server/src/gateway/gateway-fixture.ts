import { createServer, type VnboardServer } from "../app";
import { parseConfig } from "../config";
import type { FeedGatewayOptions } from "./gateway-options";
import type { SyntheticMarketSource } from "./synthetic-market-source";
import { TestFeedClient } from "./test-feed-client";

/**
 * The reference server on loopback over a synthetic market, and the feed clients a test opened on it,
 * for the gateway's tests: `stop()` after each test closes both.
 */
export class GatewayFixture {
  private current: VnboardServer | null = null;
  private readonly clients: TestFeedClient[] = [];

  /** The running server (after `start`). */
  get server(): VnboardServer {
    if (this.current === null) throw new Error("the gateway fixture was not started");
    return this.current;
  }

  /**
   * Starts the server over `source`, with `gateway` options if any; returns the feed's WebSocket URL.
   * `steps`: the source is stopped, so the market moves only when the test steps it.
   */
  async start(
    source: SyntheticMarketSource,
    { gateway, steps = true }: { gateway?: Omit<FeedGatewayOptions, "source">; steps?: boolean } = {},
  ): Promise<string> {
    const config = parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1"], {});
    this.current = createServer(config, { source, ...(gateway === undefined ? {} : { gateway }) });
    const url = await this.current.start();
    if (steps) source.stop();
    return `${url.replace("http", "ws")}/ws`;
  }

  /** A feed client that sends `subscriptions` on open (default 4, 2, 3), offering `protocols`. */
  async connect(
    url: string,
    subscriptions?: number[],
    protocols: readonly string[] = [],
  ): Promise<TestFeedClient> {
    const client = await TestFeedClient.connect(url, subscriptions, protocols);
    this.clients.push(client);
    return client;
  }

  async stop(): Promise<void> {
    for (const client of this.clients.splice(0)) client.close();
    await this.current?.stop();
    this.current = null;
  }
}
