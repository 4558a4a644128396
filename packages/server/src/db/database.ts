import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { MIGRATIONS } from "./migrations";

/** The better-sqlite3 handle, re-exported as a type so callers need not import the driver. */
export type Db = Database.Database;

export interface OpenDatabaseOptions {
  /**
   * Folder holding `vnboard.sqlite` (created when missing), or `":memory:"` for a throw-away database.
   * Default: `.data` under the current working directory.
   */
  dataDir?: string;
}

/** The file name inside the data folder. */
export const DATABASE_FILE_NAME = "vnboard.sqlite";

/**
 * Opens (creating if needed) the users/sessions/favourites database and brings its schema up to date.
 *
 * Durability: WAL journal with `synchronous=FULL`. In WAL mode a commit is written to the WAL file before
 * `run()` returns, so it already survives the process being SIGKILLed with `NORMAL` (the bytes are in the
 * OS page cache); what `NORMAL` can lose is the last commits on an OS crash or power cut, because it only
 * fsyncs at checkpoints. We answer "saved" to the user after a favourites edit or a login, and these writes
 * are rare (a few per user per day), so the one fsync per commit that FULL costs is worth paying to make
 * an acknowledged write survive power loss as well.
 */
export function openDatabase(options: OpenDatabaseOptions = {}): Db {
  const dataDir = options.dataDir ?? join(process.cwd(), ".data");
  let db: Db;
  if (dataDir === ":memory:") {
    db = new Database(":memory:");
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    db = new Database(join(dir, DATABASE_FILE_NAME));
    db.pragma("journal_mode = WAL");
  }
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

/** Applies the migrations the database has not seen yet, each in its own transaction. */
export function migrate(db: Db): void {
  const current = db.pragma("user_version", { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(
      `database schema version ${current} is newer than this server knows (${MIGRATIONS.length})`,
    );
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    const step = db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.pragma(`user_version = ${version + 1}`);
    });
    step();
  }
}

/** The schema version the database is at. */
export function schemaVersion(db: Db): number {
  return db.pragma("user_version", { simple: true }) as number;
}
