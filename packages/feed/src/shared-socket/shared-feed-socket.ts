import { SILENT_CLOSE_CODE } from "../client/stream-health";
import { globalWebSocket } from "../socket/global-web-socket";
import type { WebSocketFactory, WebSocketLike } from "../socket/web-socket-like";
import {
  asChannelMessage,
  type ChannelLike,
  type ChannelMessage,
  type FromLeader,
  type LockManagerLike,
  randomId,
  type ToLeader,
} from "./channel-messages";
import { ChannelSocket, type ChannelSocketHost } from "./channel-socket";
import { FeedHub } from "./feed-hub";

/** This window's part in the shared feed: `alone` when the platform cannot share (a socket per window). */
export type SharedFeedRole = "alone" | "follower" | "leader";

/** How a window joins the shared feed: the channel it talks on, and what it may replace for tests or hosts. */
export interface SharedSocketOptions {
  /** The BroadcastChannel's name; the leader lock is `${channelName}:leader`. One per feed of an origin. */
  channelName: string;
  /**
   * The one feed address the windows share. A FeedClient moved to another address (a replay, whose
   * playback is this window's own) gets a socket of its own there: the leader's connection carries one
   * stream for everyone. Default: the address the first socket asks for.
   */
  sharedUrl?: string;
  /** The real socket the leader opens (and every socket when sharing is impossible). Default: WebSocket. */
  createSocket?: WebSocketFactory;
  /** Default: the platform's BroadcastChannel; when there is none, each window opens its own socket. */
  openChannel?: ((name: string) => ChannelLike) | null;
  /** Default: the platform's `navigator.locks`; when there is none, each window opens its own socket. */
  locks?: LockManagerLike | null;
  /** A socket no leader opened in this long closes (its FeedClient retries). Default 10 s. */
  attachTimeoutMs?: number;
  /**
   * The window's role once it is known, and each change: "leader" when this window takes the lock,
   * "follower" when another window's leader first answers this one (a window waiting on the role, such as
   * the app's first render, need not wait out a timeout), "alone" when sharing turns out impossible.
   */
  onRoleChange?: (role: SharedFeedRole) => void;
}

/**
 * One feed connection for all the windows of an origin (issue 20, pop-out windows). The window holding
 * the Web Lock `${channelName}:leader` is the leader: it opens the one WebSocket (FeedHub) and relays
 * each server message on the BroadcastChannel; the other windows' FeedClients get ChannelSockets whose
 * sends go to the leader. The lock is held for the window's life; when the leader closes, the browser
 * grants it to the next waiting window, which announces itself: every window's socket then closes as a
 * dropped connection would, and each FeedClient reconnects through the new leader, with a fresh snapshot.
 * Without BroadcastChannel or Web Locks, `createSocket` opens a plain socket in every window.
 */
export class SharedFeedSocket implements ChannelSocketHost {
  readonly windowId = randomId();
  /** For FeedClient's `createSocket`. */
  readonly createSocket: WebSocketFactory;
  /** Channel messages that were not of this protocol. */
  badMessages = 0;
  private currentRole: SharedFeedRole = "follower";
  private readonly channel: ChannelLike | null;
  private readonly realSocket: WebSocketFactory;
  private readonly attachTimeoutMs: number;
  private hub: FeedHub | null = null;
  private leader: string | null = null;
  private readonly sockets = new Map<string, ChannelSocket>();
  private releaseLock: (() => void) | null = null;
  private disposed = false;
  private frameLeader = "";
  private frameData: unknown = null;
  /**
   * Sockets other windows attached to this leader (their ids). While there are none, frames are not
   * posted to the channel: a lone window (the usual case) does not clone every frame of the market for
   * nobody (a snapshot's ~1,000 frames cost the page ~100 ms of posting; issue 21).
   */
  private readonly remoteSockets = new Set<string>();
  private sharedUrl: string | undefined;
  /** A leader of another window has answered (onRoleChange heard "follower" once). */
  private followerKnown = false;

  constructor(private readonly options: SharedSocketOptions) {
    this.realSocket = options.createSocket ?? globalWebSocket;
    this.attachTimeoutMs = options.attachTimeoutMs ?? 10_000;
    this.sharedUrl = options.sharedUrl;
    const openChannel = options.openChannel === undefined ? platformChannel() : options.openChannel;
    const locks = options.locks === undefined ? platformLocks() : options.locks;
    this.channel = openChannel !== null && locks !== null ? openChannel(options.channelName) : null;
    if (this.channel === null || locks === null) {
      this.currentRole = "alone";
      this.createSocket = this.realSocket;
      return;
    }
    this.createSocket = (url, protocols) => this.open(url, protocols ?? []);
    this.channel.onmessage = (event) => this.receive(event.data);
    locks
      .request(`${options.channelName}:leader`, () => {
        if (this.disposed) return Promise.resolve();
        this.becomeLeader();
        return new Promise<void>((resolve) => {
          this.releaseLock = resolve;
        });
      })
      .catch(() => this.cannotLead());
    this.toLeader({ t: "hello", from: this.windowId });
  }

  get role(): SharedFeedRole {
    return this.currentRole;
  }

  /** Sockets attached to the leader's real socket (leader only; 0 elsewhere): for tests and debugging. */
  get attachedSockets(): number {
    return this.hub?.attachedCount ?? 0;
  }

  /** The window is going away: the lead (if held) passes on at once and this window's sockets close. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const socket of [...this.sockets.values()]) socket.closed(1001, "window closed");
    this.hub?.dispose();
    this.hub = null;
    this.releaseLock?.();
    this.channel?.close();
  }

  send(socket: ChannelSocket, data: string): void {
    if (this.hub !== null) this.hub.send(socket.id, data);
    else this.channel?.postMessage({ t: "send", from: this.windowId, socket: socket.id, data });
  }

  closed(socket: ChannelSocket, code: number): void {
    this.sockets.delete(socket.id);
    this.toLeader({
      t: "detach",
      from: this.windowId,
      socket: socket.id,
      silent: code === SILENT_CLOSE_CODE,
    });
  }

  private open(url: string, protocols: readonly string[]): WebSocketLike {
    this.sharedUrl ??= url;
    if (this.currentRole === "alone" || url !== this.sharedUrl) return this.realSocket(url, protocols);
    if (this.disposed) throw new Error("the window's shared feed was disposed");
    const socket = new ChannelSocket(randomId(), url, protocols, this);
    this.sockets.set(socket.id, socket);
    // After the FeedClient set its handlers: this window's own hub may answer (opened, closed) at once.
    void Promise.resolve().then(() => {
      if (socket.connecting) this.attach(socket);
    });
    setTimeout(() => {
      if (socket.connecting) socket.closed(1006, "no feed leader answered");
    }, this.attachTimeoutMs);
    return socket;
  }

  private attach(socket: ChannelSocket): void {
    const { id, url, protocols } = socket;
    this.toLeader({ t: "attach", from: this.windowId, socket: id, url, protocols });
  }

  /** To the leader: handled here when this window leads, else posted. */
  private toLeader(message: ToLeader): void {
    if (this.hub !== null) this.leaderReceive(message);
    else this.channel?.postMessage(message);
  }

  /** From the leader (this window): to every window, this one included. */
  private readonly broadcast = (message: FromLeader): void => {
    if (message.t !== "frame" || this.remoteSockets.size > 0) this.channel?.postMessage(message);
    this.followerReceive(message);
  };

  private receive(data: unknown): void {
    if (this.disposed) return;
    const message = asChannelMessage(data);
    if (message === null) {
      this.badMessages++;
      return;
    }
    if (message.t === "attach") this.remoteSockets.add(message.socket);
    else if (message.t === "detach") this.remoteSockets.delete(message.socket);
    if (!this.leaderReceive(message)) this.followerReceive(message);
  }

  /** The leader's part; false for a message that is not the leader's business. */
  private leaderReceive(message: ChannelMessage): boolean {
    const hub = this.hub;
    switch (message.t) {
      case "hello":
        if (hub !== null) this.broadcast({ t: "leader", leader: this.windowId });
        return true;
      case "attach":
        // A window of an older build names no protocols: it gets the spec's handshake.
        hub?.attach(message.socket, message.url, Array.isArray(message.protocols) ? message.protocols : []);
        return true;
      case "detach":
        hub?.detach(message.socket, message.silent === true);
        return true;
      case "send":
        hub?.send(message.socket, message.data);
        return true;
      default:
        return false;
    }
  }

  private followerReceive(message: ChannelMessage): void {
    switch (message.t) {
      case "leader":
        if (message.leader !== this.leader) this.leaderChanged(message.leader);
        return;
      case "opened":
        // A leader of an older build names neither: its connection is the spec's.
        this.sockets
          .get(message.socket)
          ?.opened(
            message.leader,
            typeof message.protocol === "string" ? message.protocol : "",
            Array.isArray(message.strings) ? message.strings : [],
          );
        return;
      case "frame":
        this.frameLeader = message.leader;
        this.frameData = message.data;
        this.sockets.forEach(this.deliverFrame);
        this.frameData = null;
        return;
      case "closed":
        for (const socket of [...this.sockets.values()]) {
          const attachedThere =
            socket.leader === message.leader || (socket.connecting && message.leader === this.leader);
          if (attachedThere) socket.closed(message.code, message.reason);
        }
        return;
      default:
        return;
    }
  }

  private readonly deliverFrame = (socket: ChannelSocket): void => {
    if (socket.leader === this.frameLeader) socket.deliver(this.frameData);
  };

  /** Sockets of the old leader close (their FeedClients reconnect); connecting ones ask the new one. */
  private leaderChanged(leader: string): void {
    this.leader = leader;
    if (this.hub === null && leader !== this.windowId && !this.followerKnown) {
      this.followerKnown = true;
      this.options.onRoleChange?.("follower");
    }
    for (const socket of [...this.sockets.values()]) {
      if (socket.leader !== null && socket.leader !== leader) socket.closed(1006, "feed leader changed");
      else if (socket.connecting) this.attach(socket);
    }
  }

  private becomeLeader(): void {
    this.hub = new FeedHub(this.windowId, this.realSocket, this.broadcast);
    this.setRole("leader");
    this.broadcast({ t: "leader", leader: this.windowId });
  }

  /** The lock was refused (an opaque origin, a sandbox): this window opens its own sockets from now on. */
  private cannotLead(): void {
    if (this.disposed || this.hub !== null) return;
    this.setRole("alone");
    for (const socket of [...this.sockets.values()]) socket.closed(1006, "feed cannot be shared here");
  }

  private setRole(role: SharedFeedRole): void {
    this.currentRole = role;
    this.options.onRoleChange?.(role);
  }
}

/** A `createSocket` for FeedClient that shares one WebSocket between the windows of the origin. */
export function sharedSocketFactory(options: SharedSocketOptions): WebSocketFactory {
  return new SharedFeedSocket(options).createSocket;
}

function platformChannel(): ((name: string) => ChannelLike) | null {
  const Channel = (globalThis as { BroadcastChannel?: new (name: string) => ChannelLike }).BroadcastChannel;
  return Channel === undefined ? null : (name) => new Channel(name);
}

function platformLocks(): LockManagerLike | null {
  const navigator = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return navigator?.locks ?? null;
}
