import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { openPostgresDatabase } from "./postgres-database";
import type { Db } from "./sql";
import { type PostgresCluster, startPostgresCluster } from "./testing/postgres-cluster";
import { CLUSTER_START_TIMEOUT_MS } from "./testing/test-databases";

/** Table name -> its column names, sorted; the engines' own bookkeeping tables left out. */
async function tablesOf(db: Db): Promise<Record<string, string[]>> {
  const rows =
    db.engine === "sqlite"
      ? await db.all<{ table_name: string; column_name: string }>(
          `SELECT m.name AS table_name, p.name AS column_name
             FROM sqlite_master m JOIN pragma_table_info(m.name) p
            WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`,
        )
      : await db.all<{ table_name: string; column_name: string }>(
          `SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name <> 'schema_version'`,
        );
  const tables: Record<string, string[]> = {};
  for (const row of rows) tables[row.table_name] = [...(tables[row.table_name] ?? []), row.column_name];
  for (const columns of Object.values(tables)) columns.sort();
  return tables;
}

describe("the schema on both engines", () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, CLUSTER_START_TIMEOUT_MS);
  afterAll(async () => cluster?.stop());

  it("has the same tables with the same columns after the same migrations", async () => {
    const sqlite = openDatabase({ dataDir: ":memory:" });
    const postgres = await openPostgresDatabase({ url: await cluster.createSchema() });
    try {
      const expected = await tablesOf(sqlite);
      expect(Object.keys(expected).sort()).toEqual([
        "categories",
        "category_codes",
        "login_attempts",
        "orders",
        "sessions",
        "user_settings",
        "users",
      ]);
      expect(await tablesOf(postgres)).toEqual(expected);
      expect(await postgres.schemaVersion()).toBe(await sqlite.schemaVersion());
    } finally {
      await sqlite.close();
      await postgres.close();
    }
  });
});
