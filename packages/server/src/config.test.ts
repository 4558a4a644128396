import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("server configuration", () => {
  it("reads --demo-start HH:MM as a minute of day, from the flag or DEMO_START", () => {
    expect(parseConfig(["--demo-start", "10:00"], {}).demoStartMinute).toBe(600);
    expect(parseConfig([], { DEMO_START: "13:45" }).demoStartMinute).toBe(13 * 60 + 45);
    expect(parseConfig([], {}).demoStartMinute).toBeNull();
  });

  it("refuses a malformed --demo-start with a clear message", () => {
    for (const bad of ["10", "25:00", "10:60", "ten"]) {
      expect(() => parseConfig(["--demo-start", bad], {})).toThrow(ConfigError);
      expect(() => parseConfig(["--demo-start", bad], {})).toThrow("--demo-start must be HH:MM");
    }
  });

  it("trades the real listed market by default, the generated one only when asked", () => {
    const real = parseConfig([], {}).referenceDataDir;
    expect(real).toMatch(/packages[\\/]server[\\/]data[\\/]reference$/);
    expect(parseConfig(["--universe", "generated"], {}).referenceDataDir).toBeNull();
    expect(parseConfig([], { UNIVERSE: "generated" }).referenceDataDir).toBeNull();
    expect(() => parseConfig(["--universe", "fake"], {})).toThrow("--universe must be real or generated");
    expect(() => parseConfig(["--ref-data", "/nonexistent-vnboard"], {})).toThrow(/no reference data/);
  });

  it("stores users in SQLite unless --db or DATABASE_URL names a PostgreSQL database", () => {
    expect(parseConfig([], {}).databaseUrl).toBeNull();
    const url = "postgres://vnboard:secret@db.internal:5432/vnboard";
    expect(parseConfig(["--db", url], {}).databaseUrl).toBe(url);
    expect(parseConfig([], { DATABASE_URL: "postgresql://u@h/d" }).databaseUrl).toBe("postgresql://u@h/d");
    expect(parseConfig(["--db", url], { DATABASE_URL: "postgresql://other/x" }).databaseUrl).toBe(url);
    for (const bad of ["mysql://h/d", "vnboard.sqlite", "http://h"]) {
      expect(() => parseConfig(["--db", bad], {})).toThrow("--db must be a postgres:// or postgresql:// URL");
    }
  });
  it("refuses flags a cluster role would ignore, and a replay file that is not there, with a clear message", () => {
    const recording = fileURLToPath(import.meta.url); // any file that exists
    expect(() => parseConfig(["--role", "gateway", "--upstream", "ws://10.0.0.1:8080/ws"], {})).toThrow(
      "--role gateway takes its market from NATS",
    );
    expect(() => parseConfig(["--role", "api"], { REPLAY: recording })).toThrow(ConfigError);
    expect(() => parseConfig(["--role", "ingest", "--record", "day.ndjson"], {})).toThrow(
      "--record records the feed a process serves",
    );
    expect(parseConfig(["--role", "ingest", "--replay", recording], {}).source.kind).toBe("replay");
    expect(parseConfig(["--role", "gateway", "--record", "day.ndjson"], {}).record).toMatch(/day\.ndjson$/);
    expect(() => parseConfig(["--replay", "/nonexistent/day.ndjson"], {})).toThrow(
      "--replay: no such file: /nonexistent/day.ndjson",
    );
  });

  it("records the served day in the single process, and in a gateway only when asked (all serve one feed)", () => {
    expect(parseConfig([], {}).recordDay).toBe(true);
    expect(parseConfig(["--record-day=0"], {}).recordDay).toBe(false);
    expect(parseConfig(["--role", "gateway"], {}).recordDay).toBe(false);
    expect(parseConfig(["--role", "gateway", "--record-day"], {}).recordDay).toBe(true);
    expect(parseConfig(["--role", "gateway"], { RECORD_DAY: "1" }).recordDay).toBe(true);
  });
});
