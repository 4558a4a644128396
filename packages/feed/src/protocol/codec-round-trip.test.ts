import { describe, expect, it } from "vitest";
import type { ColumnStore } from "../store/column-store";
import { MarketData } from "../store/market-data";
import type { SeriesStore } from "../store/series-store";
import { COMPRESSIONS, parsedMismatches, RECORD_MSG_TYPES, recordsFrame } from "../testing/frames";
import { Rng, randomRecords, randomSymbolSnapshot, randomSymbolUpdate } from "../testing/random-records";
import { compress } from "./compression";
import { DecodeError } from "./decode-error";
import { EnvelopeDecoder, encodeFrame } from "./envelope";
import { MsgType } from "./msg-type";
import { ParsedRecords } from "./parsed-records";
import type { RecordValues } from "./record-encoder";
import type { RecordSchema } from "./record-schema";
import { SCHEMA_TABLE } from "./schema-table";

type Value = string | number | null | undefined;

const COLUMN_STORES: Record<number, (md: MarketData) => ColumnStore> = {
  [MsgType.SYMBOL_SNAPSHOT]: (md) => md.symbols,
  [MsgType.SYMBOL_UPDATE]: (md) => md.symbols,
  [MsgType.INDEX_SNAPSHOT]: (md) => md.indices,
  [MsgType.INDEX_UPDATE]: (md) => md.indices,
  [MsgType.MARKET_SNAPSHOT]: (md) => md.markets,
  [MsgType.MARKET_UPDATE]: (md) => md.markets,
  [MsgType.BOND_SNAPSHOT]: (md) => md.bonds,
  [MsgType.BOND_UPDATE]: (md) => md.bonds,
  [MsgType.BOND_BOARD]: (md) => md.bondBoards,
  [MsgType.PUT_THROUGH]: (md) => md.putThrough,
};
const SERIES_STORES: Record<number, (md: MarketData) => SeriesStore> = {
  [MsgType.MINUTE_CHART]: (md) => md.minuteCharts,
  [MsgType.PRICE_LEVEL_CHART]: (md) => md.priceLevels,
  [MsgType.INDEX_CHART]: (md) => md.indexCharts,
  [MsgType.CLOSE_HISTORY]: (md) => md.closeHistory,
  [MsgType.FOREIGN_HISTORY]: (md) => md.foreignHistory,
  [MsgType.INDEX_STATISTIC_CHART]: (md) => md.indexStatistics,
  [MsgType.INDEX_FOREIGN_HISTORY]: (md) => md.indexForeignHistory,
};

function schemaOf(msgType: number): { schema: RecordSchema; reset: boolean } {
  const layout = SCHEMA_TABLE.get(msgType);
  if (layout?.kind !== "records") throw new Error(`no records layout for ${msgType}`);
  return layout;
}

/** Every value the parser read equals the value encoded; empty positions read as empty. */
/** Rows as a snapshot (replace) or update (patch) leaves them: the model the store must match. */
function expectColumnStoreHolds(store: ColumnStore, records: readonly RecordValues[], reset: boolean) {
  const model = new Map<string, Record<string, Value>>();
  for (const record of records) {
    const key = String(record[store.schema.fields[0]]);
    model.set(key, reset ? { ...record } : { ...model.get(key), ...record });
  }
  expect(store.presentKeys()).toEqual([...model.keys()]);
  for (const [key, values] of model) {
    const row = store.rowOf(key);
    expect(store.keyOf(row)).toBe(key);
    store.schema.fields.forEach((name, f) => {
      const value = values[name];
      if (f === 0) return; // the key lives in the row index, not in a column
      if (store.schema.isString[f] === 1) expect(store.str(f, row), `${key}.${name}`).toBe(value ?? "");
      else expect(store.num(f, row), `${key}.${name}`).toBe(value ?? Number.NaN);
    });
  }
}

/** Points in order of their first column; an equal first value replaces (keeping what it leaves empty). */
function expectSeriesStoreHolds(md: MarketData, store: SeriesStore, records: readonly RecordValues[]) {
  const fields = store.schema.fields;
  const model = new Map<string, Value[][]>();
  for (const record of records) {
    const key = String(record[fields[0]]);
    const points = model.get(key) ?? [];
    model.set(key, points);
    const point = fields.slice(1).map((name) => record[name]);
    if (typeof point[0] !== "number") continue;
    const at = points.findIndex((p) => (p[0] as number) >= (point[0] as number));
    if (at >= 0 && points[at][0] === point[0]) points[at] = points[at].map((old, c) => point[c] ?? old);
    else points.splice(at < 0 ? points.length : at, 0, point);
  }
  expect([...store.series.keys()].sort()).toEqual([...model.keys()].sort());
  for (const [key, points] of model) {
    const series = store.get(key)!;
    expect(series.length, key).toBe(points.length);
    points.forEach((point, i) => {
      point.forEach((value, c) => {
        const actual = series.at(c, i);
        if (store.schema.isString[c + 1] === 1 && value !== undefined)
          expect(md.strings.get(actual)).toBe(value);
        else expect(actual, `${key}[${i}].${fields[c + 1]}`).toBe(value ?? Number.NaN);
      });
    });
  }
}

function expectMarketDataHolds(md: MarketData, msgType: number, records: readonly RecordValues[]) {
  const { reset } = schemaOf(msgType);
  if (COLUMN_STORES[msgType]) expectColumnStoreHolds(COLUMN_STORES[msgType](md), records, reset);
  else if (SERIES_STORES[msgType]) expectSeriesStoreHolds(md, SERIES_STORES[msgType](md), records);
  else if (msgType === MsgType.BASKET) {
    const expected: Record<string, string[]> = {};
    for (const r of records) expected[String(r.indexCode)] = r.symbols ? String(r.symbols).split(",") : [];
    expect(md.$baskets.get()).toEqual(expected);
  } else if (msgType === MsgType.CONCURRENT_USERS) {
    const [r] = records;
    const num = (v: Value) => (typeof v === "number" ? v : Number.NaN);
    expect(md.$concurrent.get()).toEqual({
      time: r.time ?? "",
      total: num(r.total),
      max: num(r.max),
      current: num(r.current),
    });
  } else throw new Error(`no expectation for msgType ${msgType}`);
}

describe("codec round trip: every tabular msgType of SCHEMA_TABLE", () => {
  it("covers every msgType of the table", () => {
    const covered = [...RECORD_MSG_TYPES, MsgType.SERVER_TIME, MsgType.SYSTEM_PARAMS, MsgType.INDUSTRIES];
    expect(covered.sort((a, b) => a - b)).toEqual([...SCHEMA_TABLE.keys()].sort((a, b) => a - b));
  });

  for (const msgType of RECORD_MSG_TYPES) {
    for (const compression of COMPRESSIONS) {
      it(`msgType ${msgType} (${schemaOf(msgType).schema.name}) over ${compression}`, () => {
        const { schema } = schemaOf(msgType);
        const rng = new Rng(msgType * 31 + COMPRESSIONS.indexOf(compression));
        const count = msgType === MsgType.CONCURRENT_USERS ? 1 : 60;
        const records = randomRecords(schema, rng, count);
        const frame = recordsFrame(msgType, records, compression);

        const decoder = new EnvelopeDecoder();
        const envelope = decoder.decode(frame);
        expect(decoder.lastError).toBe(DecodeError.NONE);
        expect(envelope?.msgType).toBe(msgType);
        const parsed = new ParsedRecords();
        expect(parsed.parse(envelope?.message as string, schema)).toBe(DecodeError.NONE);
        expect(parsedMismatches(parsed, schema, records)).toEqual([]);

        const md = new MarketData();
        expect(md.handleFrame(frame)).toBe(true);
        expect(md.stats).toMatchObject({ frames: 1, badFrames: 0, records: count, bytes: frame.length });
        expectMarketDataHolds(md, msgType, records);
      });
    }
  }

  it("reads a 2,000-symbol snapshot larger than the inflate buffer, then updates, as binary frames", () => {
    const rng = new Rng(7);
    const board = randomSymbolSnapshot(rng, 2000);
    const md = new MarketData();
    const json = new TextEncoder().encode(
      JSON.stringify({ msgType: 4, message: recordsFrameText(4, board) }),
    );
    expect(json.length).toBeGreaterThan(256 * 1024);
    for (const compression of COMPRESSIONS) expect(md.handleFrame(compress(json, compression))).toBe(true);
    expectColumnStoreHolds(md.symbols, board, true);
    for (const c of COMPRESSIONS) {
      const updates = Array.from({ length: 300 }, () => randomSymbolUpdate(rng, board));
      const bytes = new TextEncoder().encode(
        JSON.stringify({ msgType: 2, message: recordsFrameText(2, updates) }),
      );
      expect(md.handleFrame(compress(bytes, c))).toBe(true);
    }
    expectColumnStoreHolds(md.symbols, board, true); // randomSymbolUpdate keeps `board` current
    expect(md.stats.badFrames).toBe(0);
  });
});

function recordsFrameText(msgType: number, records: readonly RecordValues[]): string {
  const frame = JSON.parse(recordsFrame(msgType, records, "none")) as { message: string };
  return frame.message;
}

describe("codec round trip: JSON and time messages", () => {
  for (const compression of COMPRESSIONS) {
    it(`system parameters (99), industries (11) and server time (1) over ${compression}`, () => {
      const rng = new Rng(99 + COMPRESSIONS.indexOf(compression));
      const md = new MarketData();
      for (let i = 0; i < 20; i++) {
        const params = {
          sysDate: `2026-03-${rng.int(10, 31)}`,
          startupDate: "2026-03-01 08:00:00",
          tradingDate: `202603${rng.int(10, 31)}`,
          numberStockTop: rng.int(1, 100),
          sideTab_Type: rng.pick(["INDEX", "TOP", "$|*"]),
          sideTab_Code: rng.pick(["VN30", "HNX30", ""]),
          useCompanyProfile: rng.chance(0.5),
          useDerivative: rng.chance(0.5),
        };
        const asString = rng.chance(0.5);
        expect(md.handleFrame(encodeFrame(99, asString ? JSON.stringify(params) : params, compression))).toBe(
          true,
        );
        expect(md.$systemParams.get()).toEqual(params);

        const industries = Array.from({ length: rng.int(0, 5) }, (_, k) => ({
          code: `IND${k}`,
          name: `Ngành ${k} $|*`,
          names: { vi: `Ngành ${k}`, en: `Industry ${k}` },
          symbolList: Array.from({ length: rng.int(0, 4) }, () => `S${rng.int(10, 99)}`),
        }));
        const wire = industries.map((x) =>
          rng.chance(0.5) ? x : { ...x, symbolList: x.symbolList.join(",") },
        );
        expect(md.handleFrame(encodeFrame(11, asString ? JSON.stringify(wire) : wire, compression))).toBe(
          true,
        );
        expect(md.$industries.get()).toEqual(industries);

        const time = 1_774_000_000_000 + rng.int(0, 86_400_000);
        expect(md.handleFrame(encodeFrame(1, asString ? String(time) : time, compression))).toBe(true);
        expect(md.$serverTime.get()).toBe(time);
      }
      expect(md.stats.badFrames).toBe(0);
      expect(md.stats.frames).toBe(60);
    });
  }
});
