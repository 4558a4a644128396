import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, loadCategories } from "./categories";
import { MIGRATIONS } from "./migrations";
import { numberPlaceholders, openPostgresDatabase } from "./postgres-database";
import { type PostgresCluster, startPostgresCluster } from "./testing/postgres-cluster";
import { CLUSTER_START_TIMEOUT_MS } from "./testing/test-databases";
import { createUser } from "./users";

describe("numberPlaceholders", () => {
  it("numbers the ? placeholders and leaves quoted text alone", () => {
    expect(numberPlaceholders("SELECT * FROM t WHERE a = ? AND b > ?")).toBe(
      "SELECT * FROM t WHERE a = $1 AND b > $2",
    );
    expect(numberPlaceholders(`SELECT '?', "a?" FROM t WHERE c = ?`)).toBe(
      `SELECT '?', "a?" FROM t WHERE c = $1`,
    );
  });
});

describe("the PostgreSQL engine", () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, CLUSTER_START_TIMEOUT_MS);
  afterAll(async () => cluster?.stop());

  it("migrates once when several servers start on an empty database at the same moment", async () => {
    const url = await cluster.createDatabase();
    const servers = await Promise.all(
      Array.from({ length: 4 }, () => openPostgresDatabase({ url, poolSize: 2 })),
    );
    try {
      for (const db of servers) expect(await db.schemaVersion()).toBe(MIGRATIONS.length);
      expect(await servers[0]!.all("SELECT version FROM schema_version")).toEqual([
        { version: MIGRATIONS.length },
      ]);
    } finally {
      await Promise.all(servers.map((db) => db.close()));
    }
  });

  it("holds the list limit across two server processes' pools", async () => {
    const url = await cluster.createSchema();
    const a = await openPostgresDatabase({ url, poolSize: 5 });
    const b = await openPostgresDatabase({ url, poolSize: 5 });
    try {
      const user = await createUser(a, { username: "both", password: "pw", fullName: "B" });
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => createCategory(i % 2 === 0 ? a : b, user.id, `L${i}`)),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(20);
      expect(await loadCategories(b, user.id)).toHaveLength(20);
    } finally {
      await a.close();
      await b.close();
      await b.close(); // a second close does nothing
    }
  });

  it("rejects with the driver's error when no server answers, and leaves nothing open", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 1));
      });
    });
    await expect(openPostgresDatabase({ url: `postgres://nobody@127.0.0.1:${port}/none` })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});
