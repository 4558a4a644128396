import type { Db } from "./database";
import { InputError } from "./input-error";

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

function ownedCategory(db: Db, userId: number, categoryId: number): CategoryRow {
  const row = db
    .prepare("SELECT id, name FROM categories WHERE id = ? AND user_id = ?")
    .get(categoryId, userId) as CategoryRow | undefined;
  if (!row) throw new InputError("LIST_NOT_FOUND", `favourites list ${categoryId} not found`, 404);
  return row;
}

function codesOf(db: Db, categoryId: number): string[] {
  return (
    db.prepare("SELECT code FROM category_codes WHERE category_id = ? ORDER BY id").all(categoryId) as {
      code: string;
    }[]
  ).map((r) => r.code);
}

/** Every list of a user, oldest first. */
export function loadCategories(db: Db, userId: number): Category[] {
  const lists = db
    .prepare("SELECT id, name FROM categories WHERE user_id = ? ORDER BY id")
    .all(userId) as CategoryRow[];
  return lists.map((l) => ({ id: l.id, name: l.name, codes: codesOf(db, l.id) }));
}

/** One list of a user; throws LIST_NOT_FOUND (404) when it is not theirs. */
export function getCategory(db: Db, userId: number, categoryId: number): Category {
  const row = ownedCategory(db, userId, categoryId);
  return { id: row.id, name: row.name, codes: codesOf(db, row.id) };
}

/** Creates an empty list. */
export function createCategory(db: Db, userId: number, name: unknown, now: number = Date.now()): Category {
  const clean = normalizeCategoryName(name);
  return db.transaction(() => {
    const { n } = db.prepare("SELECT COUNT(*) AS n FROM categories WHERE user_id = ?").get(userId) as {
      n: number;
    };
    if (n >= CATEGORY_LIMITS.maxListsPerUser) {
      throw new InputError("TOO_MANY_LISTS", `at most ${CATEGORY_LIMITS.maxListsPerUser} lists per user`);
    }
    const r = db
      .prepare("INSERT INTO categories (user_id, name, created_at) VALUES (?, ?, ?)")
      .run(userId, clean, now);
    return { id: Number(r.lastInsertRowid), name: clean, codes: [] };
  })();
}

/** Renames a list. */
export function renameCategory(db: Db, userId: number, categoryId: number, name: unknown): Category {
  const clean = normalizeCategoryName(name);
  return db.transaction(() => {
    ownedCategory(db, userId, categoryId);
    db.prepare("UPDATE categories SET name = ? WHERE id = ?").run(clean, categoryId);
    return { id: categoryId, name: clean, codes: codesOf(db, categoryId) };
  })();
}

/** Deletes a list and its codes. */
export function deleteCategory(db: Db, userId: number, categoryId: number): void {
  db.transaction(() => {
    ownedCategory(db, userId, categoryId);
    db.prepare("DELETE FROM categories WHERE id = ?").run(categoryId);
  })();
}

/** Adds a code at the end of a list; adding a code already there changes nothing. */
export function addCategoryCode(db: Db, userId: number, categoryId: number, code: unknown): Category {
  const clean = normalizeSymbolCode(code);
  return db.transaction(() => {
    const row = ownedCategory(db, userId, categoryId);
    const codes = codesOf(db, categoryId);
    if (codes.includes(clean)) return { id: row.id, name: row.name, codes };
    if (codes.length >= CATEGORY_LIMITS.maxCodesPerList) {
      throw new InputError("TOO_MANY_CODES", `at most ${CATEGORY_LIMITS.maxCodesPerList} codes per list`);
    }
    db.prepare("INSERT INTO category_codes (category_id, code) VALUES (?, ?)").run(categoryId, clean);
    codes.push(clean);
    return { id: row.id, name: row.name, codes };
  })();
}

/** Removes a code from a list; removing a code not there changes nothing. */
export function removeCategoryCode(db: Db, userId: number, categoryId: number, code: unknown): Category {
  const clean = normalizeSymbolCode(code);
  return db.transaction(() => {
    const row = ownedCategory(db, userId, categoryId);
    db.prepare("DELETE FROM category_codes WHERE category_id = ? AND code = ?").run(categoryId, clean);
    return { id: row.id, name: row.name, codes: codesOf(db, categoryId) };
  })();
}
