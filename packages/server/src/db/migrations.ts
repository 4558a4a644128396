/**
 * Schema migrations, applied in order; `PRAGMA user_version` records how many have run.
 * Never edit a released entry: append a new one.
 *
 * Favourite codes live in a child table rather than a comma list: uniqueness (UNIQUE(category_id, code))
 * and the per-list count are enforced by SQL, adding or removing one code is a single-row write with no
 * read-modify-write of a string, and `ON DELETE CASCADE` cleans up with the list. The REST answer joins
 * them back into the comma list the spec shows.
 *
 * Times are Unix milliseconds (INTEGER).
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
    full_name     TEXT NOT NULL,
    password_hash BLOB NOT NULL,
    password_salt BLOB NOT NULL,
    created_at    INTEGER NOT NULL
  );

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked    INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX sessions_user ON sessions(user_id);
  CREATE INDEX sessions_expiry ON sessions(expires_at);

  CREATE TABLE categories (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX categories_user ON categories(user_id);

  CREATE TABLE category_codes (
    id          INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
    code        TEXT NOT NULL,
    UNIQUE (category_id, code)
  );

  CREATE TABLE login_attempts (
    id         INTEGER PRIMARY KEY,
    username   TEXT NOT NULL COLLATE NOCASE,
    ip         TEXT NOT NULL,
    at         INTEGER NOT NULL
  );
  CREATE INDEX login_attempts_username ON login_attempts(username, at);
  CREATE INDEX login_attempts_ip ON login_attempts(ip, at);
  `,
];
