import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCategoryCode, createCategory, loadCategories } from "./categories";
import { openDatabase, schemaVersion } from "./database";
import { MIGRATIONS } from "./migrations";
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

describe("openDatabase", () => {
  it("opens a file in WAL mode with synchronous FULL and foreign keys on, at the latest schema", () => {
    const db = openDatabase({ dataDir: tempDir() });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(2); // FULL
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    db.close();
  });

  it("accepts :memory: for throw-away databases", () => {
    const db = openDatabase({ dataDir: ":memory:" });
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    db.close();
  });

  it("keeps users and lists after closing and reopening the file, and does not re-run migrations", async () => {
    const dir = tempDir();
    const db = openDatabase({ dataDir: dir });
    const user = await createUser(db, { username: "058C123456", password: "pw", fullName: "Trần Thị B" });
    const list = createCategory(db, user.id, "Ngân hàng");
    addCategoryCode(db, user.id, list.id, "vcb");
    db.close();

    const again = openDatabase({ dataDir: dir });
    expect(findUser(again, "058c123456")?.fullName).toBe("Trần Thị B");
    expect(loadCategories(again, user.id)).toEqual([{ id: list.id, name: "Ngân hàng", codes: ["VCB"] }]);
    expect(schemaVersion(again)).toBe(MIGRATIONS.length);
    again.close();
  });

  it("refuses a database from a newer server", () => {
    const dir = tempDir();
    const db = openDatabase({ dataDir: dir });
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openDatabase({ dataDir: dir })).toThrow(/newer/);
  });

  it("deletes a user's lists and codes with the user (foreign keys cascade)", async () => {
    const db = openDatabase({ dataDir: ":memory:" });
    const user = await createUser(db, { username: "u1", password: "pw", fullName: "U" });
    const list = createCategory(db, user.id, "L");
    addCategoryCode(db, user.id, list.id, "FPT");
    db.prepare("DELETE FROM users WHERE id = ?").run(user.id);
    expect(db.prepare("SELECT COUNT(*) AS n FROM category_codes").get()).toEqual({ n: 0 });
    db.close();
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
      createCategory(db, user.id, "survives");
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
    const user = findUser(db, "killed");
    expect(user).toBeDefined();
    expect(loadCategories(db, user!.id).map((c) => c.name)).toEqual(["survives"]);
    db.close();
  });
});
