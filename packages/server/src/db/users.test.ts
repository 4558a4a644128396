import { describe, expect, it } from "vitest";
import { InputError } from "./input-error";
import { DATABASE_ENGINES, useTestDatabases } from "./testing/test-databases";
import { createUser, DEMO_USER, ensureDemoUser, findUser, verifyPassword, verifyUser } from "./users";

describe.each(DATABASE_ENGINES)("users (%s)", (engine) => {
  const databases = useTestDatabases(engine);

  it("stores a 64-byte scrypt hash with a 16-byte random salt, never the password", async () => {
    const db = await databases.open();
    await createUser(db, { username: "a1", password: "Secret#1", fullName: "A" });
    await createUser(db, { username: "a2", password: "Secret#1", fullName: "A" });
    const rows = await db.all<{ h: Buffer; s: Buffer }>(
      "SELECT password_hash AS h, password_salt AS s FROM users ORDER BY id",
    );
    expect(rows.map((r) => [r.h.length, r.s.length])).toEqual([
      [64, 16],
      [64, 16],
    ]);
    expect(rows[0]!.s.equals(rows[1]!.s)).toBe(false);
    expect(rows[0]!.h.equals(rows[1]!.h)).toBe(false);
    expect(await verifyPassword("Secret#1", rows[0]!.h, rows[0]!.s)).toBe(true);
  });

  it("verifies the right password and refuses a wrong one or an unknown user", async () => {
    const db = await databases.open();
    await createUser(db, { username: "058C000001", password: "Đúng@123", fullName: "B" });
    expect((await verifyUser(db, "058C000001", "Đúng@123"))?.username).toBe("058C000001");
    expect((await verifyUser(db, "058c000001", "Đúng@123"))?.username).toBe("058C000001");
    expect(await verifyUser(db, "058C000001", "Đúng@124")).toBeUndefined();
    expect(await verifyUser(db, "nobody", "Đúng@123")).toBeUndefined();
    expect(await verifyUser(db, "' OR 1=1 --", "x")).toBeUndefined();
  });

  it("refuses duplicate usernames (case-insensitive) and malformed ones", async () => {
    const db = await databases.open();
    const first = await createUser(db, { username: "Trader", password: "pw", fullName: "T" });
    await expect(
      createUser(db, { username: "trader", password: "pw", fullName: "T" }),
    ).rejects.toBeInstanceOf(InputError);
    await expect(createUser(db, { username: "a b", password: "pw", fullName: "T" })).rejects.toThrow(
      /username/,
    );
    await expect(createUser(db, { username: "ok", password: "", fullName: "T" })).rejects.toThrow(/password/);
    expect(await findUser(db, "TRADER")).toEqual(first);
    expect(await db.get("SELECT COUNT(*) AS n FROM users")).toEqual({ n: 1 });
  });

  it("creates one user when the same name is created twice at once", async () => {
    const db = await databases.open();
    const results = await Promise.allSettled([
      createUser(db, { username: "twin", password: "pw", fullName: "One" }),
      createUser(db, { username: "TWIN", password: "pw", fullName: "Two" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ reason: "USERNAME_TAKEN" });
  });

  it("creates the demo user once", async () => {
    const db = await databases.open();
    expect(await ensureDemoUser(db)).toBe(true);
    expect(await ensureDemoUser(db)).toBe(false);
    expect((await findUser(db, "demo"))?.fullName).toBe("Nguyễn Văn Demo");
    expect(await verifyUser(db, DEMO_USER.username, "Demo@1234")).toBeDefined();
  });
});
