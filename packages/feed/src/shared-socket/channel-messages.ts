/**
 * What the windows of one origin say to each other on the feed's BroadcastChannel (sharedSocketFactory):
 * one window, the leader, holds the WebSocket; the others attach sockets to it and get its frames.
 * Window ids and socket ids are random per page load; a message names its sender's window.
 */

/** The part of a BroadcastChannel the shared socket uses (the browser's fits as is). */
export interface ChannelLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}

/** The part of the Web Locks API (`navigator.locks`) the leader election uses. */
export interface LockManagerLike {
  request(name: string, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
}

/** Sent to the leader, whoever it is (followers do not need to know it to ask). */
export type ToLeader =
  /** A window opened: the leader says who it is. */
  | { t: "hello"; from: string }
  /**
   * A window's FeedClient opened a socket and wants the feed at `url`, offering `protocols` (the binary
   * encoding's subprotocol, or none): the real socket is opened with the first attaching socket's.
   */
  | { t: "attach"; from: string; socket: string; url: string; protocols: readonly string[] }
  /**
   * That socket closed (its FeedClient stopped or replaced it). `silent`: its FeedClient gave the
   * connection up as dead (no frame for long), so the real socket is dead for every window.
   */
  | { t: "detach"; from: string; socket: string; silent?: boolean }
  /** A client message of that socket (JSON text, docs/protocol.md "Client to server"). */
  | { t: "send"; from: string; socket: string; data: string };

/** Sent by the leader window (`leader` is its window id). */
export type FromLeader =
  /** "I hold the feed": on taking the lead and in answer to a hello. */
  | { t: "leader"; leader: string }
  /**
   * The real socket is open for this attached socket: its FeedClient may send its subscriptions.
   * `protocol` is the subprotocol the server chose ("" for none). On a binary connection, `strings` are
   * the STRINGS frames the real socket received so far, in order: the socket delivers them before any
   * later frame, so a window attaching late knows the string ids the server will not send again.
   */
  | { t: "opened"; leader: string; socket: string; protocol: string; strings: readonly unknown[] }
  /** A server message, for every attached socket. */
  | { t: "frame"; leader: string; data: unknown }
  /** The real socket closed: every attached socket closes with the same code (its FeedClient reconnects). */
  | { t: "closed"; leader: string; code: number; reason: string };

export type ChannelMessage = ToLeader | FromLeader;

const KINDS = new Set(["hello", "attach", "detach", "send", "leader", "opened", "frame", "closed"]);

/** A message of this protocol, or null for anything else on the channel (counted by the caller). */
export function asChannelMessage(data: unknown): ChannelMessage | null {
  if (data === null || typeof data !== "object") return null;
  const kind = (data as { t?: unknown }).t;
  return typeof kind === "string" && KINDS.has(kind) ? (data as ChannelMessage) : null;
}

/** A short random id (window or socket), unique enough among the windows of one browser. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  let id = "";
  for (const byte of bytes) id += byte.toString(16).padStart(2, "0");
  return id;
}
