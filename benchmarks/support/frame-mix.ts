import { MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords, type RecordValues } from "@vnboard/feed/protocol";

/** Deterministic PRNG (mulberry32) so that every run measures the same frames. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Fields a live update touches, most frequent first (match, then the best levels, then totals). */
const HOT_FIELDS = [
  "matchPrice",
  "matchQtty",
  "changePrice",
  "pctChangePrice",
  "totalTradedQtty",
  "totalTradedValue",
  "bidPrice1",
  "bidQtty1",
  "offerPrice1",
  "offerQtty1",
  "bidQtty2",
  "offerQtty2",
  "bidPrice2",
  "offerPrice2",
  "bidQtty3",
  "offerQtty3",
  "buyForeignQtty",
  "sellForeignQtty",
  "highestPrice",
  "lowestPrice",
] as const;

export interface FrameMix {
  codes: string[];
  snapshotFrames: string[];
  updateFrames: string[];
  /** Field values carried by the update frames, in total. */
  updateFieldCount: number;
  updateRecordCount: number;
}

/**
 * A realistic mix: a snapshot of `symbolCount` symbols (every field) in frames of 200 records, then
 * update frames of `recordsPerFrame` records each touching 1-10 fields, as the server batches them.
 */
export function buildFrameMix(
  symbolCount = 1950,
  updateFrames = 400,
  recordsPerFrame = 100,
  seed = 7,
): FrameMix {
  const random = mulberry32(seed);
  const codes: string[] = [];
  const seen = new Set<string>();
  while (codes.length < symbolCount) {
    const code = Array.from({ length: 3 }, () => LETTERS[Math.floor(random() * 26)]).join("");
    if (!seen.has(code)) {
      seen.add(code);
      codes.push(code);
    }
  }
  const refs = codes.map(() => (5 + Math.floor(random() * 150)) * 1000);
  const snapshot: RecordValues[] = codes.map((code, i) => {
    const ref = refs[i];
    const record: Record<string, string | number> = {
      code,
      symbolName: `Cong ty co phan ${code}`,
      marketCode: i % 3 === 0 ? "STO" : i % 3 === 1 ? "STX" : "UPX",
      securityType: "ST",
      refPrice: ref,
      ceilPrice: Math.round(ref * 1.07),
      floorPrice: Math.round(ref * 0.93),
    };
    for (const field of SYMBOL_SCHEMA.fields) {
      if (field in record || SYMBOL_SCHEMA.isString[SYMBOL_SCHEMA.index[field]] === 1) continue;
      record[field] = field.includes("Price")
        ? ref + Math.round((random() - 0.5) * 10) * 100
        : Math.floor(random() * 100_000) * 10;
    }
    return record;
  });
  const snapshotFrames: string[] = [];
  for (let i = 0; i < snapshot.length; i += 200) {
    snapshotFrames.push(
      encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, snapshot.slice(i, i + 200))),
    );
  }
  const frames: string[] = [];
  let fields = 0;
  for (let f = 0; f < updateFrames; f++) {
    const records: RecordValues[] = [];
    for (let r = 0; r < recordsPerFrame; r++) {
      const i = Math.floor(random() * codes.length);
      const record: Record<string, string | number> = { code: codes[i] };
      const touched = 1 + Math.floor(random() * 10);
      for (let k = 0; k < touched; k++) {
        const field =
          HOT_FIELDS[Math.min(HOT_FIELDS.length - 1, Math.floor(random() * random() * HOT_FIELDS.length))];
        record[field] = field.includes("Price")
          ? refs[i] + Math.round((random() - 0.5) * 12) * 100
          : Math.floor(random() * 1e6) * 10;
      }
      fields += Object.keys(record).length - 1;
      records.push(record);
    }
    frames.push(encodeFrame(MsgType.SYMBOL_UPDATE, encodeRecords(SYMBOL_SCHEMA, records)));
  }
  return {
    codes,
    snapshotFrames,
    updateFrames: frames,
    updateFieldCount: fields,
    updateRecordCount: updateFrames * recordsPerFrame,
  };
}
