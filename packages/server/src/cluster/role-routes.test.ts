import { obfuscatePassword } from "@vnboard/feed/rest";
import { afterAll, describe, expect, it } from "vitest";
import { createServer, type VnboardServer } from "../app";
import { ConfigError, parseConfig } from "../config";
import { openDatabase } from "../db/database";
import { SyntheticMarketSource } from "../gateway/synthetic-market-source";

const config = parseConfig(["--port", "0", "--host", "127.0.0.1", "--data-dir", ":memory:"], {});
const servers: VnboardServer[] = [];

function serve(role: "gateway" | "api"): VnboardServer {
  const server = createServer(config, {
    role,
    source: new SyntheticMarketSource({ symbols: 20 }),
    db: openDatabase({ dataDir: ":memory:" }),
  });
  servers.push(server);
  return server;
}

afterAll(async () => {
  for (const server of servers) await server.app.close();
});

describe("cluster roles", () => {
  it("default to one process (all) and refuse an unknown role or a NATS URL that is not one", () => {
    const plain = parseConfig([], {});
    expect(plain.cluster.role).toBe("all");
    expect(parseConfig(["--role", "gateway"], { NATS_URL: "nats://10.0.0.5:4222" }).cluster).toMatchObject({
      role: "gateway",
      natsUrl: "nats://10.0.0.5:4222",
    });
    expect(() => parseConfig(["--role", "worker"], {})).toThrow(ConfigError);
    expect(() => parseConfig(["--nats", "http://x"], {})).toThrow("--nats must be a nats:// or tls:// URL");
  });

  it("a gateway answers the market calls and sends account calls to the api role, in the documented error shape", async () => {
    const gateway = serve("gateway");
    const login = await gateway.app.inject({
      method: "POST",
      url: "/do-login",
      payload: { username: "demo" },
    });
    expect(login.statusCode).toBe(404);
    expect(login.json().error.code).toBe("not_found");
    expect(login.json().error.message).toContain("api role");
    expect((await gateway.app.inject({ method: "GET", url: "/cata/load-cata" })).statusCode).toBe(404);
    // The saved layouts and alerts are the user's too: a gateway answered them from its own database
    // (another file than the api's, or none of its sessions), so they must go to the api as well.
    for (const [method, url] of [
      ["GET", "/user/layouts"],
      ["PUT", "/user/layouts"],
      ["GET", "/user/alerts"],
      ["PUT", "/user/alerts"],
    ] as const) {
      const answer = await gateway.app.inject({ method, url, payload: method === "PUT" ? {} : undefined });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().error.message).toContain("api role");
    }
    const market = await gateway.app.inject({
      method: "POST",
      url: "/info-basic",
      payload: { code: "S0001" },
    });
    expect(market.json().error?.message ?? "").not.toContain("role");
  });

  it("an api process answers login and sends the market calls to the gateways", async () => {
    const api = serve("api");
    const login = await api.app.inject({
      method: "POST",
      url: "/do-login",
      payload: { usname: "demo", pw: obfuscatePassword("Demo@1234") },
    });
    expect(login.statusCode).toBe(200);
    const layouts = await api.app.inject({
      method: "GET",
      url: "/user/layouts",
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(layouts.statusCode).toBe(200);
    const market = await api.app.inject({ method: "GET", url: "/pr/indexhist/VNINDEX" });
    expect(market.statusCode).toBe(404);
    expect(market.json().error.message).toContain("gateway role");
  });
});
