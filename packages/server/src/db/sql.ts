/**
 * The storage interface the users, sessions, login-limit, favourites and order modules are written
 * against, with two implementations: SQLite (sqlite-database.ts, the embedded default) and PostgreSQL
 * (postgres-database.ts, `--db postgres://...`).
 *
 * The domain modules hold the logic once and speak a small SQL subset both engines run unchanged:
 * `?` placeholders, `RETURNING`, `ON CONFLICT DO NOTHING`, `LIMIT ... OFFSET`, `lower()`. What differs
 * (the schema's types, how the schema version is kept, connection and locking) stays in the two drivers
 * and in the two texts of each migration. So the same suite proves the same behaviour on both.
 */

/** A value bound to a `?` placeholder. Buffers are BLOB in SQLite and BYTEA in PostgreSQL. */
export type SqlValue = string | number | Buffer | null;

/**
 * Runs statements. Every integer column comes back as a JS number on both engines (PostgreSQL's BIGINT
 * is converted; Unix-ms times and ids stay far below 2^53), BLOB/BYTEA as a Buffer.
 */
export interface SqlExecutor {
  /** All rows of a query. */
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** The first row of a query, or undefined. */
  get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined>;
  /** Runs an INSERT, UPDATE or DELETE without RETURNING; resolves to the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

export type DatabaseEngine = "sqlite" | "postgres";

/** A database opened and migrated to the latest schema. */
export interface Db extends SqlExecutor {
  readonly engine: DatabaseEngine;
  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws (the error is
   * rethrown). `locks` name what the transaction's checks read (`user:42`, `login-ip:10.0.0.1`):
   * transactions naming the same key run one after the other, in this process or any other on the same
   * database, so a count checked inside is still true at commit. (SQLite runs one write transaction at a
   * time anyway; PostgreSQL takes an advisory lock per key.) Statements inside must go through `tx`,
   * never through the Db itself: on SQLite that would wait for the transaction that is waiting for it.
   */
  transaction<T>(locks: readonly string[], work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** How many migrations the database has applied. */
  schemaVersion(): Promise<number>;
  /** Closes the file or the connection pool. A second call does nothing. */
  close(): Promise<void>;
}
