/**
 * The peers page's feed worker (`decode=worker`): the WebSocket and the whole decode (base64, inflate,
 * JSON, record parse) run here, by the feed package's own worker side, as a host of the package runs it
 * (docs/embedding.md, "Decode in a worker"). The page applies what it posts (peer-feed.ts).
 */
import { type FeedWorkerScope, serveFeedDecoding } from "@vnboard/feed";

serveFeedDecoding(self as unknown as FeedWorkerScope);
