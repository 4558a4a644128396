import { openPostgresDatabase } from "./postgres-database";
import type { Db } from "./sql";
import { type OpenSqliteOptions, openSqliteDatabase, type SqliteDatabase } from "./sqlite-database";

export { PostgresDatabase } from "./postgres-database";
export type { Db, SqlExecutor, SqlValue } from "./sql";
export { DATABASE_FILE_NAME, SqliteDatabase } from "./sqlite-database";

/** Opens the SQLite database of `dataDir` (or `":memory:"`), migrated. Synchronous: SQLite is a file. */
export function openDatabase(options: OpenSqliteOptions = {}): SqliteDatabase {
  return openSqliteDatabase(options);
}

export interface ConnectDatabaseOptions {
  /** `postgres://...` or `postgresql://...`: PostgreSQL. Null or absent: SQLite in `dataDir`. */
  url?: string | null;
  /** SQLite folder (or ":memory:"), when no URL is given. */
  dataDir?: string;
  /** PostgreSQL only: errors of idle pooled connections, for the log. */
  onIdleError?: (error: Error) => void;
}

/** Whether `url` names a PostgreSQL database. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The database the configuration names (`--db`, else `--data-dir`), open and migrated. */
export async function connectDatabase(options: ConnectDatabaseOptions): Promise<Db> {
  const url = options.url ?? null;
  if (url === null) return openSqliteDatabase({ dataDir: options.dataDir });
  if (!isPostgresUrl(url)) throw new Error("the database URL must start with postgres:// or postgresql://");
  return openPostgresDatabase({ url, onIdleError: options.onIdleError });
}
