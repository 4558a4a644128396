import { MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BoardError } from "./board-options";
import { watchUnknownCodes } from "./unknown-codes";

/** The first update after a snapshot, which ends the store's resynchronisation (as a feed's does). */
function endSnapshot(market: MarketData, code: string): void {
  market.handleFrame(
    encodeFrame(MsgType.SYMBOL_UPDATE, encodeRecords(SYMBOL_SCHEMA, [{ code, matchPrice: 10_100 }])),
  );
}

/** A snapshot of these codes, as a feed applies one: resynchronisation, frames, the first update. */
function snapshot(market: MarketData, ...codes: string[]): void {
  market.beginResync();
  market.handleFrame(
    encodeFrame(
      MsgType.SYMBOL_SNAPSHOT,
      encodeRecords(
        SYMBOL_SCHEMA,
        codes.map((code) => ({ code, refPrice: 10_000 })),
      ),
    ),
  );
  endSnapshot(market, codes[0]);
}

describe("a board's codes the feed does not have", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are named once the snapshot is complete, once per set, and not as rows arrive", () => {
    const market = new MarketData();
    const errors: BoardError[] = [];
    const watch = watchUnknownCodes(
      market.symbols,
      () => ["ACB", "ZZZZ", "acb", "FPT"],
      () => ({ onError: (e: BoardError) => errors.push(e) }),
    );
    market.beginResync();
    market.handleFrame(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, [{ code: "ACB" }])));
    // FPT is in a later frame of the same snapshot: nothing said yet.
    expect(errors).toEqual([]);
    market.handleFrame(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, [{ code: "FPT" }])));
    expect(errors).toEqual([]);
    endSnapshot(market, "FPT");
    expect(errors).toEqual([
      {
        code: "unknown-codes",
        message: "codes the feed does not have after its snapshot, left out: ZZZZ, acb",
      },
    ]);
    // The next snapshot (a reconnect) misses the same codes: said already.
    snapshot(market, "ACB", "FPT", "HPG");
    expect(errors).toHaveLength(1);
    watch.detach();
  });

  it("are named at once for a board mounted after the snapshot and for new codes, never mid-snapshot", () => {
    const market = new MarketData();
    const errors: string[] = [];
    let codes = ["ACB", "FPT"];
    const report = () => ({ onError: (e: BoardError) => errors.push(e.message) });
    // A store filled without a snapshot is never known to be whole: nothing is said.
    const unsnapshotted = new MarketData();
    unsnapshotted.handleFrame(
      encodeFrame(MsgType.SYMBOL_UPDATE, encodeRecords(SYMBOL_SCHEMA, [{ code: "ACB", matchPrice: 1 }])),
    );
    watchUnknownCodes(unsnapshotted.symbols, () => ["ACB", "XYZ"], report).check();
    expect(errors).toEqual([]);

    snapshot(market, "ACB", "HPG");
    const watch = watchUnknownCodes(market.symbols, () => codes, report);
    watch.check(); // the mount
    expect(errors).toEqual(["codes the feed does not have after its snapshot, left out: FPT"]);
    codes = ["ACB", "HPG", "VNM"];
    watch.check(); // setCodes
    expect(errors).toHaveLength(2);
    expect(errors[1]).toContain("left out: VNM");
    watch.check(); // the same set again: said already
    expect(errors).toHaveLength(2);
    // During a resynchronisation the list is not whole: a check waits for its end.
    market.beginResync();
    codes = ["ACB", "QQQ"];
    watch.check();
    expect(errors).toHaveLength(2);
    market.handleFrame(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, [{ code: "ACB" }])));
    endSnapshot(market, "ACB");
    expect(errors).toHaveLength(3);
    expect(errors[2]).toContain("left out: QQQ");
    watch.detach();
  });

  it("says it in the console when the host has no onError, and nothing when every code is known", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const known = new MarketData();
    watchUnknownCodes(
      known.symbols,
      () => ["ACB"],
      () => ({}),
    );
    snapshot(known, "ACB");
    expect(warn).not.toHaveBeenCalled();
    const missing = new MarketData();
    watchUnknownCodes(
      missing.symbols,
      () => ["ACB", "XYZ"],
      () => ({}),
    );
    snapshot(missing, "ACB");
    expect(warn).toHaveBeenCalledWith(
      "vnboard: unknown-codes: codes the feed does not have after its snapshot, left out: XYZ",
    );
  });
});
