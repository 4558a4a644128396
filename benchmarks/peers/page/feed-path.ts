/** Where the feed's frames are decoded: on the page's main thread, or in a dedicated feed worker. */
export const DECODE_PLACES = ["page", "worker"] as const;
export type DecodeWhere = (typeof DECODE_PLACES)[number];

/**
 * How the feed server encodes its frames: the spec's envelope (base64 + deflate + JSON text), or the
 * feed package's binary encoding (`vnboard.bin.1`, negotiated by WebSocket subprotocol; issue 21).
 */
export const FEED_ENCODINGS = ["spec", "binary"] as const;
export type FeedEncoding = (typeof FEED_ENCODINGS)[number];
