/**
 * Why a frame was dropped. The decoder never throws into the caller's loop: it returns one of these and
 * the feed counts it (FeedStats.badFrames, per reason).
 */
export const DecodeError = {
  NONE: 0,
  NOT_BASE64: 1,
  INFLATE_FAILED: 2,
  TOO_LARGE: 3,
  NOT_JSON: 4,
  BAD_ENVELOPE: 5,
  UNKNOWN_MSG_TYPE: 6,
  WRONG_FIELD_COUNT: 7,
  BAD_NUMBER: 8,
  MISSING_KEY: 9,
  FIELD_TOO_LONG: 10,
  TOO_MANY_RECORDS: 11,
  /** A binary frame (vnboard.bin.1) that does not follow its layout: truncated, an unknown tag or kind. */
  BAD_BINARY: 12,
  /** A binary frame names a string the connection's table does not hold (or the table arrived out of order). */
  UNKNOWN_STRING: 13,
} as const;
export type DecodeError = (typeof DecodeError)[keyof typeof DecodeError];

/** Readable names of the DecodeError values, indexed by value (for logs and counters). */
export const DECODE_ERROR_NAME: readonly string[] = [
  "none",
  "notBase64",
  "inflateFailed",
  "tooLarge",
  "notJson",
  "badEnvelope",
  "unknownMsgType",
  "wrongFieldCount",
  "badNumber",
  "missingKey",
  "fieldTooLong",
  "tooManyRecords",
  "badBinary",
  "unknownString",
];

/** Upper bounds that keep a hostile or broken frame from costing unbounded memory or time. */
export const DECODE_LIMITS = {
  /** Largest inflated frame we accept (bytes). A full snapshot of ~2,000 symbols is ~1.2 MB. */
  maxInflatedBytes: 32 * 1024 * 1024,
  /** Longest single value (characters); names are < 200, a basket list of 1,600 codes < 8,000. */
  maxFieldLength: 16_384,
  /** Longest number literal (characters). */
  maxNumberLength: 24,
  /** Most records in one message. */
  maxRecords: 200_000,
} as const;
