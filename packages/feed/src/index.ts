/**
 * @vnboard/feed: the data path of the price board up to the renderer, as a host embedding the board
 * uses it: the WebSocket feed client (client/, or feed-worker/ to decode off the page's thread, or
 * shared-socket/ to share one socket between the windows of an origin), the
 * typed-array stores it fills (store/), the record schemas whose fields the board's columns name, and
 * the market rules (rules/: colours, ticks, limits, formats, sorting, sessions). No DOM drawing, no React.
 *
 * Two subpaths carry what a host does not need:
 * - `@vnboard/feed/protocol`: the wire codec (envelope, compression, record encoding, the decoded-frame messages)
 *   for a provider writing a feed, a server or a replay tool.
 * - `@vnboard/feed/rest`: the REST client of the full price-board app (login, favourites, orders,
 *   history) with its form helpers (password obfuscation, e-mail and phone validation).
 *
 * @module @vnboard/feed
 */

export { type BackoffOptions, DEFAULT_BACKOFF } from "./client/backoff";
export * from "./client/feed-client";
export {
  type FeedDecodingOptions,
  type FeedWorkerScope,
  serveFeedDecoding,
} from "./feed-worker/feed-decoding";
export { type FeedWorkerLike, workerSocketFactory } from "./feed-worker/worker-socket";
export * from "./model/market-codes";
export { BINARY_SUBPROTOCOL, type FrameEncoding } from "./protocol/binary-format";
export { DECODE_ERROR_NAME, DecodeError } from "./protocol/decode-error";
export * from "./protocol/feed-auth";
export { MsgType } from "./protocol/msg-type";
export * from "./protocol/provider-schema";
export {
  defineSchema,
  type FieldKind,
  type FieldOf,
  type RecordSchema,
  type RecordSchemaSpec,
} from "./protocol/record-schema";
export * from "./protocol/schemas/bond-schema";
export * from "./protocol/schemas/index-schema";
export * from "./protocol/schemas/market-schema";
export * from "./protocol/schemas/put-through-schema";
export * from "./protocol/schemas/series-schemas";
export * from "./protocol/schemas/symbol-schema";
export * from "./rules/index";
export type { ChannelLike, LockManagerLike } from "./shared-socket/channel-messages";
export {
  type SharedFeedRole,
  SharedFeedSocket,
  type SharedSocketOptions,
  sharedSocketFactory,
} from "./shared-socket/shared-feed-socket";
export * from "./socket/web-socket-like";
export * from "./store/column-store";
export * from "./store/dirty-set";
export * from "./store/exchange-activity";
export * from "./store/feed-stats";
export type { Industry, SystemParams } from "./store/json-messages";
export * from "./store/market-data";
export * from "./store/series-store";
export * from "./store/store-limits";
export * from "./store/string-table";
export * from "./store/symbol-store";
