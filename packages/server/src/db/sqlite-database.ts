import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { MIGRATIONS } from "./migrations";
import type { Db, SqlExecutor, SqlValue } from "./sql";

/** The file name inside the data folder. */
export const DATABASE_FILE_NAME = "vnboard.sqlite";

/**
 * The SQLite engine: better-sqlite3 on `{dataDir}/vnboard.sqlite`, the embedded default.
 *
 * better-sqlite3 is synchronous, the Db interface is not: between two awaited statements of a
 * transaction other requests run. So one operation holds the connection at a time: a statement issued
 * while a transaction is open waits for its end (else it would commit or roll back with it). When the
 * connection is free a statement runs at once, in the caller's tick, as before.
 */
export class SqliteDatabase implements Db {
  readonly engine = "sqlite";
  private readonly statements = new Map<string, Database.Statement>();
  private busy = false;
  private readonly waiting: (() => void)[] = [];
  private closed = false;
  /** The statements inside a transaction: straight to the connection the transaction holds. */
  private readonly direct: SqlExecutor = {
    all: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
      this.prepare(sql).all(...params) as Row[],
    get: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
      this.prepare(sql).get(...params) as Row | undefined,
    run: async (sql: string, params: readonly SqlValue[] = []) => this.prepare(sql).run(...params).changes,
  };

  /** `handle` is the better-sqlite3 connection (tests read pragmas through it). */
  constructor(readonly handle: Database.Database) {}

  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
    return this.exclusive(() => this.direct.all<Row>(sql, params));
  }

  get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined> {
    return this.exclusive(() => this.direct.get<Row>(sql, params));
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    return this.exclusive(() => this.direct.run(sql, params));
  }

  /** The locks are implied: one transaction at a time holds the file's write lock. */
  transaction<T>(_locks: readonly string[], work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      // IMMEDIATE takes the write lock now: another process on the same file waits (busy_timeout)
      // at BEGIN rather than failing when this transaction first writes.
      this.handle.exec("BEGIN IMMEDIATE");
      try {
        const result = await work(this.direct);
        this.handle.exec("COMMIT");
        return result;
      } catch (error) {
        if (this.handle.inTransaction) this.handle.exec("ROLLBACK");
        throw error;
      }
    });
  }

  async schemaVersion(): Promise<number> {
    return this.handle.pragma("user_version", { simple: true }) as number;
  }

  close(): Promise<void> {
    return this.exclusive(async () => {
      if (this.closed) return;
      this.closed = true;
      this.statements.clear();
      this.handle.close();
    });
  }

  private prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.handle.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs `operation` when no other holds the connection. */
  private async exclusive<T>(operation: () => Promise<T>): Promise<T> {
    if (this.busy) await new Promise<void>((wake) => this.waiting.push(wake));
    else this.busy = true;
    try {
      return await operation();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}

export interface OpenSqliteOptions {
  /**
   * Folder holding `vnboard.sqlite` (created when missing), or `":memory:"` for a throw-away database.
   * Default: `.data` under the current working directory.
   */
  dataDir?: string;
}

/**
 * Opens (creating if needed) the database file and brings its schema up to date.
 *
 * Durability: WAL journal with `synchronous=FULL`. In WAL mode a commit is written to the WAL file before
 * `run()` returns, so it already survives the process being SIGKILLed with `NORMAL` (the bytes are in the
 * OS page cache); what `NORMAL` can lose is the last commits on an OS crash or power cut, because it only
 * fsyncs at checkpoints. We answer "saved" to the user after a favourites edit or a login, and these writes
 * are rare (a few per user per day), so the one fsync per commit that FULL costs is worth paying to make
 * an acknowledged write survive power loss as well.
 */
export function openSqliteDatabase(options: OpenSqliteOptions = {}): SqliteDatabase {
  const dataDir = options.dataDir ?? join(process.cwd(), ".data");
  let handle: Database.Database;
  if (dataDir === ":memory:") {
    handle = new Database(":memory:");
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    handle = new Database(join(dir, DATABASE_FILE_NAME));
    handle.pragma("journal_mode = WAL");
  }
  handle.pragma("synchronous = FULL");
  handle.pragma("foreign_keys = ON");
  handle.pragma("busy_timeout = 5000");
  migrateSqlite(handle);
  return new SqliteDatabase(handle);
}

/**
 * Applies the migrations the file has not seen yet, each in its own transaction. Each one reads the
 * version under the write lock (BEGIN IMMEDIATE): processes opening the same new file at once (the
 * gateways and the api of docs/deploy.md in one folder) then migrate it once, instead of the second
 * running the first's CREATE TABLE again ("table users already exists") and failing its start.
 */
function migrateSqlite(handle: Database.Database): void {
  const step = handle.transaction((): boolean => {
    const current = handle.pragma("user_version", { simple: true }) as number;
    if (current > MIGRATIONS.length)
      throw new Error(
        `database schema version ${current} is newer than this server knows (${MIGRATIONS.length})`,
      );
    if (current === MIGRATIONS.length) return false;
    handle.exec(MIGRATIONS[current].sqlite);
    handle.pragma(`user_version = ${current + 1}`);
    return true;
  });
  try {
    while (step.immediate()) {}
  } catch (error) {
    handle.close();
    throw error;
  }
}
