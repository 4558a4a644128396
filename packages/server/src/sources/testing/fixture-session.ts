import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "../fixtures");

/** A recorded provider session: one message per line, exactly as the provider sends it. */
export function loadSession(name: "ssi-session" | "dnse-session"): string[] {
  return readFileSync(join(FIXTURES, `${name}.jsonl`), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
}

/** The REST answers of the SSI fixture: securities per market, the index list, index components. */
export interface SsiRestFixture {
  securities: Record<string, Record<string, string>[]>;
  /** SecuritiesDetails items per market. */
  details: Record<string, Record<string, string>[]>;
  indexList: Record<string, string>[];
  components: Record<string, string[]>;
}

export function loadSsiRest(): SsiRestFixture {
  return JSON.parse(readFileSync(join(FIXTURES, "ssi-rest.json"), "utf8")) as SsiRestFixture;
}
