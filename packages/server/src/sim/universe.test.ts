import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MarketCode, SecurityType } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { findDataDir, loadUniverse, type Universe } from "./universe";

/** market-rules.md "Size of the market (December 2025)". */
const EXPECTED = { STO: 398, STX: 304, UPX: 878 };

function count(u: Universe, market: string, type: string): number {
  return u.instruments.filter((i) => i.marketCode === market && i.securityType === type).length;
}

function checkShape(u: Universe): void {
  for (const [market, n] of Object.entries(EXPECTED)) {
    const got = count(u, market, SecurityType.STOCK);
    expect(got, `${market} stocks`).toBeGreaterThanOrEqual(n * 0.9);
    expect(got, `${market} stocks`).toBeLessThanOrEqual(n * 1.1);
  }
  expect(u.baskets.VN30).toHaveLength(30);
  expect(u.baskets.HNX30).toHaveLength(30);
  const futures = u.instruments.filter((i) => i.securityType === SecurityType.FUTURE);
  expect(futures.map((f) => f.alias)).toEqual(["VN30F1M", "VN30F2M", "VN30F1Q", "VN30F2Q"]);
  for (const f of futures) {
    expect(f.code).toMatch(/^41I1[A-Z][1-9A-C]000$/);
    expect(f.name).toMatch(/^VN30F\d{4}$/);
  }
  const cw = count(u, MarketCode.HSX, SecurityType.COVERED_WARRANT);
  expect(cw).toBeGreaterThanOrEqual(271 * 0.9);
  expect(cw).toBeLessThanOrEqual(271 * 1.1);
  const vn30 = new Set(u.baskets.VN30);
  for (const w of u.instruments.filter((i) => i.securityType === SecurityType.COVERED_WARRANT)) {
    expect(vn30.has(w.underlying!), `${w.code} on a VN30 stock`).toBe(true);
    expect(w.exerciseRatio).toBeGreaterThan(0);
    expect(w.lastTradingDate).toMatch(/^\d{8}$/);
  }
  expect(count(u, MarketCode.HSX, SecurityType.ETF)).toBeGreaterThanOrEqual(15);
  expect(count(u, MarketCode.BOND, SecurityType.BOND)).toBeGreaterThanOrEqual(24);
  expect(u.privateBonds.length).toBeGreaterThanOrEqual(1000);
  for (const b of u.privateBonds.slice(0, 50)) {
    expect(b.parValue).toBe(100_000);
    expect(b.maturityDate > b.issueDate).toBe(true);
    expect(b.feature.split(";")).toHaveLength(4);
  }
  expect(u.industries.length).toBeGreaterThanOrEqual(10);
  const top = u.industries.filter((i) => i.code.endsWith("000") || i.code === "0001" || i.code === "8600");
  for (const i of top)
    for (const lang of ["vi", "en", "zh", "kr"] as const) expect(i.names[lang]).not.toBe("");
  expect(new Set(u.instruments.map((i) => i.code)).size).toBe(u.instruments.length);
  for (const i of u.instruments) expect(i.refPrice, i.code).toBeGreaterThan(0);
}

describe("universe", () => {
  it("loads the real reference data with the market's shape", () => {
    const u = loadUniverse({ seed: 7, date: "2026-11-20" });
    expect(u.source).toBe("data");
    checkShape(u);
    expect(u.baskets.VN30).toContain("FPT");
    expect(u.byCode.get("VCB")?.icbCode).toBe("8355");
  });

  it("ships the real VN30 and HNX30 baskets and company names with the server (no folder beside the clone)", () => {
    const dir = findDataDir();
    expect(dir).toMatch(/packages[\\/]server[\\/]data[\\/]reference$/);
    const file = readdirSync(dir!).find((n) => n.startsWith("index_baskets_"))!;
    const members = (index: string) =>
      readFileSync(join(dir!, file), "utf8")
        .split("\n")
        .map((line) => line.split(","))
        .filter((cells) => cells[1] === index)
        .map((cells) => cells[2])
        .sort();
    const u = loadUniverse({ seed: 1, date: "2026-11-20" });
    expect([...u.baskets.VN30].sort()).toEqual(members("VN30"));
    expect([...u.baskets.HNX30].sort()).toEqual(members("HNX30"));
    expect(members("VN30")).toEqual(expect.arrayContaining(["ACB", "BID", "FPT", "VNM", "VPB"]));
    expect(u.byCode.get("VNM")?.name).toMatch(/Sữa Việt Nam/);
    expect(u.byCode.get("VNM")?.nameEn).toMatch(/Vietnam Dairy/i);
    for (const code of members("VN30"))
      expect(u.byCode.get(code)?.refPrice, code).toBeGreaterThanOrEqual(5_000);
  });

  it("generates a built-in universe of the same shape without the data folder", () => {
    const u = loadUniverse({ seed: 7, dataDir: null, date: "2026-11-20" });
    expect(u.source).toBe("builtin");
    checkShape(u);
  });

  it("is the same for the same seed and differs for another", () => {
    const a = loadUniverse({ seed: 3, dataDir: null, date: "2026-11-20" });
    const b = loadUniverse({ seed: 3, dataDir: null, date: "2026-11-20" });
    const c = loadUniverse({ seed: 4, dataDir: null, date: "2026-11-20" });
    expect(b.instruments).toEqual(a.instruments);
    expect(b.privateBonds).toEqual(a.privateBonds);
    expect(c.instruments.map((i) => i.code)).not.toEqual(a.instruments.map((i) => i.code));
  });
});
