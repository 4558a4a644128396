import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FixedClock, localTime } from "../sim/clock";
import { Simulator } from "../sim/simulator";
import { SimulatorRestData } from "../sim/simulator-rest-data";
import { type RestTestServer, startRestTestServer } from "./testing/rest-test-server";

/**
 * What the REST answers of the simulated market say about dates, futures aliases and symbols without a
 * company, over real HTTP on loopback: the simulator's own market (built-in universe), not a fake.
 */

const DATE = "2026-11-20"; // a Friday
const ALIASES = ["VN30F1M", "VN30F2M", "VN30F1Q", "VN30F2Q"] as const;

let server: RestTestServer;
let sim: Simulator;

beforeAll(async () => {
  sim = new Simulator({ seed: 7, dataDir: null, clock: new FixedClock(localTime(DATE, 10, 0)) });
  sim.advanceTo(localTime(DATE, 10, 5));
  server = await startRestTestServer({
    market: new SimulatorRestData(sim),
    now: () => localTime(DATE, 10, 5),
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const form = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

async function historyDates(symbol: string): Promise<string[]> {
  const response = await server.request("/get-data-history-stock", form({ symbol }));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { tradingDate: string }[] };
  return body.data.map((row) => row.tradingDate);
}

/** Runs `body` with the process in time zone `zone`, checking the zone really took effect. */
async function inZone<T>(zone: string, body: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    const probe = new Date(Date.UTC(2026, 0, 15, 12, 0));
    const expected = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" })
      .format(probe)
      .padStart(2, "0");
    expect(String(probe.getHours()).padStart(2, "0")).toBe(expected);
    return await body();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** Day of week of a YYYYMMDD date, 0 Sunday. */
const weekday = (compact: string): number =>
  new Date(Date.UTC(+compact.slice(0, 4), +compact.slice(4, 6) - 1, +compact.slice(6, 8))).getUTCDay();

describe("dates are the exchange's (Asia/Ho_Chi_Minh) whatever the host's zone", () => {
  it("get-data-history-stock answers today first and trading days only, on a UTC, a +14 and a -10 host", async () => {
    const code = (sim.universe.baskets.VN30 ?? [])[0] ?? "";
    const answers: string[][] = [];
    for (const zone of ["UTC", "Pacific/Kiritimati", "Pacific/Honolulu", "Asia/Ho_Chi_Minh"]) {
      answers.push(await inZone(zone, () => historyDates(code)));
    }
    const [utc] = answers;
    expect(utc?.[0]).toBe("20261120");
    // No Saturday or Sunday: a day-early answer puts every Monday on a Sunday.
    expect(utc?.filter((d) => weekday(d) === 0 || weekday(d) === 6)).toEqual([]);
    for (const answer of answers) expect(answer).toEqual(utc);
  });
});

describe("rolling futures aliases", () => {
  const futures = () => sim.universe.instruments.filter((i) => i.alias !== undefined);

  it("api/derivative/get-chart answers VN30F1M.. VN30F2Q as their KRX contracts; an unknown code stays 404", async () => {
    expect(futures().map((f) => f.alias)).toEqual([...ALIASES]);
    for (const future of futures()) {
      const byAlias = await server.request(`/api/derivative/get-chart?p_symbol=${future.alias}`);
      const byCode = await server.request(`/api/derivative/get-chart?p_symbol=${future.code}`);
      expect(byAlias.status).toBe(200);
      expect(byCode.status).toBe(200);
      const text = await byAlias.text();
      expect(text).toBe(await byCode.text());
      expect(text.split("|")[0]?.split("*")[0]).toBe(future.code);
    }
    expect((await server.request("/api/derivative/get-chart?p_symbol=VN30F9M")).status).toBe(404);
  });

  it("the candle, match and history calls take the alias too", async () => {
    const front = futures()[0];
    if (front === undefined) throw new Error("no futures");
    const candles = await server.request("/pr/stockhist/chartdata/vn30f1m?type=D");
    expect(candles.status).toBe(200);
    expect(await candles.json()).toEqual(
      await (await server.request(`/pr/stockhist/chartdata/${front.code}?type=D`)).json(),
    );
    expect((await server.request("/pr/stockmatch/VN30F1M?lastTicks=0&backward=Y")).status).toBe(200);
    const history = await server.request("/get-data-history-stock", form({ symbol: "VN30F1M" }));
    expect(history.status).toBe(200);
    expect(((await history.json()) as { symbol: string }).symbol).toBe(front.code);
  });
});

describe("fundamentals and events of symbols without a company", () => {
  it("info-basic and rss answer not applicable for a futures contract and a covered warrant", async () => {
    const warrant = sim.universe.instruments.find((i) => i.securityType === "CW");
    if (warrant === undefined) throw new Error("no covered warrant");
    for (const [symbol, type] of [
      ["VN30F1M", "FT"],
      [warrant.code, "CW"],
    ] as const) {
      const info = await server.request("/info-basic", form({ symbol }));
      expect(info.status).toBe(200);
      expect(await info.json()).toEqual({ success: true, applicable: false, securityType: type, json: "[]" });
      const rss = await server.request(`/rss?symbol=${symbol}`, { method: "POST" });
      expect(rss.status).toBe(200);
      expect(await rss.json()).toEqual({ success: true, applicable: false, securityType: type, json: [] });
    }
  });

  it("a stock still answers its figures", async () => {
    const stock = (sim.universe.baskets.VN30 ?? [])[0] ?? "";
    const body = (await (await server.request("/info-basic", form({ symbol: stock }))).json()) as {
      applicable?: boolean;
      json: string;
    };
    expect(body.applicable).toBeUndefined();
    expect(JSON.parse(body.json)[0].BasicPE_LFY).toEqual(expect.any(Number));
  });
});
