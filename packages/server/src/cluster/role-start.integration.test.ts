import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createTcpServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { SyntheticMarketSource } from "../gateway/synthetic-market-source";
import { type IngestProcess, startIngest } from "./cluster-roles";
import { type NatsServerProcess, startNatsServer } from "./testing/nats-server-process";
import { type RoleProcess, startRoleProcess } from "./testing/role-process";

/**
 * A role that cannot start exits (code 1) with the reason, so that a supervisor (systemd
 * `Restart=always`, docs/deploy.md) starts it again. Before, a gateway whose database failed after it had
 * connected to NATS printed "cannot start" and went on running with no HTTP port, for ever, and every
 * failure was blamed on NATS ("cannot start (NATS at ...?)"), the api's unreachable PostgreSQL included.
 */
let nats: NatsServerProcess;
let ingest: IngestProcess;
let folder: string;
const started: RoleProcess[] = [];

/** A TCP port nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The role's start must fail: resolves to what it printed when it exited. */
async function failedStart(...args: Parameters<typeof startRoleProcess>): Promise<string> {
  try {
    started.push(await startRoleProcess(...args));
  } catch (error) {
    return String(error instanceof Error ? error.message : error);
  }
  throw new Error(`${args[0]} started although it should not have`);
}

beforeAll(async () => {
  nats = await startNatsServer();
  // A gateway reaches its database only once it has a market: ingest stores the first checkpoint.
  const config = parseConfig(["--data-dir", ":memory:", "--nats", nats.url], {});
  ingest = await startIngest(config, new SyntheticMarketSource({ symbols: 20, updatesPerSecond: 50 }));
  folder = mkdtempSync(join(tmpdir(), "vnboard-role-start-"));
}, 120_000);

afterAll(async () => {
  for (const role of started) await role.stop();
  await ingest?.stop();
  await nats?.stop();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe("a role that cannot start", () => {
  it("a gateway whose data folder cannot be made exits 1 naming it, not NATS", async () => {
    const notAFolder = join(folder, "file");
    writeFileSync(notAFolder, "not a folder");
    const output = await failedStart("gateway", nats.url, ["--data-dir", notAFolder], 60_000);
    expect(output).toMatch(/gateway exited \(1\)/);
    expect(output).toContain("vnboard gateway: cannot start: ");
    expect(output).toContain(notAFolder);
    expect(output).not.toContain("NATS");
  }, 90_000);

  it("an api whose PostgreSQL is unreachable exits 1 with the driver's error, not a NATS hint", async () => {
    const db = `postgres://vnboard:x@127.0.0.1:${await closedPort()}/vnboard`;
    const output = await failedStart("api", nats.url, ["--db", db], 60_000);
    expect(output).toMatch(/api exited \(1\)/);
    expect(output).toContain("vnboard api: cannot start: ");
    expect(output).toContain("ECONNREFUSED");
    expect(output).not.toContain("NATS");
  }, 90_000);

  it("an ingest with no NATS exits 1 saying which NATS it could not reach", async () => {
    const url = `nats://127.0.0.1:${await closedPort()}`;
    const output = await failedStart("ingest", url, [], 60_000);
    expect(output).toMatch(/ingest exited \(1\)/);
    expect(output).toContain(`vnboard ingest: cannot start: cannot reach NATS at ${url}`);
  }, 90_000);
});
