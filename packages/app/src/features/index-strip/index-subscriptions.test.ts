import type { ConnectionStatus } from "@vnboard/feed";
import { atom } from "nanostores";
import { describe, expect, it } from "vitest";
import type { HeaderIndexCode } from "./header-indices";
import {
  DEFAULT_INDEX_SUBSCRIPTIONS,
  type IndexSubscriber,
  isIndexSubscriptionList,
  syncIndexSubscriptions,
  toggleIndexSubscription,
} from "./index-subscriptions";

/** A feed that records what it would send, and like the FeedClient remembers its subscriptions. */
function fakeFeed() {
  const sent: string[] = [];
  const indices = new Set<string>();
  const feed: IndexSubscriber & { $status: ReturnType<typeof atom<ConnectionStatus>> } = {
    $status: atom<ConnectionStatus>("connecting"),
    get subscribedIndices() {
      return [...indices];
    },
    subscribeIndex(code) {
      indices.add(code);
      sent.push(`+${code}`);
    },
    unsubscribeIndex(code) {
      indices.delete(code);
      sent.push(`-${code}`);
    },
  };
  return { feed, sent };
}

describe("subscription list", () => {
  it("toggles a code on and off, keeping header order", () => {
    const on = toggleIndexSubscription(["VNINDEX", "HNXINDEX"], "VN30");
    expect(on).toEqual(["VNINDEX", "VN30", "HNXINDEX"]);
    expect(toggleIndexSubscription(on, "VNINDEX")).toEqual(["VN30", "HNXINDEX"]);
  });

  it("follows every header index by default", () => {
    expect(DEFAULT_INDEX_SUBSCRIPTIONS).toEqual(["VNINDEX", "VN30", "VNXALL", "HNXINDEX", "HNXUPCOMINDEX"]);
  });

  it("accepts only lists of distinct header codes from storage", () => {
    expect(isIndexSubscriptionList([])).toBe(true);
    expect(isIndexSubscriptionList(["VN30", "VNXALL"])).toBe(true);
    expect(isIndexSubscriptionList(["VN30", "VN30"])).toBe(false);
    expect(isIndexSubscriptionList(["VN100"])).toBe(false);
    expect(isIndexSubscriptionList("VN30")).toBe(false);
    expect(isIndexSubscriptionList([1])).toBe(false);
  });
});

describe("syncIndexSubscriptions", () => {
  it("sends nothing before the feed is live, then sets every header index once", () => {
    const { feed, sent } = fakeFeed();
    const $list = atom<readonly HeaderIndexCode[]>(["VN30", "VNXALL"]);
    const stop = syncIndexSubscriptions(feed, $list);
    expect(sent).toEqual([]);
    feed.$status.set("live");
    expect(sent).toEqual(["-VNINDEX", "+VN30", "+VNXALL", "-HNXINDEX", "-HNXUPCOMINDEX"]);
    feed.$status.set("stale");
    feed.$status.set("live");
    expect(sent).toHaveLength(5); // a stale spell is the same connection: nothing to resend
    stop();
  });

  it("sends only the toggled index while connected", () => {
    const { feed, sent } = fakeFeed();
    feed.$status.set("live");
    const $list = atom<readonly HeaderIndexCode[]>(["VN30"]);
    const stop = syncIndexSubscriptions(feed, $list);
    sent.length = 0;
    $list.set(toggleIndexSubscription($list.get(), "HNXINDEX"));
    $list.set(toggleIndexSubscription($list.get(), "VN30"));
    expect(sent).toEqual(["+HNXINDEX", "-VN30"]);
    stop();
  });

  it("after a reconnect unsubscribes again what the server turns on by default, without resubscribing what the feed resends", () => {
    const { feed, sent } = fakeFeed();
    const $list = atom<readonly HeaderIndexCode[]>(["VNXALL"]);
    const stop = syncIndexSubscriptions(feed, $list);
    feed.$status.set("live");
    sent.length = 0;
    feed.$status.set("reconnecting");
    $list.set(["VNXALL", "VN30"]); // toggled while offline: sent with the next connection
    expect(sent).toEqual([]);
    feed.$status.set("live");
    expect(sent).toEqual(["-VNINDEX", "+VN30", "-HNXINDEX", "-HNXUPCOMINDEX"]);
    stop();
  });

  it("stops listening when stopped", () => {
    const { feed, sent } = fakeFeed();
    const $list = atom<readonly HeaderIndexCode[]>([]);
    syncIndexSubscriptions(feed, $list)();
    feed.$status.set("live");
    $list.set(["VN30"]);
    expect(sent).toEqual([]);
  });
});
