/**
 * @vnboard/feed: the data path of the price board up to the renderer.
 * Wire codec (protocol/), typed-array stores (store/), market rules (rules/), the WebSocket feed client
 * (client/) and the REST client (rest/). No DOM drawing, no React. feed-worker/ moves the WebSocket and
 * the decode into a worker, the stores staying on the page.
 */

export * from "./client/backoff";
export * from "./client/feed-client";
export * from "./feed-worker/apply-decoded";
export * from "./feed-worker/feed-decoding";
export * from "./feed-worker/packed-records";
export * from "./feed-worker/worker-messages";
export * from "./feed-worker/worker-socket";
export * from "./model/market-codes";
export * from "./protocol/base64";
export * from "./protocol/compression";
export * from "./protocol/decode-error";
export * from "./protocol/envelope";
export * from "./protocol/feed-auth";
export * from "./protocol/msg-type";
export * from "./protocol/parsed-records";
export * from "./protocol/provider-schema";
export * from "./protocol/record-encoder";
export * from "./protocol/record-schema";
export * from "./protocol/schema-table";
export * from "./protocol/schemas/bond-schema";
export * from "./protocol/schemas/index-schema";
export * from "./protocol/schemas/market-schema";
export * from "./protocol/schemas/put-through-schema";
export * from "./protocol/schemas/series-schemas";
export * from "./protocol/schemas/symbol-schema";
export * from "./protocol/separators";
export * from "./rest/index";
export * from "./rules/index";
export * from "./socket/web-socket-like";
export * from "./store/column-store";
export * from "./store/dirty-set";
export * from "./store/feed-stats";
export * from "./store/json-messages";
export * from "./store/market-data";
export * from "./store/series-store";
export * from "./store/store-limits";
export * from "./store/string-table";
export * from "./store/symbol-store";
