import type { ConnectionStatus } from "@vnboard/feed";
import type { ReadableAtom } from "nanostores";
import { HEADER_INDEX_CODES, type HeaderIndexCode, isHeaderIndexCode } from "./header-indices";

/** localStorage key of the subscribed header indices (spec 2.2: a click subscribes or unsubscribes). */
export const INDEX_SUBSCRIPTIONS_STORAGE_KEY = "indexSubscriptions";

/** Every header index is followed by default, so that every card's chart is live on first load. */
export const DEFAULT_INDEX_SUBSCRIPTIONS: readonly HeaderIndexCode[] = HEADER_INDEX_CODES;

/** A stored list is valid when it is an array of distinct header index codes. */
export function isIndexSubscriptionList(value: unknown): value is HeaderIndexCode[] {
  return Array.isArray(value) && value.every(isHeaderIndexCode) && new Set(value).size === value.length;
}

/** The list with `code` added (in header order) or removed. */
export function toggleIndexSubscription(
  list: readonly HeaderIndexCode[],
  code: HeaderIndexCode,
): HeaderIndexCode[] {
  const on = !list.includes(code);
  return HEADER_INDEX_CODES.filter((c) => (c === code ? on : list.includes(c)));
}

/** The part of the FeedClient the subscriptions need (a fake in tests). */
export interface IndexSubscriber {
  readonly $status: ReadableAtom<ConnectionStatus>;
  readonly subscribedIndices: readonly string[];
  subscribeIndex(indexCode: string): void;
  unsubscribeIndex(indexCode: string): void;
}

/**
 * Keeps the feed's index subscriptions equal to the stored list.
 *
 * The FeedClient resends the indices it subscribed after every reconnect, but the server also puts
 * some header indices on every new connection by default (DEFAULT_INDEX_CODES of the gateway), so an
 * index the user switched off would come back on reconnect. Hence: on every (re)connection, once the
 * feed is live, each header index is set explicitly; between reconnects only the toggled one is sent.
 * Nothing is sent while the socket is not open (the feed would drop it with 'WS not opened').
 */
export function syncIndexSubscriptions(
  feed: IndexSubscriber,
  $subscribed: ReadableAtom<readonly HeaderIndexCode[]>,
): () => void {
  let needsFullSync = true;
  let applied: readonly HeaderIndexCode[] = $subscribed.get();

  const open = (status: ConnectionStatus) => status === "live" || status === "stale";

  const syncAll = () => {
    const wanted = $subscribed.get();
    const sent = feed.subscribedIndices;
    for (const code of HEADER_INDEX_CODES) {
      if (!wanted.includes(code)) feed.unsubscribeIndex(code);
      else if (!sent.includes(code)) feed.subscribeIndex(code);
    }
    applied = wanted;
    needsFullSync = false;
  };

  const onStatus = (status: ConnectionStatus) => {
    if (status === "live" && needsFullSync) syncAll();
    else if (!open(status)) needsFullSync = true;
  };

  const onList = (wanted: readonly HeaderIndexCode[]) => {
    if (needsFullSync || !open(feed.$status.get())) return; // the next connection sends the whole list
    for (const code of HEADER_INDEX_CODES) {
      const on = wanted.includes(code);
      if (on === applied.includes(code)) continue;
      if (on) feed.subscribeIndex(code);
      else feed.unsubscribeIndex(code);
    }
    applied = wanted;
  };

  const stopStatus = feed.$status.subscribe(onStatus);
  const stopList = $subscribed.listen(onList);
  return () => {
    stopStatus();
    stopList();
  };
}
