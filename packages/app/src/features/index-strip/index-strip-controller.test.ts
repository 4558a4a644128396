import {
  INDEX_CHART_SCHEMA,
  INDEX_SCHEMA,
  MarketData,
  MsgType,
  type RecordSchema,
  type Series,
} from "@vnboard/feed";
import { encodeRecords, type RecordValues } from "@vnboard/feed/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IndexCardText } from "./index-card-text";
import { type IndexCardSink, IndexStripController } from "./index-strip-controller";

const CODES = ["VNINDEX", "VN30"];

function send(market: MarketData, msgType: number, schema: RecordSchema, records: RecordValues[]) {
  expect(market.handleEnvelope({ msgType, message: encodeRecords(schema, records) })).toBe(true);
}

/** A card view that records what it was given. */
function recorder(withChart = true) {
  const texts: IndexCardText[] = [];
  const charts: { points: number; prior: number }[] = [];
  const sink: IndexCardSink = {
    setText: (text) => texts.push({ ...text }),
    drawChart: withChart
      ? (series: Series | undefined, prior: number) => charts.push({ points: series?.length ?? 0, prior })
      : undefined,
  };
  return { sink, texts, charts };
}

describe("IndexStripController", () => {
  let market: MarketData;
  let controller: IndexStripController;

  beforeEach(() => {
    vi.useFakeTimers();
    market = new MarketData();
    controller = new IndexStripController(market, CODES, { now: () => Date.now() });
    controller.setLanguage("en", (key) => (key === "session.continuous" ? "Continuous" : key));
    controller.start();
  });

  afterEach(() => {
    controller.stop();
    vi.useRealTimers();
  });

  it("shows dashes until the index arrives, then its values; becomes ready with the first index", () => {
    const card = recorder();
    controller.attach("VN30", card.sink);
    expect(card.texts.at(-1)?.value).toBe("--");
    expect(controller.$ready.get()).toBe(false);
    send(market, MsgType.INDEX_SNAPSHOT, INDEX_SCHEMA, [
      { indexCode: "VN30", currentIndex: 1300.5, priorIndex: 1290, status: "30" },
    ]);
    vi.advanceTimersByTime(100);
    expect(card.texts.at(-1)).toMatchObject({ value: "1,300.50", color: "up", status: "Continuous" });
    expect(controller.$ready.get()).toBe(true);
  });

  it("rewrites a card at most once per 100 ms however many ticks arrive, and only the changed card", () => {
    send(market, MsgType.INDEX_SNAPSHOT, INDEX_SCHEMA, [
      { indexCode: "VN30", currentIndex: 1300, priorIndex: 1290 },
      { indexCode: "VNINDEX", currentIndex: 1250, priorIndex: 1260 },
    ]);
    const vn30 = recorder(false);
    const vnindex = recorder(false);
    controller.attach("VN30", vn30.sink);
    controller.attach("VNINDEX", vnindex.sink);
    vi.advanceTimersByTime(500);
    vn30.texts.length = 0;
    vnindex.texts.length = 0;
    for (let i = 1; i <= 20; i++) {
      send(market, MsgType.INDEX_UPDATE, INDEX_SCHEMA, [{ indexCode: "VN30", currentIndex: 1300 + i }]);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(100);
    // 200 ms of ticks every 10 ms: two or three rewrites, the last with the last value.
    expect(vn30.texts.length).toBeGreaterThanOrEqual(2);
    expect(vn30.texts.length).toBeLessThanOrEqual(3);
    expect(vn30.texts.at(-1)?.value).toBe("1,320.00");
    expect(vnindex.texts).toEqual([]);
  });

  it("writes and draws nothing while the page is hidden, and catches up at once when it shows", () => {
    controller.stop();
    let hidden = false;
    const listeners = new Set<() => void>();
    controller = new IndexStripController(market, CODES, {
      now: () => Date.now(),
      visibility: {
        hidden: () => hidden,
        onChange(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    });
    controller.start();
    send(market, MsgType.INDEX_SNAPSHOT, INDEX_SCHEMA, [
      { indexCode: "VN30", currentIndex: 1300, priorIndex: 1290 },
    ]);
    const card = recorder();
    controller.attach("VN30", card.sink);
    vi.advanceTimersByTime(200);
    card.texts.length = 0;
    card.charts.length = 0;

    hidden = true;
    for (let i = 1; i <= 10; i++) {
      send(market, MsgType.INDEX_UPDATE, INDEX_SCHEMA, [{ indexCode: "VN30", currentIndex: 1300 + i }]);
      vi.advanceTimersByTime(150);
    }
    expect(card.texts).toEqual([]);
    expect(card.charts).toEqual([]);

    hidden = false;
    for (const listener of listeners) listener();
    expect(card.texts.at(-1)?.value).toBe("1,310.00");
    controller.stop();
    expect(listeners.size).toBe(0);
  });

  it("redraws a chart only when its series or its reference changed", () => {
    send(market, MsgType.INDEX_SNAPSHOT, INDEX_SCHEMA, [
      { indexCode: "VN30", currentIndex: 1300, priorIndex: 1290 },
    ]);
    const card = recorder();
    controller.attach("VN30", card.sink);
    expect(card.charts).toEqual([{ points: 0, prior: 1290 }]);
    const point = { indexCode: "VN30", time: 1_741_572_000, value: 1301, quantity: 100, isTemp: "N" };
    send(market, MsgType.INDEX_CHART, INDEX_CHART_SCHEMA, [point]);
    vi.advanceTimersByTime(100);
    expect(card.charts.at(-1)).toEqual({ points: 1, prior: 1290 });
    // Index ticks without a chart point or a new reference: no redraw.
    send(market, MsgType.INDEX_UPDATE, INDEX_SCHEMA, [{ indexCode: "VN30", currentIndex: 1302 }]);
    vi.advanceTimersByTime(100);
    expect(card.charts).toHaveLength(2);
    send(market, MsgType.INDEX_UPDATE, INDEX_SCHEMA, [{ indexCode: "VN30", priorIndex: 1295 }]);
    vi.advanceTimersByTime(100);
    expect(card.charts.at(-1)).toEqual({ points: 1, prior: 1295 });
    // Another index's chart does not redraw this one.
    send(market, MsgType.INDEX_CHART, INDEX_CHART_SCHEMA, [{ ...point, indexCode: "VNINDEX" }]);
    vi.advanceTimersByTime(100);
    expect(card.charts).toHaveLength(3);
  });

  it("rewrites every attached card when the language changes", () => {
    send(market, MsgType.INDEX_SNAPSHOT, INDEX_SCHEMA, [
      { indexCode: "VN30", status: "30", currentIndex: 1 },
    ]);
    const card = recorder(false);
    controller.attach("VN30", card.sink);
    controller.setLanguage("vi", (key) => (key === "session.continuous" ? "Liên tục" : key));
    expect(card.texts.at(-1)?.status).toBe("Liên tục");
  });

  it("stops writing to a detached card, and leaves no listener or timer after stop", () => {
    send(market, MsgType.INDEX_SNAPSHOT, INDEX_SCHEMA, [{ indexCode: "VN30", currentIndex: 1300 }]);
    const card = recorder();
    const detach = controller.attach("VN30", card.sink);
    detach();
    const writes = card.texts.length;
    send(market, MsgType.INDEX_UPDATE, INDEX_SCHEMA, [{ indexCode: "VN30", currentIndex: 1310 }]);
    vi.advanceTimersByTime(200);
    expect(card.texts).toHaveLength(writes);

    const other = recorder();
    controller.attach("VN30", other.sink);
    send(market, MsgType.INDEX_UPDATE, INDEX_SCHEMA, [{ indexCode: "VN30", currentIndex: 1320 }]);
    controller.stop();
    expect(vi.getTimerCount()).toBe(0);
    send(market, MsgType.INDEX_UPDATE, INDEX_SCHEMA, [{ indexCode: "VN30", currentIndex: 1330 }]);
    vi.advanceTimersByTime(500);
    expect(vi.getTimerCount()).toBe(0);
    expect(other.texts.at(-1)?.value).toBe("1,310.00");
  });

  it("shows dashes again when a resynchronisation drops the index", () => {
    send(market, MsgType.INDEX_SNAPSHOT, INDEX_SCHEMA, [
      { indexCode: "VN30", currentIndex: 1300 },
      { indexCode: "VNINDEX", currentIndex: 1250 },
    ]);
    const card = recorder(false);
    controller.attach("VNINDEX", card.sink);
    market.beginResync();
    send(market, MsgType.INDEX_SNAPSHOT, INDEX_SCHEMA, [{ indexCode: "VN30", currentIndex: 1301 }]);
    send(market, MsgType.INDEX_UPDATE, INDEX_SCHEMA, []);
    vi.advanceTimersByTime(100);
    expect(card.texts.at(-1)?.value).toBe("--");
  });
});
