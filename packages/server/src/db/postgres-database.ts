import { createHash } from "node:crypto";
import pg from "pg";
import { MIGRATIONS } from "./migrations";
import type { Db, SqlExecutor, SqlValue } from "./sql";

/** PostgreSQL's type id of BIGINT (int8); COUNT(*) answers it too. */
const INT8_OID = 20;
/** SQLSTATEs after which a transaction is worth running again: serialization failure, deadlock. */
const RETRYABLE_STATES = new Set(["40001", "40P01"]);
/** Attempts of one transaction before its conflict is reported as an error. */
const MAX_TRANSACTION_ATTEMPTS = 8;
/** Key of the advisory lock that lets one process at a time migrate (several api processes may start). */
const MIGRATION_LOCK_KEY = 0x76_6e_62_64; // "vnbd"

/** Connections per server process; the REST calls are short. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * BIGINT as a JS number: ids and Unix-ms times stay far below 2^53. A value that does not fit is an error
 * rather than a silently rounded id.
 */
function parseBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`BIGINT ${text} does not fit a JS number`);
  return value;
}

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? parseBigint
      : pg.types.getTypeParser(oid, format ?? "text")) as pg.CustomTypesConfig["getTypeParser"],
};

/** A lock name as PostgreSQL's advisory-lock key: the first 64 bits of its SHA-256, signed, as text. */
export function advisoryKey(name: string): string {
  return createHash("sha256").update(name, "utf8").digest().readBigInt64BE(0).toString();
}

const placeholderCache = new Map<string, string>();

/** `?` placeholders to PostgreSQL's `$1, $2, ...` (a `?` inside a quoted string or identifier is kept). */
export function numberPlaceholders(sql: string): string {
  const cached = placeholderCache.get(sql);
  if (cached !== undefined) return cached;
  let out = "";
  let n = 0;
  let quote: string | null = null;
  for (const ch of sql) {
    if (quote !== null) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === "?") {
      n += 1;
      out += `$${n}`;
    } else {
      out += ch;
    }
  }
  placeholderCache.set(sql, out);
  return out;
}

/** Statements on a pool (each on any free connection) or on the one client of a transaction. */
function executorOn(target: pg.Pool | pg.PoolClient): SqlExecutor {
  const query = (sql: string, params: readonly SqlValue[] = []) =>
    target.query(numberPlaceholders(sql), params as SqlValue[]);
  return {
    all: async <Row>(sql: string, params?: readonly SqlValue[]) => (await query(sql, params)).rows as Row[],
    get: async <Row>(sql: string, params?: readonly SqlValue[]) =>
      (await query(sql, params)).rows[0] as Row | undefined,
    run: async (sql: string, params?: readonly SqlValue[]) => (await query(sql, params)).rowCount ?? 0,
  };
}

function sqlState(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}

/** The PostgreSQL engine (`--db postgres://...`): a pg connection pool. */
export class PostgresDatabase implements Db {
  readonly engine = "postgres";
  private readonly pooled: SqlExecutor;
  private closed = false;

  constructor(private readonly pool: pg.Pool) {
    this.pooled = executorOn(pool);
  }

  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
    return this.pooled.all<Row>(sql, params);
  }

  get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined> {
    return this.pooled.get<Row>(sql, params);
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    return this.pooled.run(sql, params);
  }

  /**
   * READ COMMITTED plus one advisory lock per key, taken in sorted order (no two transactions wait for
   * each other crosswise) and held to the end: a statement after the lock sees whatever an earlier
   * holder committed, so the limits checked inside (20 lists per user, 5 failed logins per account) hold
   * across connections and processes without SERIALIZABLE's retries. A deadlock PostgreSQL breaks
   * (rows locked in another order) runs the transaction again, up to 8 times.
   */
  async transaction<T>(locks: readonly string[], work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const keys = [...new Set(locks.map(advisoryKey))].sort();
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      let broken = false;
      try {
        await client.query("BEGIN");
        for (const key of keys) await client.query("SELECT pg_advisory_xact_lock($1::bigint)", [key]);
        const result = await work(executorOn(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        try {
          await client.query("ROLLBACK");
        } catch {
          broken = true; // the connection itself failed: the pool drops it
        }
        if (!broken && RETRYABLE_STATES.has(sqlState(error) ?? "") && attempt < MAX_TRANSACTION_ATTEMPTS) {
          continue;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    }
  }

  async schemaVersion(): Promise<number> {
    const row = await this.get<{ version: number }>("SELECT version FROM schema_version");
    return row?.version ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}

export interface OpenPostgresOptions {
  /** Connection URL, `postgres://user:password@host:port/database`. */
  url: string;
  /** Connections in the pool. Default 10. */
  poolSize?: number;
  /** Told about errors of idle connections (the server restarted, the network dropped). */
  onIdleError?: (error: Error) => void;
}

/** Connects, brings the schema up to date, and answers the database. Rejects when unreachable. */
export async function openPostgresDatabase(options: OpenPostgresOptions): Promise<PostgresDatabase> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: 10_000,
    application_name: "vnboard",
    types: typeParsers,
  });
  // Without a listener an idle connection's error (PostgreSQL restarting) would end the process; the
  // pool drops that connection and opens another for the next query.
  pool.on("error", (error) => options.onIdleError?.(error));
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new PostgresDatabase(pool);
}

/** Applies the migrations the database has not seen yet, each in its own transaction. */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    for (;;) {
      await client.query("BEGIN");
      try {
        // Another server process starting at the same moment waits here, then sees the new version.
        await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
        await client.query("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
        const rows = (await client.query("SELECT version FROM schema_version")).rows as { version: number }[];
        const current = rows[0]?.version ?? 0;
        if (current > MIGRATIONS.length) {
          throw new Error(
            `database schema version ${current} is newer than this server knows (${MIGRATIONS.length})`,
          );
        }
        if (current === MIGRATIONS.length) {
          await client.query("COMMIT");
          return;
        }
        await client.query(MIGRATIONS[current].postgres);
        if (rows.length === 0) await client.query("INSERT INTO schema_version (version) VALUES ($1)", [1]);
        else await client.query("UPDATE schema_version SET version = $1", [current + 1]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
  } finally {
    client.release();
  }
}
