/**
 * What the index strip costs: the per-tick work (a store notification arming the 100 ms timer), one
 * sync of all five cards (read the store, format every text, hand it to the view), and fitting the
 * chart scales to a full day of 270 minute points. No DOM here: the view is a no-op sink, so these are
 * the strip's own figures; the DOM writes are compare-then-assign on about 20 text nodes per card.
 *
 * Run: npx vitest bench --run packages/app/src/features/index-strip/index-strip.bench.ts
 */
import { INDEX_SCHEMA, MarketData, MsgType } from "@vnboard/feed";
import { encodeRecords } from "@vnboard/feed/protocol";
import { bench, describe } from "vitest";
import { HEADER_INDEX_CODES } from "./header-indices";
import { IndexChartGeometry } from "./index-chart-geometry";
import { IndexStripController } from "./index-strip-controller";

const snapshot = encodeRecords(
  INDEX_SCHEMA,
  HEADER_INDEX_CODES.map((indexCode, i) => ({
    indexCode,
    indexName: indexCode,
    status: "30",
    priorIndex: 1000 + i,
    currentIndex: 1001 + i,
    changeIndex: 1,
    pctChangeIndex: 0.1,
    lowestIndex: 990,
    highestIndex: 1010,
    totalTradedQtty: 123_456_789,
    totalTradedValue: 4_567_890_000_000,
    up: 100,
    upCeil: 3,
    noChange: 20,
    down: 80,
    downFloor: 1,
  })),
);
/** 64 update messages, each moving the five indices (as a simulator batch does). */
const updates = Array.from({ length: 64 }, (_, k) =>
  encodeRecords(
    INDEX_SCHEMA,
    HEADER_INDEX_CODES.map((indexCode, i) => ({ indexCode, currentIndex: 1001 + i + k / 100, up: 100 + k })),
  ),
);

function marketWithIndices(): MarketData {
  const market = new MarketData();
  market.handleEnvelope({ msgType: MsgType.INDEX_SNAPSHOT, message: snapshot });
  return market;
}

const noSink = { setText: () => {} };

describe("index strip", () => {
  const bare = marketWithIndices();
  let k = 0;
  bench("index update message, no strip listening", () => {
    bare.handleEnvelope({ msgType: MsgType.INDEX_UPDATE, message: updates[k++ & 63] });
  });

  const watched = marketWithIndices();
  const controller = new IndexStripController(watched, HEADER_INDEX_CODES, { intervalMs: 1e9 });
  controller.start();
  for (const code of HEADER_INDEX_CODES) controller.attach(code, noSink);
  bench("index update message, strip listening (per-tick cost)", () => {
    watched.handleEnvelope({ msgType: MsgType.INDEX_UPDATE, message: updates[k++ & 63] });
  });

  const translate = (key: string) => key;
  bench("sync of all five cards (read + format + hand to view)", () => {
    controller.setLanguage("vi", translate);
  });

  const geometry = new IndexChartGeometry();
  const t0 = Date.UTC(2025, 2, 10, 2, 0) / 1000;
  const times = Float64Array.from({ length: 270 }, (_, i) => t0 + i * 60);
  const values = Float64Array.from({ length: 270 }, (_, i) => 1000 + Math.sin(i / 9) * 5);
  const quantities = Float64Array.from({ length: 270 }, (_, i) => 1e5 + (i % 17) * 1e4);
  bench("chart scales fitted to 270 points", () => {
    geometry.fit(times, values, quantities, 270, 1000, 214, 56);
  });
});
