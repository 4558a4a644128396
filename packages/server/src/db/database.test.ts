import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCategoryCode, createCategory, loadCategories } from "./categories";
import { openDatabase } from "./database";
import { MIGRATIONS } from "./migrations";
import { DATABASE_ENGINES, useTestDatabases } from "./testing/test-databases";
import { createUser, findUser } from "./users";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "vnboard-db-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.each(DATABASE_ENGINES)("database (%s)", (engine) => {
  const databases = useTestDatabases(engine);

  it("opens at the latest schema", async () => {
    const db = await databases.open();
    expect(db.engine).toBe(engine);
    expect(await db.schemaVersion()).toBe(MIGRATIONS.length);
  });

  it("keeps users and lists after closing and reopening, and does not re-run migrations", async () => {
    const location = await databases.location();
    const db = await location.open();
    const user = await createUser(db, { username: "058C123456", password: "pw", fullName: "Trần Thị B" });
    const list = await createCategory(db, user.id, "Ngân hàng");
    await addCategoryCode(db, user.id, list.id, "vcb");
    await db.close();

    const again = await location.open();
    expect((await findUser(again, "058c123456"))?.fullName).toBe("Trần Thị B");
    expect(await loadCategories(again, user.id)).toEqual([
      { id: list.id, name: "Ngân hàng", codes: ["VCB"] },
    ]);
    expect(await again.schemaVersion()).toBe(MIGRATIONS.length);
  });

  it("refuses a database from a newer server", async () => {
    const location = await databases.location();
    const db = await location.open();
    if (engine === "sqlite") await db.run(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    else await db.run("UPDATE schema_version SET version = ?", [MIGRATIONS.length + 1]);
    await db.close();
    await expect(location.open()).rejects.toThrow(/newer/);
  });

  it("deletes a user's lists, codes and orders with the user (foreign keys cascade)", async () => {
    const db = await databases.open();
    const user = await createUser(db, { username: "u1", password: "pw", fullName: "U" });
    const list = await createCategory(db, user.id, "L");
    await addCategoryCode(db, user.id, list.id, "FPT");
    await db.run(
      "INSERT INTO orders (user_id, code, side, price, quantity, status, created_at, updated_at) VALUES (?, 'FPT', 'B', 1, 100, 'open', 0, 0)",
      [user.id],
    );
    await db.run("DELETE FROM users WHERE id = ?", [user.id]);
    expect(await db.get("SELECT COUNT(*) AS n FROM category_codes")).toEqual({ n: 0 });
    expect(await db.get("SELECT COUNT(*) AS n FROM orders")).toEqual({ n: 0 });
  });

  it("rolls a transaction back when it throws, and commits it when it resolves", async () => {
    const db = await databases.open();
    await expect(
      db.transaction(["t"], async (tx) => {
        await createUser(tx, { username: "ghost", password: "pw", fullName: "G" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await findUser(db, "ghost")).toBeUndefined();
    await db.transaction(["t"], (tx) => createUser(tx, { username: "kept", password: "pw", fullName: "K" }));
    expect(await findUser(db, "kept")).toBeDefined();
  });
});

describe("openDatabase (SQLite)", () => {
  it("opens a file in WAL mode with synchronous FULL and foreign keys on", async () => {
    const db = openDatabase({ dataDir: tempDir() });
    expect(db.handle.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.handle.pragma("synchronous", { simple: true })).toBe(2); // FULL
    expect(db.handle.pragma("foreign_keys", { simple: true })).toBe(1);
    await db.close();
  });

  it("answers the username lookups from an index", async () => {
    const db = openDatabase({ dataDir: ":memory:" });
    const plan = (sql: string) =>
      (db.handle.prepare(`EXPLAIN QUERY PLAN ${sql}`).all("x") as { detail: string }[])
        .map((r) => r.detail)
        .join();
    expect(plan("SELECT id FROM users WHERE lower(username) = lower(?)")).toMatch(
      /USING (COVERING )?INDEX users_username_lower/,
    );
    expect(plan("SELECT COUNT(*) FROM login_attempts WHERE lower(username) = lower(?)")).toMatch(
      /USING (COVERING )?INDEX login_attempts_username_lower/,
    );
    await db.close();
  });

  it("upgrades a file made by the previous release (schema version 1)", async () => {
    const dir = tempDir();
    const Database = (await import("better-sqlite3")).default;
    const old = new Database(join(dir, "vnboard.sqlite"));
    old.exec(MIGRATIONS[0]!.sqlite);
    old.pragma("user_version = 1");
    old
      .prepare(
        "INSERT INTO users (username, full_name, password_hash, password_salt, created_at) VALUES ('Old', 'O', x'00', x'00', 1)",
      )
      .run();
    old.close();
    const db = openDatabase({ dataDir: dir });
    expect(await db.schemaVersion()).toBe(MIGRATIONS.length);
    expect((await findUser(db, "OLD"))?.username).toBe("Old");
    expect(await db.all("SELECT id FROM orders")).toEqual([]);
    await db.close();
  });

  it("keeps an acknowledged write when the process is killed with SIGKILL right after it", async () => {
    const dir = tempDir();
    // A child process opens the database, writes a list, says so on stdout, then waits to be killed.
    const script = `
      import { openDatabase } from ${JSON.stringify(join(import.meta.dirname, "database.ts"))};
      import { createUser } from ${JSON.stringify(join(import.meta.dirname, "users.ts"))};
      import { createCategory } from ${JSON.stringify(join(import.meta.dirname, "categories.ts"))};
      const db = openDatabase({ dataDir: ${JSON.stringify(dir)} });
      const user = await createUser(db, { username: "killed", password: "pw", fullName: "K" });
      await createCategory(db, user.id, "survives");
      process.stdout.write("written\\n");
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolveWrite, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("written")) resolveWrite();
      });
      child.on("exit", (code) => reject(new Error(`child exited early with ${code}`)));
    });
    const exited = new Promise((r) => child.on("exit", r));
    child.kill("SIGKILL");
    await exited;

    const db = openDatabase({ dataDir: dir });
    const user = await findUser(db, "killed");
    expect(user).toBeDefined();
    expect((await loadCategories(db, user!.id)).map((c) => c.name)).toEqual(["survives"]);
    await db.close();
  });
});
