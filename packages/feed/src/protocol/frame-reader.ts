import { BINARY_MAGIC, type FrameEncoding } from "./binary-format";
import { BinaryFrameReader, BinaryRead } from "./binary-frame-reader";
import { DecodeError } from "./decode-error";
import { type Envelope, EnvelopeDecoder } from "./envelope";
import { ParsedRecords } from "./parsed-records";
import { isProviderSchema } from "./provider-schema";
import { type MessageLayout, SCHEMA_TABLE } from "./schema-table";

/** What `FrameReader.read` found: the reader's fields for that kind hold the frame's content. */
export const FrameKind = {
  /** Dropped: `error` says why. */
  BAD: 0,
  /** The server's clock: `time` (ms since the epoch). */
  TIME: 1,
  /** A JSON message: `message` as the envelope carried it (a string to parse, or a value). */
  JSON: 2,
  /** Tabular records: `parsed`, in the store schema's field order (a provider's order is remapped). */
  RECORDS: 3,
  /** For the reader itself (the binary encoding's string table): nothing to apply. */
  CONTROL: 4,
} as const;
export type FrameKind = (typeof FrameKind)[keyof typeof FrameKind];

/**
 * The one reader of wire frames: envelope (base64, inflate, JSON), the schema table's layout for the
 * msgType, the time rule, the records parse and a provider's field remap; and, on a connection that
 * negotiated the binary encoding (`startConnection("binary")`), its binary frames (BinaryFrameReader). The page's MarketData, the
 * feed worker and the server's replay tools all read through it, so they accept and refuse the same
 * frames for the same reasons.
 *
 * Reusable and allocation-free per frame beyond what the envelope itself costs: `read` returns a kind
 * and leaves the content in the reader's fields (`msgType`, `time`, `message`, `parsed`, `reset`,
 * `error`), valid until the next read.
 */
export class FrameReader {
  msgType = -1;
  /** For RECORDS: the layout says the records replace the store's rows (a snapshot). */
  reset = false;
  time = 0;
  message: unknown = null;
  error: DecodeError = DecodeError.NONE;
  /** For RECORDS: the parsed records (one of two reused buffers). */
  parsed: ParsedRecords;
  /** For RECORDS: the records came from a binary frame, their strings are ranges of the connection's table text. */
  binary = false;
  private encoding: FrameEncoding = "spec";
  private readonly binaryReader = new BinaryFrameReader();
  private readonly envelopes = new EnvelopeDecoder();
  private readonly wire = new ParsedRecords();
  private readonly remapped = new ParsedRecords();

  constructor(private readonly schemaTable: ReadonlyMap<number, MessageLayout> = SCHEMA_TABLE) {
    this.parsed = this.wire;
  }

  /** Bytes held by the envelope decoder's reusable buffers (a huge frame is not kept). */
  get bufferBytes(): number {
    return this.envelopes.bufferBytes;
  }

  /**
   * A new connection: how its binary WebSocket messages are read (the subprotocol the provider chose;
   * text messages are always spec envelopes), and a fresh string table.
   */
  startConnection(encoding: FrameEncoding): void {
    this.encoding = encoding;
    this.binaryReader.reset();
  }

  /** Reads one WebSocket frame (text, or the bytes of a binary frame). */
  read(frame: string | Uint8Array): FrameKind {
    this.binary = false;
    // A provider that echoed the subprotocol but sends spec envelopes as bytes is still read: the
    // binary encoding's frames start with BINARY_MAGIC.
    if (this.encoding === "binary" && typeof frame !== "string" && frame[0] === BINARY_MAGIC) {
      return this.readBinary(frame);
    }
    const envelope = this.envelopes.decode(frame);
    if (envelope === null) return this.bad(this.envelopes.lastError);
    return this.readEnvelope(envelope);
  }

  /** Reads an envelope decoded elsewhere (tests, a transport that hands envelopes). */
  readEnvelope(envelope: Envelope): FrameKind {
    this.error = DecodeError.NONE;
    this.msgType = envelope.msgType;
    const layout = this.schemaTable.get(envelope.msgType);
    if (layout === undefined) return this.bad(DecodeError.UNKNOWN_MSG_TYPE);
    const message = envelope.message;
    if (layout.kind === "time") {
      // A number or a numeric string (SCHEMA_TABLE); Number(true) or Number([5]) would pass as a time.
      const time =
        typeof message === "number" ? message : typeof message === "string" ? Number(message) : Number.NaN;
      if (!Number.isFinite(time) || time <= 0) return this.bad(DecodeError.BAD_ENVELOPE);
      this.time = time;
      return FrameKind.TIME;
    }
    if (layout.kind === "json") {
      this.message = message;
      return FrameKind.JSON;
    }
    if (typeof message !== "string") return this.bad(DecodeError.BAD_ENVELOPE);
    let error = this.wire.parse(message, layout.schema);
    if (error !== DecodeError.NONE) return this.bad(error);
    this.parsed = this.wire;
    if (isProviderSchema(layout.schema)) {
      error = this.remapped.remapFrom(this.wire, layout.schema);
      if (error !== DecodeError.NONE) return this.bad(error);
      this.parsed = this.remapped;
    }
    this.reset = layout.reset;
    return FrameKind.RECORDS;
  }

  private readBinary(frame: Uint8Array): FrameKind {
    const reader = this.binaryReader;
    const read = reader.read(frame, this.schemaTable);
    this.msgType = reader.msgType;
    if (read === BinaryRead.STRINGS) return FrameKind.CONTROL;
    if (read !== BinaryRead.RECORDS || reader.layout?.kind !== "records") return this.bad(reader.error);
    this.error = DecodeError.NONE;
    this.reset = reader.layout.reset;
    this.parsed = reader.parsed;
    this.binary = true;
    return FrameKind.RECORDS;
  }

  private bad(error: DecodeError): FrameKind {
    this.error = error;
    return FrameKind.BAD;
  }
}
