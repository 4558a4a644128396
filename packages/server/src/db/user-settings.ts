import { InputError } from "./input-error";
import type { Db } from "./sql";

/**
 * A user's settings documents: one JSON text per (user, name), replaced whole on every save. The app
 * keeps its saved board layouts here in the login build (`layouts`); the HTTP layer validates a
 * document's shape, this layer bounds its size and its name.
 */

/** Largest stored document, in UTF-16 code units of its JSON text. */
export const MAX_SETTING_LENGTH = 64 * 1024;
/** Names of documents: lower-case letters, digits and dashes. */
const SETTING_NAME = /^[a-z][a-z0-9-]{0,39}$/;

function checkName(name: string): void {
  if (!SETTING_NAME.test(name)) throw new InputError("BAD_SETTING", `unknown setting ${name}`);
}

/** The stored JSON text of the user's document `name`, or null when there is none. */
export async function loadUserSetting(db: Db, userId: number, name: string): Promise<string | null> {
  checkName(name);
  const row = await db.get<{ value: string }>(
    "SELECT value FROM user_settings WHERE user_id = ? AND name = ?",
    [userId, name],
  );
  return row?.value ?? null;
}

/** Stores (inserts or replaces) the user's document `name`. */
export async function saveUserSetting(
  db: Db,
  userId: number,
  name: string,
  value: string,
  now: number,
): Promise<void> {
  checkName(name);
  if (value.length > MAX_SETTING_LENGTH)
    throw new InputError("TOO_LARGE", `a setting holds at most ${MAX_SETTING_LENGTH} characters`);
  await db.run(
    `INSERT INTO user_settings (user_id, name, value, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    [userId, name, value, now],
  );
}
