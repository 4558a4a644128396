import { describe, expect, it } from "vitest";
import { DATABASE_ENGINES, useTestDatabases } from "./testing/test-databases";
import { loadUserSetting, MAX_SETTING_LENGTH, saveUserSetting } from "./user-settings";
import { createUser } from "./users";

describe.each(DATABASE_ENGINES)("user settings (%s)", (engine) => {
  const databases = useTestDatabases(engine);

  async function setup() {
    const db = await databases.open();
    const alice = await createUser(db, { username: "alice", password: "pw", fullName: "A" });
    const bob = await createUser(db, { username: "bob", password: "pw", fullName: "B" });
    return { db, alice: alice.id, bob: bob.id };
  }

  it("stores one document per user and name, replaced whole, apart from other users'", async () => {
    const { db, alice, bob } = await setup();
    expect(await loadUserSetting(db, alice, "layouts")).toBeNull();
    await saveUserSetting(db, alice, "layouts", '{"v":1}', 1000);
    await saveUserSetting(db, alice, "layouts", '{"v":2,"name":"Khối ngoại"}', 2000);
    await saveUserSetting(db, bob, "layouts", '{"v":3}', 2000);
    expect(await loadUserSetting(db, alice, "layouts")).toBe('{"v":2,"name":"Khối ngoại"}');
    expect(await loadUserSetting(db, bob, "layouts")).toBe('{"v":3}');
    expect(await loadUserSetting(db, alice, "other")).toBeNull();
  });

  it("refuses an odd name or a document over the limit, and keeps the stored one", async () => {
    const { db, alice } = await setup();
    await saveUserSetting(db, alice, "layouts", "{}", 1);
    await expect(saveUserSetting(db, alice, "Layouts;", "{}", 2)).rejects.toMatchObject({
      reason: "BAD_SETTING",
    });
    await expect(
      saveUserSetting(db, alice, "layouts", "x".repeat(MAX_SETTING_LENGTH + 1), 2),
    ).rejects.toMatchObject({ reason: "TOO_LARGE" });
    expect(await loadUserSetting(db, alice, "layouts")).toBe("{}");
  });

  it("goes with its user", async () => {
    const { db, alice } = await setup();
    await saveUserSetting(db, alice, "layouts", "{}", 1);
    await db.run("DELETE FROM users WHERE id = ?", [alice]);
    expect(await db.get("SELECT * FROM user_settings")).toBeUndefined();
  });
});
