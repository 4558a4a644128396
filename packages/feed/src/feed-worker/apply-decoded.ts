import { DecodeError } from "../protocol/decode-error";
import { ParsedRecords } from "../protocol/parsed-records";
import type { MarketData } from "../store/market-data";
import { unpackRecords } from "./packed-records";
import type { DecodedFrame, DecodedFrames } from "./worker-messages";

/**
 * The page's half of the feed worker: writes frames the worker decoded (or, for the binary encoding,
 * handed on) into a MarketData, with the
 * stores' usual code (the same changes, stamps, dirty rows and listeners as `handleFrame`), counting
 * bytes, good and bad frames in `market.stats` as `handleFrame` does. One per MarketData: it keeps the
 * scratch space the packed records are unpacked into.
 */
export class DecodedFrameApplier {
  private readonly scratch = new ParsedRecords();

  constructor(private readonly market: MarketData) {}

  /** Applies every frame; returns how many were good. */
  apply(decoded: DecodedFrames): number {
    let good = 0;
    const frames = decoded.frames;
    for (let i = 0; i < frames.length; i++) if (this.applyFrame(frames[i])) good++;
    return good;
  }

  /** Applies one frame; false when it was dropped (and counted). */
  applyFrame(frame: DecodedFrame): boolean {
    const market = this.market;
    // A binary frame is read by the market's own reader, with this connection's string table (which
    // counts its bytes too).
    if (frame.kind === "binary") return market.handleFrame(new Uint8Array(frame.data));
    market.stats.bytes += frame.bytes;
    switch (frame.kind) {
      case "records": {
        const error = unpackRecords(frame.records, this.scratch);
        if (error !== DecodeError.NONE) return this.drop(error);
        return market.applyParsed(frame.msgType, this.scratch);
      }
      case "envelope":
        return market.handleEnvelope({ msgType: frame.msgType, message: frame.message });
      case "bad":
        return this.drop(frame.error);
      default:
        return this.drop(DecodeError.BAD_ENVELOPE);
    }
  }

  private drop(error: DecodeError): false {
    const stats = this.market.stats;
    stats.badFrames++;
    if (error >= 0 && error < stats.badByReason.length) stats.badByReason[error]++;
    return false;
  }
}
