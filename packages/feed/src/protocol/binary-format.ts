/**
 * The binary frame encoding (ours, "vnboard.bin.1"; docs/protocol.md, "Binary encoding (vnboard
 * extension)"). A client offers it as a WebSocket subprotocol; a provider that answers with it sends
 * tabular messages as binary WebSocket messages in this layout, everything else (server time, JSON
 * messages, sequence marks) as the spec's text envelopes. A client that offers nothing gets the spec's
 * envelope only: the spec stays the protocol's default.
 *
 * All numbers little-endian. Every binary frame starts with MAGIC and a frame kind:
 * - STRINGS: u32 firstId, u32 count, then count x (u16 byteLength, UTF-8 bytes): entries appended to
 *   the connection's string table (ids count from 0 in the order sent; firstId must equal the table's size).
 * - RECORDS: u16 msgType, u16 fieldCount (of the msgType's store schema), u32 recordCount, then per
 *   record: u8 valueCount, then per value: u8 field (store schema order), u8 tag, the tag's payload.
 */
export const BINARY_SUBPROTOCOL = "vnboard.bin.1";

/** How a connection's tabular frames travel: the spec's envelope (default of the protocol) or ours. */
export type FrameEncoding = "spec" | "binary";

/** First byte of every binary frame; a deflated spec envelope sent as bytes is recognised by its absence. */
export const BINARY_MAGIC = 0xb1;

export const BinaryFrameKind = { RECORDS: 1, STRINGS: 2 } as const;

/** A value's tag and payload. */
export const ValueTag = {
  /** float64 (8 bytes). */
  FLOAT64: 1,
  /** int32 (4 bytes): most prices (dong) and volumes. */
  INT32: 2,
  /** u16 id into the connection's string table (codes, statuses). */
  STRING_ID: 3,
  /** u16 byteLength + UTF-8 bytes: a long or rare text (names) that is not worth a table entry. */
  TEXT: 4,
} as const;

/** Bytes before the first record of a RECORDS frame, and before the first entry of a STRINGS frame. */
export const RECORDS_HEADER_BYTES = 10;
export const STRINGS_HEADER_BYTES = 10;

/**
 * Bounds of the string table, shared by writer and reader: ids fit a u16, and the table's text stays
 * small because the feed worker hands it to the page with each message instead of building strings.
 */
export const STRING_TABLE_LIMITS = {
  maxEntries: 65_535,
  maxChars: 65_536,
  /** Longer strings travel inline (TEXT). */
  maxEntryChars: 24,
} as const;
