import { atom } from "nanostores";
import { afterEach, describe, expect, it } from "vitest";
import { until } from "../../../../feed/src/testing/poll";
import { type SyncChannel, syncAtom } from "./sync-atom";

/** Node's own BroadcastChannel: two instances of one name are two windows of one origin. */
const opened: { close(): void }[] = [];
function openChannel(): SyncChannel {
  const channel = new BroadcastChannel("sync-atom-test");
  opened.push(channel);
  return channel as unknown as SyncChannel;
}

const isCodes = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((c) => typeof c === "string");

describe("syncAtom: a store kept equal in every window", () => {
  afterEach(() => {
    for (const channel of opened.splice(0)) channel.close();
  });

  it("a change in one window shows in the other, both ways, without echoing back", async () => {
    const a = atom<string[]>([]);
    const b = atom<string[]>([]);
    const channelA = openChannel();
    const posts: unknown[] = [];
    const post = channelA.postMessage.bind(channelA);
    channelA.postMessage = (message) => {
      posts.push(message);
      post(message);
    };
    syncAtom(channelA, "favourites", a, isCodes);
    syncAtom(openChannel(), "favourites", b, isCodes);
    a.set(["FPT"]);
    await until(() => b.get().join() === "FPT", { what: "B has FPT" });
    b.set(["FPT", "VNM"]);
    await until(() => a.get().join() === "FPT,VNM", { what: "A has FPT, VNM" });
    expect(posts).toEqual([{ key: "favourites", value: ["FPT"] }]); // A did not post B's value back
  });

  it("ignores other keys and values that fail the check, and keeps unshared values local", async () => {
    const a = atom<string[]>([]);
    const b = atom<string[]>(["KEEP"]);
    const raw = openChannel();
    syncAtom(openChannel(), "favourites", a, isCodes, (value) => !value.includes("LOCAL"));
    syncAtom(openChannel(), "favourites", b, isCodes);
    const seenByB: string[] = [];
    b.listen((value) => seenByB.push(value.join()));
    raw.postMessage({ key: "other", value: ["X"] });
    raw.postMessage({ key: "favourites", value: [1, 2] });
    a.set(["LOCAL"]);
    raw.postMessage({ key: "favourites", value: ["LAST"] });
    // Messages of one channel arrive in order: once LAST is here, the ones before it were seen.
    await until(() => b.get().join() === "LAST" && a.get().join() === "LAST", { what: "LAST everywhere" });
    expect(seenByB).toEqual(["LAST"]);
  });
});
