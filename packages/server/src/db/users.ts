import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { InputError } from "./input-error";
import type { SqlExecutor } from "./sql";

/** scrypt parameters: N=2^14, r=8, p=1 (16 MiB of memory per hash), 64-byte key, 16-byte random salt. */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

/** The demo account created on first start (cited by the README). */
export const DEMO_USER = { username: "demo", password: "Demo@1234", fullName: "Nguyễn Văn Demo" } as const;

/** Usernames are trading account numbers or short logins: letters, digits and `._@-`, 1 to 64 chars. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;
/** Longer passwords are refused before hashing. */
export const MAX_PASSWORD_LENGTH = 256;

export interface UserRecord {
  id: number;
  username: string;
  fullName: string;
  createdAt: number;
}

export interface NewUser {
  username: string;
  password: string;
  fullName: string;
}

interface UserRow {
  id: number;
  username: string;
  full_name: string;
  password_hash: Buffer;
  password_salt: Buffer;
  created_at: number;
}

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  const { N, r, p, keyLength } = SCRYPT_PARAMS;
  return new Promise((resolvePromise, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolvePromise(key),
    );
  });
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string): Promise<{ hash: Buffer; salt: Buffer }> {
  const salt = randomBytes(SCRYPT_PARAMS.saltLength);
  return { hash: await scryptAsync(password, salt), salt };
}

/** Constant-time comparison of a candidate password against a stored hash and salt. */
export async function verifyPassword(password: string, hash: Buffer, salt: Buffer): Promise<boolean> {
  const candidate = await scryptAsync(password, salt);
  return candidate.length === hash.length && timingSafeEqual(candidate, hash);
}

function toRecord(row: UserRow): UserRecord {
  return { id: row.id, username: row.username, fullName: row.full_name, createdAt: row.created_at };
}

const USER_COLUMNS = "id, username, full_name, password_hash, password_salt, created_at";

function findRow(db: SqlExecutor, username: string): Promise<UserRow | undefined> {
  return db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = lower(?)`, [username]);
}

/** The user with this username (case-insensitive), or undefined. */
export async function findUser(db: SqlExecutor, username: string): Promise<UserRecord | undefined> {
  const row = await findRow(db, username);
  return row ? toRecord(row) : undefined;
}

export async function findUserById(db: SqlExecutor, id: number): Promise<UserRecord | undefined> {
  const row = await db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]);
  return row ? toRecord(row) : undefined;
}

/** Creates a user. Throws InputError on a bad or taken username, an empty or too long password. */
export async function createUser(
  db: SqlExecutor,
  user: NewUser,
  now: number = Date.now(),
): Promise<UserRecord> {
  const username = user.username.trim();
  const fullName = user.fullName.trim();
  if (!USERNAME_PATTERN.test(username)) {
    throw new InputError("INVALID_USERNAME", "username must be 1 to 64 letters, digits or ._@-");
  }
  if (user.password.length === 0 || user.password.length > MAX_PASSWORD_LENGTH) {
    throw new InputError("INVALID_PASSWORD", `password must be 1 to ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (fullName.length === 0 || fullName.length > 200) {
    throw new InputError("INVALID_FULL_NAME", "full name must be 1 to 200 characters");
  }
  const { hash, salt } = await hashPassword(user.password);
  // One statement decides: the unique username (any case) makes a taken name insert nothing, even when
  // two creations of it race.
  const inserted = await db.get<{ id: number }>(
    `INSERT INTO users (username, full_name, password_hash, password_salt, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
    [username, fullName, hash, salt, now],
  );
  if (!inserted) throw new InputError("USERNAME_TAKEN", "username already exists");
  return { id: inserted.id, username, fullName, createdAt: now };
}

/** A fixed salt/hash pair used to spend the same time on unknown usernames as on known ones. */
let dummyCredential: Promise<{ hash: Buffer; salt: Buffer }> | undefined;

/**
 * Checks a username and password. Returns the user, or undefined when the user is unknown or the password
 * is wrong; both cases cost one scrypt so that timing does not reveal which usernames exist.
 */
export async function verifyUser(
  db: SqlExecutor,
  username: string,
  password: string,
): Promise<UserRecord | undefined> {
  const row = USERNAME_PATTERN.test(username) ? await findRow(db, username) : undefined;
  if (!row || password.length > MAX_PASSWORD_LENGTH) {
    dummyCredential ??= hashPassword("not-a-real-password");
    const dummy = await dummyCredential;
    await verifyPassword(password.slice(0, MAX_PASSWORD_LENGTH), dummy.hash, dummy.salt);
    return undefined;
  }
  const ok = await verifyPassword(password, row.password_hash, row.password_salt);
  return ok ? toRecord(row) : undefined;
}

/** Creates the demo user when it does not exist yet. Returns true when it was created. */
export async function ensureDemoUser(db: SqlExecutor): Promise<boolean> {
  if (await findRow(db, DEMO_USER.username)) return false;
  try {
    await createUser(db, DEMO_USER);
    return true;
  } catch (err) {
    // Two concurrent first starts: the other one created it.
    if (err instanceof InputError && err.reason === "USERNAME_TAKEN") return false;
    throw err;
  }
}
