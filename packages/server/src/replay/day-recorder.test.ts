import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pruneDayRecordings } from "./day-recorder";

describe("the server's day recordings", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("keep the newest ones and never a recording put there by hand", () => {
    const dir = mkdtempSync(join(tmpdir(), "vnboard-recordings-"));
    dirs.push(dir);
    const days = ["20261120-020000", "20261121-020000", "20261124-020000", "20261125-020000"];
    for (const day of days) writeFileSync(join(dir, `live-${day}.ndjson`), "{}\n");
    writeFileSync(join(dir, "vn30-crash-day.ndjson"), "{}\n");
    expect(pruneDayRecordings(dir, 2)).toEqual([
      "live-20261120-020000.ndjson",
      "live-20261121-020000.ndjson",
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      "live-20261124-020000.ndjson",
      "live-20261125-020000.ndjson",
      "vn30-crash-day.ndjson",
    ]);
  });
});
