import type { WebSocketLike } from "../socket/web-socket-like";

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/** What a ChannelSocket needs from its window (SharedFeedSocket). */
export interface ChannelSocketHost {
  send(socket: ChannelSocket, data: string): void;
  /** `code`: the close code, the FeedClient's own when it closed the socket. */
  closed(socket: ChannelSocket, code: number): void;
}

/**
 * The WebSocket a window's FeedClient gets from `sharedSocketFactory`: it opens when the leader's real
 * socket is open for it, its sends go to the leader, and it receives the leader's frames. It belongs to
 * one leader (`leader`); when another window takes the lead it closes like a dropped connection, and
 * the FeedClient reconnects (with a fresh snapshot) through the new leader.
 */
export class ChannelSocket implements WebSocketLike {
  readyState = CONNECTING;
  binaryType = "arraybuffer";
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** The subprotocol of the leader's real socket ("" for none), known once open (the FeedClient reads it). */
  protocol = "";
  /** The leader that opened this socket, null while connecting. */
  leader: string | null = null;
  /** One event object reused for every frame: the FeedClient reads `data` and keeps nothing. */
  private readonly messageEvent: { data: unknown } = { data: null };

  constructor(
    readonly id: string,
    readonly url: string,
    /** The subprotocols its FeedClient offered (the first socket to attach opens the real one with them). */
    readonly protocols: readonly string[],
    private readonly host: ChannelSocketHost,
  ) {}

  get connecting(): boolean {
    return this.readyState === CONNECTING;
  }

  send(data: string): void {
    if (this.readyState !== OPEN) throw new Error("WebSocket is not open");
    this.host.send(this, data);
  }

  close(code?: number, reason?: string): void {
    if (this.readyState === CLOSED) return;
    this.closed(code ?? 1000, reason ?? "");
  }

  /**
   * The leader's real socket is open for this socket, with subprotocol `protocol`. The FeedClient's
   * onopen starts the connection's string table afresh; `strings`, the STRINGS frames the real socket
   * got before this socket attached, then fill it as they had on a socket of its own.
   */
  opened(leader: string, protocol: string, strings: readonly unknown[]): void {
    if (this.readyState !== CONNECTING) return;
    this.leader = leader;
    this.protocol = protocol;
    this.readyState = OPEN;
    this.onopen?.({});
    for (const frame of strings) this.deliver(frame);
  }

  deliver(data: unknown): void {
    if (this.readyState !== OPEN) return;
    this.messageEvent.data = data;
    this.onmessage?.(this.messageEvent);
    this.messageEvent.data = null;
  }

  /** Closes as a dropped connection would (the leader's socket closed, or the leader changed). */
  closed(code: number, reason: string): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.host.closed(this, code);
    this.onclose?.({ code, reason });
  }
}
