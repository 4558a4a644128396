/**
 * Where the feed's frames are decoded: on the page's main thread, or in a dedicated feed worker whose
 * records the page applies; `store` (feed-only and bare-page only): decoded and applied to a store in
 * the worker, nothing posted to the page (page/store-worker.ts: the floor of a shared-memory store).
 */
export const DECODE_PLACES = ["page", "worker", "store"] as const;
export type DecodeWhere = (typeof DECODE_PLACES)[number];

/**
 * How the feed server encodes its frames: the spec's envelope (base64 + deflate + JSON text), or the
 * feed package's binary encoding (`vnboard.bin.1`, negotiated by WebSocket subprotocol; issue 21).
 */
export const FEED_ENCODINGS = ["spec", "binary"] as const;
export type FeedEncoding = (typeof FEED_ENCODINGS)[number];
