/** Where the feed's frames are decoded: on the page's main thread, or in a dedicated feed worker. */
export const DECODE_PLACES = ["page", "worker"] as const;
export type DecodeWhere = (typeof DECODE_PLACES)[number];
