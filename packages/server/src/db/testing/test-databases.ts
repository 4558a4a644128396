import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import { openPostgresDatabase } from "../postgres-database";
import type { DatabaseEngine, Db } from "../sql";
import { openSqliteDatabase } from "../sqlite-database";
import { type PostgresCluster, startPostgresCluster } from "./postgres-cluster";

/** Both engines, for `describe.each(DATABASE_ENGINES)`. */
export const DATABASE_ENGINES: readonly DatabaseEngine[] = ["sqlite", "postgres"];

/** Time a beforeAll may take to start a cluster (a first run on a fresh machine installs PostgreSQL). */
export const CLUSTER_START_TIMEOUT_MS = 15 * 60_000;

/** Where a test's database lives: open it, close it, open it again and find the same data. */
export interface TestDatabaseLocation {
  /** A SQLite folder or a PostgreSQL URL (whose connections see one schema of their own). */
  readonly where: string;
  open(): Promise<Db>;
}

export interface TestDatabases {
  /** A fresh, migrated, empty database; closed after the test. */
  open(): Promise<Db>;
  /** A fresh location (SQLite: a temp folder, PostgreSQL: a new schema) for tests that reopen it. */
  location(): Promise<TestDatabaseLocation>;
  /** The throwaway PostgreSQL cluster (postgres engine only, once beforeAll ran). */
  readonly cluster: PostgresCluster | undefined;
}

/**
 * Call inside `describe.each(DATABASE_ENGINES)("%s", (engine) => ...)`: the postgres block starts its
 * own throwaway cluster before its tests and stops it after them; every database opened is closed after
 * its test and every SQLite folder deleted.
 */
export function useTestDatabases(engine: DatabaseEngine): TestDatabases {
  let cluster: PostgresCluster | undefined;
  const opened: Db[] = [];
  const folders: string[] = [];
  if (engine === "postgres") {
    beforeAll(async () => {
      cluster = await startPostgresCluster();
    }, CLUSTER_START_TIMEOUT_MS);
    afterAll(async () => {
      await cluster?.stop();
    });
  }
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const track = (db: Db): Db => {
    opened.push(db);
    return db;
  };
  const location = async (): Promise<TestDatabaseLocation> => {
    if (engine === "sqlite") {
      const dir = mkdtempSync(join(tmpdir(), "vnboard-db-"));
      folders.push(dir);
      return { where: dir, open: async () => track(openSqliteDatabase({ dataDir: dir })) };
    }
    if (cluster === undefined) throw new Error("the PostgreSQL cluster is not started (call inside a test)");
    const url = await cluster.createSchema();
    return { where: url, open: async () => track(await openPostgresDatabase({ url, poolSize: 4 })) };
  };
  return {
    get cluster() {
      return cluster;
    },
    location,
    async open() {
      if (engine === "sqlite") return track(openSqliteDatabase({ dataDir: ":memory:" }));
      return (await location()).open();
    },
  };
}
