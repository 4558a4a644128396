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
import { InputError } from "./input-error";
import { DATABASE_ENGINES, useTestDatabases } from "./testing/test-databases";
import { createUser } from "./users";

async function reasonOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof InputError) return err.reason;
    throw err;
  }
  return undefined;
}

describe.each(DATABASE_ENGINES)("favourites lists (%s)", (engine) => {
  const databases = useTestDatabases(engine);

  async function setup() {
    const db = await databases.open();
    const alice = await createUser(db, { username: "alice", password: "pw", fullName: "A" });
    const bob = await createUser(db, { username: "bob", password: "pw", fullName: "B" });
    return { db, alice: alice.id, bob: bob.id };
  }

  it("creates, fills, reorders by insertion, renames and deletes a list", async () => {
    const { db, alice } = await setup();
    const list = await createCategory(db, alice, "  Ngân hàng  ");
    expect(list).toEqual({ id: list.id, name: "Ngân hàng", codes: [] });
    await addCategoryCode(db, alice, list.id, "vcb");
    await addCategoryCode(db, alice, list.id, " TCB ");
    await addCategoryCode(db, alice, list.id, "VCB"); // already there: no change
    expect((await getCategory(db, alice, list.id)).codes).toEqual(["VCB", "TCB"]);
    await removeCategoryCode(db, alice, list.id, "vcb");
    await removeCategoryCode(db, alice, list.id, "HPG"); // not there: no change
    expect(await renameCategory(db, alice, list.id, "Banks")).toEqual({
      id: list.id,
      name: "Banks",
      codes: ["TCB"],
    });
    await deleteCategory(db, alice, list.id);
    expect(await loadCategories(db, alice)).toEqual([]);
    expect(await db.get("SELECT COUNT(*) AS n FROM category_codes")).toEqual({ n: 0 });
  });

  it("loads every list of a user with its codes in the order they were added", async () => {
    const { db, alice, bob } = await setup();
    const banks = await createCategory(db, alice, "Banks");
    const steel = await createCategory(db, alice, "Steel");
    await createCategory(db, alice, "Empty");
    await addCategoryCode(db, alice, steel.id, "HPG");
    await addCategoryCode(db, alice, banks.id, "VCB");
    await addCategoryCode(db, alice, steel.id, "HSG");
    await addCategoryCode(db, alice, banks.id, "ACB");
    const bobs = await createCategory(db, bob, "Bob's");
    await addCategoryCode(db, bob, bobs.id, "FPT");
    expect((await loadCategories(db, alice)).map((l) => [l.name, l.codes])).toEqual([
      ["Banks", ["VCB", "ACB"]],
      ["Steel", ["HPG", "HSG"]],
      ["Empty", []],
    ]);
  });

  it("validates names and codes", async () => {
    const { db, alice } = await setup();
    expect(await reasonOf(createCategory(db, alice, "   "))).toBe("INVALID_NAME");
    expect(await reasonOf(createCategory(db, alice, "x".repeat(51)))).toBe("INVALID_NAME");
    expect(await reasonOf(createCategory(db, alice, "a\u0000b"))).toBe("INVALID_NAME");
    expect((await createCategory(db, alice, "ổ".repeat(50))).name).toHaveLength(50);
    const { id } = await createCategory(db, alice, "L");
    for (const bad of ["", "FPT;DROP", "../etc", "A".repeat(21), "FP T", "ＦＰＴ"]) {
      expect(await reasonOf(addCategoryCode(db, alice, id, bad))).toBe("INVALID_CODE");
    }
  });

  it("keeps each user's lists private", async () => {
    const { db, alice, bob } = await setup();
    const { id } = await createCategory(db, alice, "mine");
    expect(await reasonOf(addCategoryCode(db, bob, id, "FPT"))).toBe("LIST_NOT_FOUND");
    expect(await reasonOf(renameCategory(db, bob, id, "x"))).toBe("LIST_NOT_FOUND");
    expect(await reasonOf(deleteCategory(db, bob, id))).toBe("LIST_NOT_FOUND");
    expect(await loadCategories(db, bob)).toEqual([]);
  });

  it("enforces 20 lists per user and 200 codes per list", async () => {
    const { db, alice } = await setup();
    for (let i = 0; i < CATEGORY_LIMITS.maxListsPerUser; i++) await createCategory(db, alice, `L${i}`);
    expect(await reasonOf(createCategory(db, alice, "one more"))).toBe("TOO_MANY_LISTS");
    const id = (await loadCategories(db, alice))[0]!.id;
    for (let i = 0; i < CATEGORY_LIMITS.maxCodesPerList; i++) await addCategoryCode(db, alice, id, `C${i}`);
    expect(await reasonOf(addCategoryCode(db, alice, id, "LAST"))).toBe("TOO_MANY_CODES");
    expect((await getCategory(db, alice, id)).codes).toHaveLength(200);
  });

  it("holds the limits when the requests come all at once", async () => {
    const { db, alice } = await setup();
    const created = await Promise.allSettled(
      Array.from({ length: CATEGORY_LIMITS.maxListsPerUser + 5 }, (_, i) =>
        createCategory(db, alice, `P${i}`),
      ),
    );
    expect(created.filter((r) => r.status === "fulfilled")).toHaveLength(CATEGORY_LIMITS.maxListsPerUser);
    expect(await loadCategories(db, alice)).toHaveLength(CATEGORY_LIMITS.maxListsPerUser);
    const id = (await loadCategories(db, alice))[0]!.id;
    const adds = await Promise.allSettled(
      Array.from({ length: CATEGORY_LIMITS.maxCodesPerList + 10 }, (_, i) =>
        addCategoryCode(db, alice, id, `K${i}`),
      ),
    );
    expect(adds.filter((r) => r.status === "fulfilled")).toHaveLength(CATEGORY_LIMITS.maxCodesPerList);
    expect((await getCategory(db, alice, id)).codes).toHaveLength(CATEGORY_LIMITS.maxCodesPerList);
  });
});
