import { describe, expect, it } from "vitest";
import {
  addCategoryCode,
  CATEGORY_LIMITS,
  createCategory,
  deleteCategory,
  getCategory,
  loadCategories,
  removeCategoryCode,
  renameCategory,
} from "./categories";
import { openDatabase } from "./database";
import { InputError } from "./input-error";
import { createUser } from "./users";

async function setup() {
  const db = openDatabase({ dataDir: ":memory:" });
  const alice = await createUser(db, { username: "alice", password: "pw", fullName: "A" });
  const bob = await createUser(db, { username: "bob", password: "pw", fullName: "B" });
  return { db, alice: alice.id, bob: bob.id };
}

function reasonOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof InputError) return err.reason;
    throw err;
  }
  return undefined;
}

describe("favourites lists", () => {
  it("creates, fills, reorders by insertion, renames and deletes a list", async () => {
    const { db, alice } = await setup();
    const list = createCategory(db, alice, "  Ngân hàng  ");
    expect(list).toEqual({ id: list.id, name: "Ngân hàng", codes: [] });
    addCategoryCode(db, alice, list.id, "vcb");
    addCategoryCode(db, alice, list.id, " TCB ");
    addCategoryCode(db, alice, list.id, "VCB"); // already there: no change
    expect(getCategory(db, alice, list.id).codes).toEqual(["VCB", "TCB"]);
    removeCategoryCode(db, alice, list.id, "vcb");
    removeCategoryCode(db, alice, list.id, "HPG"); // not there: no change
    expect(renameCategory(db, alice, list.id, "Banks")).toEqual({
      id: list.id,
      name: "Banks",
      codes: ["TCB"],
    });
    deleteCategory(db, alice, list.id);
    expect(loadCategories(db, alice)).toEqual([]);
    db.close();
  });

  it("validates names and codes", async () => {
    const { db, alice } = await setup();
    expect(reasonOf(() => createCategory(db, alice, "   "))).toBe("INVALID_NAME");
    expect(reasonOf(() => createCategory(db, alice, "x".repeat(51)))).toBe("INVALID_NAME");
    expect(reasonOf(() => createCategory(db, alice, "a\u0000b"))).toBe("INVALID_NAME");
    expect(createCategory(db, alice, "ổ".repeat(50)).name).toHaveLength(50);
    const { id } = createCategory(db, alice, "L");
    for (const bad of ["", "FPT;DROP", "../etc", "A".repeat(21), "FP T", "ＦＰＴ"]) {
      expect(reasonOf(() => addCategoryCode(db, alice, id, bad))).toBe("INVALID_CODE");
    }
    db.close();
  });

  it("keeps each user's lists private", async () => {
    const { db, alice, bob } = await setup();
    const { id } = createCategory(db, alice, "mine");
    expect(reasonOf(() => addCategoryCode(db, bob, id, "FPT"))).toBe("LIST_NOT_FOUND");
    expect(reasonOf(() => renameCategory(db, bob, id, "x"))).toBe("LIST_NOT_FOUND");
    expect(reasonOf(() => deleteCategory(db, bob, id))).toBe("LIST_NOT_FOUND");
    expect(loadCategories(db, bob)).toEqual([]);
    db.close();
  });

  it("enforces 20 lists per user and 200 codes per list", async () => {
    const { db, alice } = await setup();
    for (let i = 0; i < CATEGORY_LIMITS.maxListsPerUser; i++) createCategory(db, alice, `L${i}`);
    expect(reasonOf(() => createCategory(db, alice, "one more"))).toBe("TOO_MANY_LISTS");
    const id = loadCategories(db, alice)[0]!.id;
    for (let i = 0; i < CATEGORY_LIMITS.maxCodesPerList; i++) addCategoryCode(db, alice, id, `C${i}`);
    expect(reasonOf(() => addCategoryCode(db, alice, id, "LAST"))).toBe("TOO_MANY_CODES");
    expect(getCategory(db, alice, id).codes).toHaveLength(200);
    db.close();
  });
});
