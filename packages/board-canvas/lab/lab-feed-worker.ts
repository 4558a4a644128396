/** The lab's feed worker (URL `decode=worker`): the WebSocket and the decode, off the page's thread. */
import { type FeedWorkerScope, serveFeedDecoding } from "@vnboard/feed";

serveFeedDecoding(self as unknown as FeedWorkerScope);
