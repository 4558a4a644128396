import {
  MarketData,
  MsgType,
  PriceColor,
  PUT_THROUGH_SCHEMA,
  PutThroughField,
  SYMBOL_SCHEMA,
} from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { cellString } from "../text/cell-chars";
import { DEFAULT_CELL_TEXT_OPTIONS } from "../text/cell-text";
import {
  PUT_THROUGH_COLUMNS,
  PUT_THROUGH_MATCHED_COLUMNS,
  withPutThroughColors,
} from "./put-through-columns";

describe("PUT_THROUGH_COLUMNS (spec 2.3.4, over market.putThrough)", () => {
  it("has code, price, qty, party, time; the matched list adds the value after the quantity", () => {
    expect(PUT_THROUGH_COLUMNS.map((c) => c.id)).toEqual(["code", "price", "quantity", "partyId", "time"]);
    expect(PUT_THROUGH_MATCHED_COLUMNS.map((c) => c.id)).toEqual([
      "code",
      "price",
      "quantity",
      "value",
      "partyId",
      "time",
    ]);
    for (const c of PUT_THROUGH_MATCHED_COLUMNS)
      if (c.field) expect(PutThroughField[c.field], c.id).toBeTypeOf("number");
  });

  it("shows a deal's stock code, price and value, coloured against the stock's band", () => {
    const md = new MarketData({ now: () => 1_000 });
    md.handleFrame(
      encodeFrame(
        MsgType.SYMBOL_SNAPSHOT,
        encodeRecords(SYMBOL_SCHEMA, [
          { code: "VNM", refPrice: 60_000, ceilPrice: 64_200, floorPrice: 55_800 },
        ]),
      ),
    );
    md.handleFrame(
      encodeFrame(
        MsgType.PUT_THROUGH,
        encodeRecords(PUT_THROUGH_SCHEMA, [
          {
            ticks: "t1",
            code: "VNM",
            type: "M",
            partyId: "001",
            price: 64_200,
            quantity: 500_000,
            value: 32_100_000_000,
          },
        ]),
      ),
    );
    const row = md.putThrough.rowOf("t1");
    const columns = withPutThroughColors(PUT_THROUGH_MATCHED_COLUMNS, md.symbols);
    const text = columns.map((c) => cellString(c, md.putThrough, row, DEFAULT_CELL_TEXT_OPTIONS));
    expect(text.slice(0, 5)).toEqual(["VNM", "64.20", "50,000", "32.10 Tỷ", "001"]);
    const price = columns.find((c) => c.id === "price")!;
    const code = columns.find((c) => c.id === "code")!;
    expect(price.color?.(md.putThrough, row)).toBe(PriceColor.CEILING);
    expect(code.color?.(md.putThrough, row)).toBe(PriceColor.CEILING);
    expect(columns.find((c) => c.id === "quantity")!.color).toBeUndefined();
  });
});
