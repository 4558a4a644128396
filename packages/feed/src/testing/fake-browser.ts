import type { ChannelLike, LockManagerLike } from "../shared-socket/channel-messages";
import { type SharedFeedRole, SharedFeedSocket } from "../shared-socket/shared-feed-socket";
import type { WebSocketFactory } from "../socket/web-socket-like";

/**
 * The windows of one browser, in memory: a BroadcastChannel that delivers a clone of each message to the
 * other channels of the same name (never to itself, as the browser's), and a Web Locks manager that
 * grants a lock to one holder at a time, in the order asked (the shared socket's tests).
 */
export class FakeBrowser {
  private readonly channels = new Set<{ name: string; channel: ChannelLike }>();
  /** The kind (`t`) of every message any window posted. */
  readonly posted: string[] = [];
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, (() => void)[]>();

  openChannel = (name: string): ChannelLike => {
    const entry = { name, channel: null as unknown as ChannelLike };
    const channels = this.channels;
    const posted = this.posted;
    entry.channel = {
      onmessage: null,
      postMessage(message: unknown) {
        posted.push((message as { t: string }).t);
        const copy = structuredClone(message);
        for (const other of channels) {
          if (other === entry || other.name !== name) continue;
          queueMicrotask(() => other.channel.onmessage?.({ data: copy }));
        }
      },
      close() {
        channels.delete(entry);
      },
    };
    channels.add(entry);
    return entry.channel;
  };

  /** A window's shared feed socket in this browser (channel "feed"), its real sockets made by `createSocket`. */
  sharedSocket(
    createSocket: WebSocketFactory,
    onRoleChange?: (role: SharedFeedRole) => void,
  ): SharedFeedSocket {
    return new SharedFeedSocket({
      channelName: "feed",
      createSocket,
      openChannel: this.openChannel,
      locks: this.locks,
      onRoleChange,
    });
  }

  locks: LockManagerLike = {
    request: (name, callback) =>
      new Promise((resolve, reject) => {
        const run = () => {
          this.held.add(name);
          callback({})
            .then(resolve, reject)
            .finally(() => {
              this.held.delete(name);
              this.waiting.get(name)?.shift()?.();
            });
        };
        if (!this.held.has(name)) run();
        else this.waiting.set(name, [...(this.waiting.get(name) ?? []), run]);
      }),
  };
}
