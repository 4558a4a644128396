/** @vnboard/server: the reference provider, for embedding and tests. `main.ts` is the command. */
export { createMarketSource, createServer, DEFAULT_ROUTE, type ServerDeps, type VnboardServer } from "./app";
export { ConfigError, parseConfig, type ServerConfig, type SourceConfig } from "./config";
export { FeedGateway } from "./gateway/feed-gateway";
export { DEFAULT_INDEX_CODES, type FeedGatewayOptions, type FrameTap } from "./gateway/gateway-options";
export { SyntheticMarketSource } from "./gateway/synthetic-market-source";
export type { MarketBatch, MarketSnapshot, MarketSource } from "./market/market-source";
export { FrameRecorder } from "./replay/recorder";
export { type RecordingInfo, RecordingLibrary } from "./replay/recording-library";
export { RecordingTimeline } from "./replay/recording-timeline";
export { RelaySource } from "./replay/relay-source";
export { REPLAY_PATH, ReplayCloseCode, ReplayGateway } from "./replay/replay-gateway";
export { ReplayPlayer } from "./replay/replay-player";
export { ReplaySource } from "./replay/replay-source";
