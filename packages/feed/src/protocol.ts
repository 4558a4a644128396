/**
 * @vnboard/feed/protocol: the wire codec, for a provider writing a feed, a server or a replay tool.
 * Frames are `{msgType, data}` envelopes whose data is base64 of deflated text records (spec 3);
 * `encodeFrame` / `encodeRecords` write them, `EnvelopeDecoder` and the parsed-records reader read them.
 * The feed worker's messages (packed records) are here too: a host that runs its own worker needs them.
 *
 * @module @vnboard/feed/protocol
 */

export * from "./feed-worker/apply-decoded";
export * from "./feed-worker/packed-records";
export * from "./feed-worker/worker-messages";
export * from "./protocol/base64";
export * from "./protocol/binary-encoder";
export * from "./protocol/binary-format";
export * from "./protocol/binary-frame-reader";
export * from "./protocol/binary-string-table";
export * from "./protocol/compression";
export * from "./protocol/decode-error";
export * from "./protocol/envelope";
export * from "./protocol/frame-reader";
export * from "./protocol/msg-type";
export * from "./protocol/parsed-records";
export * from "./protocol/record-encoder";
export * from "./protocol/record-schema";
export * from "./protocol/schema-table";
export * from "./protocol/separators";
export * from "./store/json-messages";
