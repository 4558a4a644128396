import { InputError } from "./input-error";
import type { Db, SqlExecutor } from "./sql";

/** Limits of the favourites feature. */
export const CATEGORY_LIMITS = {
  maxNameLength: 50,
  maxListsPerUser: 20,
  maxCodesPerList: 200,
} as const;

/** A symbol code after upper-casing: 1 to 20 letters or digits. */
export const SYMBOL_CODE_PATTERN = /^[A-Z0-9]{1,20}$/;

/** One favourites list, codes in the order they were added. */
export interface Category {
  id: number;
  name: string;
  codes: string[];
}

/** C0 controls and DEL, plus the invisible ones that make a name display as another: bidi marks,
 * embeddings, overrides and isolates, zero-width spaces and joiners, the byte-order mark. */
const CONTROL_CHARS = /[\u0000-\u001f\u007f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** Trims and checks a list name; throws InputError INVALID_NAME. */
export function normalizeCategoryName(name: unknown): string {
  if (typeof name !== "string") throw new InputError("INVALID_NAME", "list name must be a string");
  const trimmed = name.trim().normalize("NFC");
  if (trimmed.length === 0) throw new InputError("INVALID_NAME", "list name must not be empty");
  if ([...trimmed].length > CATEGORY_LIMITS.maxNameLength) {
    throw new InputError(
      "INVALID_NAME",
      `list name must be at most ${CATEGORY_LIMITS.maxNameLength} characters`,
    );
  }
  if (CONTROL_CHARS.test(trimmed))
    throw new InputError(
      "INVALID_NAME",
      "list name contains control, bidirectional or zero-width characters",
    );
  return trimmed;
}

/** Trims and upper-cases a symbol code; throws InputError INVALID_CODE. */
export function normalizeSymbolCode(code: unknown): string {
  if (typeof code !== "string") throw new InputError("INVALID_CODE", "symbol code must be a string");
  const upper = code.trim().toUpperCase();
  if (!SYMBOL_CODE_PATTERN.test(upper)) {
    throw new InputError("INVALID_CODE", "symbol code must be 1 to 20 letters or digits");
  }
  return upper;
}

interface CategoryRow {
  id: number;
  name: string;
}

/** The lock a user's list edits take: their counts (lists per user, codes per list) hold at commit. */
function userLock(userId: number): string {
  return `user:${userId}`;
}

async function ownedCategory(db: SqlExecutor, userId: number, categoryId: number): Promise<CategoryRow> {
  const row = await db.get<CategoryRow>("SELECT id, name FROM categories WHERE id = ? AND user_id = ?", [
    categoryId,
    userId,
  ]);
  if (!row) throw new InputError("LIST_NOT_FOUND", `favourites list ${categoryId} not found`, 404);
  return row;
}

async function codesOf(db: SqlExecutor, categoryId: number): Promise<string[]> {
  const rows = await db.all<{ code: string }>(
    "SELECT code FROM category_codes WHERE category_id = ? ORDER BY id",
    [categoryId],
  );
  return rows.map((r) => r.code);
}

/** Every list of a user, oldest first; two queries whatever the number of lists. */
export async function loadCategories(db: SqlExecutor, userId: number): Promise<Category[]> {
  const lists = await db.all<CategoryRow>("SELECT id, name FROM categories WHERE user_id = ? ORDER BY id", [
    userId,
  ]);
  const codes = await db.all<{ category_id: number; code: string }>(
    `SELECT cc.category_id, cc.code
       FROM category_codes cc JOIN categories c ON c.id = cc.category_id
      WHERE c.user_id = ?
      ORDER BY cc.id`,
    [userId],
  );
  const byList = new Map<number, string[]>(lists.map((l) => [l.id, []]));
  for (const row of codes) byList.get(row.category_id)?.push(row.code);
  return lists.map((l) => ({ id: l.id, name: l.name, codes: byList.get(l.id) ?? [] }));
}

/** One list of a user; throws LIST_NOT_FOUND (404) when it is not theirs. */
export async function getCategory(db: SqlExecutor, userId: number, categoryId: number): Promise<Category> {
  const row = await ownedCategory(db, userId, categoryId);
  return { id: row.id, name: row.name, codes: await codesOf(db, row.id) };
}

/** Creates an empty list. */
export async function createCategory(
  db: Db,
  userId: number,
  name: unknown,
  now: number = Date.now(),
): Promise<Category> {
  const clean = normalizeCategoryName(name);
  return db.transaction([userLock(userId)], async (tx) => {
    const counted = await tx.get<{ n: number }>("SELECT COUNT(*) AS n FROM categories WHERE user_id = ?", [
      userId,
    ]);
    if ((counted?.n ?? 0) >= CATEGORY_LIMITS.maxListsPerUser) {
      throw new InputError("TOO_MANY_LISTS", `at most ${CATEGORY_LIMITS.maxListsPerUser} lists per user`);
    }
    const inserted = await tx.get<{ id: number }>(
      "INSERT INTO categories (user_id, name, created_at) VALUES (?, ?, ?) RETURNING id",
      [userId, clean, now],
    );
    if (!inserted) throw new Error("INSERT ... RETURNING answered no row");
    return { id: inserted.id, name: clean, codes: [] };
  });
}

/** Renames a list. */
export async function renameCategory(
  db: Db,
  userId: number,
  categoryId: number,
  name: unknown,
): Promise<Category> {
  const clean = normalizeCategoryName(name);
  return db.transaction([userLock(userId)], async (tx) => {
    await ownedCategory(tx, userId, categoryId);
    await tx.run("UPDATE categories SET name = ? WHERE id = ?", [clean, categoryId]);
    return { id: categoryId, name: clean, codes: await codesOf(tx, categoryId) };
  });
}

/** Deletes a list and its codes. */
export async function deleteCategory(db: Db, userId: number, categoryId: number): Promise<void> {
  await db.transaction([userLock(userId)], async (tx) => {
    await ownedCategory(tx, userId, categoryId);
    await tx.run("DELETE FROM categories WHERE id = ?", [categoryId]);
  });
}

/** Adds a code at the end of a list; adding a code already there changes nothing. */
export async function addCategoryCode(
  db: Db,
  userId: number,
  categoryId: number,
  code: unknown,
): Promise<Category> {
  const clean = normalizeSymbolCode(code);
  return db.transaction([userLock(userId)], async (tx) => {
    const row = await ownedCategory(tx, userId, categoryId);
    const codes = await codesOf(tx, categoryId);
    if (codes.includes(clean)) return { id: row.id, name: row.name, codes };
    if (codes.length >= CATEGORY_LIMITS.maxCodesPerList) {
      throw new InputError("TOO_MANY_CODES", `at most ${CATEGORY_LIMITS.maxCodesPerList} codes per list`);
    }
    await tx.run("INSERT INTO category_codes (category_id, code) VALUES (?, ?)", [categoryId, clean]);
    codes.push(clean);
    return { id: row.id, name: row.name, codes };
  });
}

/** Removes a code from a list; removing a code not there changes nothing. */
export async function removeCategoryCode(
  db: Db,
  userId: number,
  categoryId: number,
  code: unknown,
): Promise<Category> {
  const clean = normalizeSymbolCode(code);
  return db.transaction([userLock(userId)], async (tx) => {
    const row = await ownedCategory(tx, userId, categoryId);
    await tx.run("DELETE FROM category_codes WHERE category_id = ? AND code = ?", [categoryId, clean]);
    return { id: row.id, name: row.name, codes: await codesOf(tx, categoryId) };
  });
}
