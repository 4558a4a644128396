import { describe, expect, it } from "vitest";
import { MarketData } from "../store/market-data";
import { DecodeError } from "./decode-error";
import { encodeFrame } from "./envelope";
import { MsgType } from "./msg-type";
import { checkSchemaTable, providerSchema, withProviderSchemas } from "./provider-schema";
import { encodeRecords } from "./record-encoder";
import { SCHEMA_TABLE } from "./schema-table";
import { INDEX_SCHEMA } from "./schemas/index-schema";
import { SYMBOL_SCHEMA, SymbolField } from "./schemas/symbol-schema";

/** A provider that sends a few symbol fields in its own order, with a position we do not read. */
const ACME = providerSchema(SYMBOL_SCHEMA, [
  ["code", "matchPrice", "refPrice"],
  [null, "totalTradedQtty", "symbolName"],
]);

function acmeMarket(): MarketData {
  return new MarketData({
    schemaTable: withProviderSchemas({
      [MsgType.SYMBOL_SNAPSHOT]: ACME,
      [MsgType.SYMBOL_UPDATE]: ACME,
    }),
  });
}

describe("a provider's own field order (schema table override)", () => {
  it("reads the provider's positions into our fields, skipping the positions we do not read", () => {
    const market = acmeMarket();
    // Wire text in the provider's order: code*match*ref|ignored*total*name
    const text = "ACB*24900*24650|whatever*351443*Asia Commercial Bank$FPT*22050*23100";
    expect(encodeRecords(ACME, [{ code: "FPT", matchPrice: 22050, refPrice: 23100 }])).toBe(
      "FPT*22050*23100",
    );
    expect(market.handleFrame(encodeFrame(MsgType.SYMBOL_SNAPSHOT, text))).toBe(true);
    const store = market.symbols;
    const acb = store.rowOf("ACB");
    expect(store.num(SymbolField.matchPrice, acb)).toBe(24900);
    expect(store.num(SymbolField.refPrice, acb)).toBe(24650);
    expect(store.num(SymbolField.totalTradedQtty, acb)).toBe(351443);
    expect(store.str(SymbolField.symbolName, acb)).toBe("Asia Commercial Bank");
    // A field the provider never sends stays empty.
    expect(store.num(SymbolField.ceilPrice, acb)).toBeNaN();
    expect(store.num(SymbolField.matchPrice, store.rowOf("FPT"))).toBe(22050);
  });

  it("applies updates by position: empty positions leave the value unchanged", () => {
    const market = acmeMarket();
    market.handleFrame(encodeFrame(MsgType.SYMBOL_SNAPSHOT, "ACB*24900*24650|*351443*Asia Commercial Bank"));
    const update = encodeRecords(ACME, [{ code: "ACB", matchPrice: 25000, totalTradedQtty: 352000 }]);
    expect(update).toBe("ACB*25000*|*352000*");
    expect(market.handleFrame(encodeFrame(MsgType.SYMBOL_UPDATE, update))).toBe(true);
    const acb = market.symbols.rowOf("ACB");
    expect(market.symbols.num(SymbolField.matchPrice, acb)).toBe(25000);
    expect(market.symbols.num(SymbolField.refPrice, acb)).toBe(24650);
    expect(market.symbols.num(SymbolField.totalTradedQtty, acb)).toBe(352000);
    expect(market.symbols.str(SymbolField.symbolName, acb)).toBe("Asia Commercial Bank");
  });

  it("counts and drops a message that does not fit the provider's layout, and keeps the other types as ours", () => {
    const market = acmeMarket();
    // Our own symbol layout no longer fits: too many values in the first group.
    expect(market.handleFrame(encodeFrame(MsgType.SYMBOL_SNAPSHOT, "ACB*1*2*3*4"))).toBe(false);
    expect(market.stats.badByReason[DecodeError.WRONG_FIELD_COUNT]).toBe(1);
    expect(market.symbols.rowCount).toBe(0);
    // Indices are still read in our order.
    const index = encodeRecords(INDEX_SCHEMA, [{ indexCode: "VNINDEX", closeIndex: 1250.5 }]);
    expect(market.handleFrame(encodeFrame(MsgType.INDEX_SNAPSHOT, index))).toBe(true);
  });

  it("rejects at setup a schema that could not be read into our stores", () => {
    expect(() => providerSchema(SYMBOL_SCHEMA, [["code", "noSuchField" as "code"]])).toThrow(/unknown field/);
    expect(() => providerSchema(SYMBOL_SCHEMA, [["code", "matchPrice"], ["matchPrice"]])).toThrow(/twice/);
    expect(() => providerSchema(SYMBOL_SCHEMA, [["matchPrice", "code"]])).toThrow(/first wire field/);
    expect(() => providerSchema(SYMBOL_SCHEMA, [["code"], []])).toThrow(/empty/);
    expect(() => withProviderSchemas({ [MsgType.SERVER_TIME]: ACME })).toThrow(/no records/);
    const indexOrder = providerSchema(INDEX_SCHEMA, [["indexCode"], ["closeIndex"]]);
    expect(() => withProviderSchemas({ [MsgType.SYMBOL_SNAPSHOT]: indexOrder })).toThrow(/symbol/);
    const missing = new Map(SCHEMA_TABLE);
    missing.delete(MsgType.SERVER_TIME);
    expect(() => checkSchemaTable(missing)).toThrow(/missing/);
    expect(() => new MarketData({ schemaTable: missing })).toThrow(/missing/);
  });
});
