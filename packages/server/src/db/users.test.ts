import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { InputError } from "./input-error";
import { createUser, DEMO_USER, ensureDemoUser, findUser, verifyPassword, verifyUser } from "./users";

describe("users", () => {
  it("stores a 64-byte scrypt hash with a 16-byte random salt, never the password", async () => {
    const db = openDatabase({ dataDir: ":memory:" });
    await createUser(db, { username: "a1", password: "Secret#1", fullName: "A" });
    await createUser(db, { username: "a2", password: "Secret#1", fullName: "A" });
    const rows = db.prepare("SELECT password_hash AS h, password_salt AS s FROM users ORDER BY id").all() as {
      h: Buffer;
      s: Buffer;
    }[];
    expect(rows.map((r) => [r.h.length, r.s.length])).toEqual([
      [64, 16],
      [64, 16],
    ]);
    expect(rows[0]!.s.equals(rows[1]!.s)).toBe(false);
    expect(rows[0]!.h.equals(rows[1]!.h)).toBe(false);
    expect(await verifyPassword("Secret#1", rows[0]!.h, rows[0]!.s)).toBe(true);
    db.close();
  });

  it("verifies the right password and refuses a wrong one or an unknown user", async () => {
    const db = openDatabase({ dataDir: ":memory:" });
    await createUser(db, { username: "058C000001", password: "Đúng@123", fullName: "B" });
    expect((await verifyUser(db, "058C000001", "Đúng@123"))?.username).toBe("058C000001");
    expect(await verifyUser(db, "058C000001", "Đúng@124")).toBeUndefined();
    expect(await verifyUser(db, "nobody", "Đúng@123")).toBeUndefined();
    expect(await verifyUser(db, "' OR 1=1 --", "x")).toBeUndefined();
    db.close();
  });

  it("refuses duplicate usernames (case-insensitive) and malformed ones", async () => {
    const db = openDatabase({ dataDir: ":memory:" });
    await createUser(db, { username: "Trader", password: "pw", fullName: "T" });
    await expect(
      createUser(db, { username: "trader", password: "pw", fullName: "T" }),
    ).rejects.toBeInstanceOf(InputError);
    await expect(createUser(db, { username: "a b", password: "pw", fullName: "T" })).rejects.toThrow(
      /username/,
    );
    await expect(createUser(db, { username: "ok", password: "", fullName: "T" })).rejects.toThrow(/password/);
    db.close();
  });

  it("creates the demo user once", async () => {
    const db = openDatabase({ dataDir: ":memory:" });
    expect(await ensureDemoUser(db)).toBe(true);
    expect(await ensureDemoUser(db)).toBe(false);
    expect(findUser(db, "demo")?.fullName).toBe("Nguyễn Văn Demo");
    expect(await verifyUser(db, DEMO_USER.username, "Demo@1234")).toBeDefined();
    db.close();
  });
});
