import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type VnboardServer } from "../../app";
import { parseConfig } from "../../config";
import { SyntheticMarketSource } from "../../gateway/synthetic-market-source";
import { createFakeMarketData } from "./fake-market-data";

/** The whole server (REST, static app, feed) on 127.0.0.1 with extra flags, and a tiny built app. */
export interface HardenedTestServer {
  server: VnboardServer;
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startHardenedServer(
  flags: string[] = [],
  beforeStart?: (server: VnboardServer) => void,
): Promise<HardenedTestServer> {
  const staticDir = mkdtempSync(join(tmpdir(), "vnboard-static-"));
  mkdirSync(join(staticDir, "assets"));
  writeFileSync(
    join(staticDir, "index.html"),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(staticDir, "assets/app.js"), "console.log(1);\n//# sourceMappingURL=app.js.map\n");
  writeFileSync(join(staticDir, "assets/app.js.map"), '{"version":3,"sources":["secret.ts"]}');
  const config = parseConfig(
    ["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1", "--static", staticDir, ...flags],
    {},
  );
  const source = new SyntheticMarketSource({ symbols: 20, updatesPerSecond: 50, seed: 1 });
  const server = createServer(config, { source, restData: createFakeMarketData() });
  beforeStart?.(server);
  const url = await server.start();
  return {
    server,
    url,
    port: Number(new URL(url).port),
    async stop() {
      await server.stop();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request from a chosen local address (127.0.0.2 is another client on the loopback). */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; from?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
