import { INDEX_SCHEMA, MarketData, MsgType } from "@vnboard/feed";
import { encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { emptyIndexCardText, formatIndexCard, MISSING } from "./index-card-text";
import { emptyIndexCardValues, readIndexCardValues } from "./index-card-values";
import { INDEX_STRIP_STRINGS } from "./strings";

const translator = (language: 0 | 1) => (key: string) => INDEX_STRIP_STRINGS[key]?.[language] ?? key;

function marketWith(records: Record<string, string | number>[]): MarketData {
  const market = new MarketData();
  market.handleEnvelope({ msgType: MsgType.INDEX_SNAPSHOT, message: encodeRecords(INDEX_SCHEMA, records) });
  return market;
}

const VN30 = {
  indexCode: "VN30",
  indexName: "VN30",
  status: "30",
  priorIndex: 1300,
  currentIndex: 1312.345,
  changeIndex: 12.345,
  pctChangeIndex: 0.9496,
  lowestIndex: 1295.5,
  highestIndex: 1315,
  totalTradedQtty: 123_456_789,
  totalTradedValue: 4_567_890_000_000,
  up: 18,
  upCeil: 2,
  noChange: 3,
  down: 9,
  downFloor: 0,
};

function cardOf(market: MarketData, code: string, language: "vi" | "en") {
  const values = readIndexCardValues(market.indices, market.indices.rowOf(code), emptyIndexCardValues());
  return formatIndexCard(values, code, language, translator(language === "vi" ? 0 : 1), emptyIndexCardText());
}

describe("index card text", () => {
  it("shows a rising index in green with signed change, compact totals and the status in the language", () => {
    const card = cardOf(marketWith([VN30]), "VN30", "en");
    expect(card).toMatchObject({
      name: "VN30",
      value: "1,312.35",
      change: "+12.35",
      percent: "+0.95%",
      volume: "123.46M",
      tradedValue: "4,567.89B",
      up: "18",
      upCeil: "2",
      noChange: "3",
      down: "9",
      downFloor: "0",
      statusCode: "30",
      status: "Continuous",
      low: "1,295.50",
      high: "1,315.00",
      color: "up",
      lowColor: "down",
      highColor: "up",
    });
  });

  it("uses Vietnamese units and status text in vi", () => {
    const card = cardOf(marketWith([VN30]), "VN30", "vi");
    expect(card.volume).toBe("123.46 Tr");
    expect(card.tradedValue).toBe("4,567.89 Tỷ");
    expect(card.status).toBe("Liên tục");
  });

  it("colours a falling index red and an unchanged one reference, without a plus sign", () => {
    const market = marketWith([
      { ...VN30, indexCode: "VNINDEX", currentIndex: 1290, changeIndex: -10, pctChangeIndex: -0.769 },
      { ...VN30, indexCode: "HNXINDEX", currentIndex: 1300, changeIndex: 0, pctChangeIndex: 0 },
    ]);
    const down = cardOf(market, "VNINDEX", "en");
    expect([down.color, down.change, down.percent]).toEqual(["down", "-10.00", "-0.77%"]);
    const flat = cardOf(market, "HNXINDEX", "en");
    expect([flat.color, flat.change, flat.percent]).toEqual(["reference", "0.00", "0.00%"]);
  });

  it("shows dashes, never NaN, for an index the feed has not sent, and its code as the name", () => {
    const card = cardOf(marketWith([VN30]), "VNXALL", "en");
    expect(card.name).toBe("VNXALL");
    for (const key of ["value", "change", "percent", "volume", "tradedValue", "up", "down", "low", "high"]) {
      expect(card[key as keyof typeof card]).toBe(MISSING);
    }
    expect(card.status).toBe("");
    expect(card.color).toBe("none");
    expect(JSON.stringify(card)).not.toContain("NaN");
  });

  it("shows dashes for fields a present index leaves empty", () => {
    const card = cardOf(marketWith([{ indexCode: "VN30", status: "96" }]), "VN30", "en");
    expect(card.value).toBe(MISSING);
    expect(card.volume).toBe(MISSING);
    expect(card.status).toBe("Closed");
    expect(JSON.stringify(card)).not.toContain("NaN");
  });

  it("names an unexpected status code Unknown rather than leaving it blank", () => {
    const card = cardOf(marketWith([{ ...VN30, status: "77" }]), "VN30", "en");
    expect(card.status).toBe("Unknown");
  });
});
