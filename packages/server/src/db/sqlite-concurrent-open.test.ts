import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "./migrations";
import { DATABASE_FILE_NAME, openSqliteDatabase } from "./sqlite-database";

/**
 * docs/deploy.md's layout starts two gateways and the api in one working folder, so they open the same
 * `.data/vnboard.sqlite` at once. Each migration must run once however many processes open a new file
 * together: before, each read the version before taking the write lock, and the second then ran the
 * first's CREATE TABLE again ("table users already exists") and its role failed to start.
 *
 * To open the window every time, the test holds the new file's write lock while the processes open it:
 * they read the version (WAL readers are not blocked) and wait for the lock (busy_timeout), then it lets go.
 */
const MODULE = fileURLToPath(new URL("./sqlite-database.ts", import.meta.url));
const PROCESSES = 4;
const ROUNDS = 3;
const folders: string[] = [];

/** Opens the database of `dataDir` in its own Node process; `opening` is called as it starts to. */
function openInProcess(
  dataDir: string,
  opening: () => void,
): Promise<{ code: number | null; output: string }> {
  const script = `
    import { openSqliteDatabase } from ${JSON.stringify(MODULE)};
    console.log("opening");
    const db = openSqliteDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    console.log("version", await db.schemaVersion());
    await db.close();`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const read = (chunk: Buffer) => {
    if (!output.includes("opening") && (output + chunk.toString()).includes("opening")) opening();
    output += chunk.toString();
  };
  child.stdout.on("data", read);
  child.stderr.on("data", read);
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("SQLite opened by several processes at once", () => {
  it("a new file is migrated once and every process opens it", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const folder = mkdtempSync(join(tmpdir(), "vnboard-sqlite-race-"));
      folders.push(folder);
      const holder = new Database(join(folder, DATABASE_FILE_NAME));
      holder.pragma("journal_mode = WAL");
      holder.exec("BEGIN IMMEDIATE");
      let openingCount = 0;
      let allOpening: () => void = () => {};
      const opening = new Promise<void>((resolve) => {
        allOpening = resolve;
      });
      const running = Array.from({ length: PROCESSES }, () =>
        openInProcess(folder, () => {
          if (++openingCount === PROCESSES) allOpening();
        }),
      );
      await opening;
      // Long enough for each to read the version and wait for the lock; far under their 5 s busy_timeout.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      holder.exec("ROLLBACK");
      holder.close();
      const results = await Promise.all(running);
      for (const result of results) {
        expect(result.output, `round ${round}`).toContain(`version ${MIGRATIONS.length}`);
        expect(result.code, result.output).toBe(0);
      }
      const db = openSqliteDatabase({ dataDir: folder });
      try {
        expect(await db.schemaVersion()).toBe(MIGRATIONS.length);
        expect(await db.get<{ n: number }>("SELECT count(*) AS n FROM users")).toEqual({ n: 0 });
      } finally {
        await db.close();
      }
    }
  }, 120_000);
});
