import { SILENT_CLOSE_CODE } from "../client/stream-health";
import { BINARY_SUBPROTOCOL } from "../protocol/binary-format";
import { MsgType } from "../protocol/msg-type";
import { detachSocket, type WebSocketFactory, type WebSocketLike } from "../socket/web-socket-like";
import type { FromLeader } from "./channel-messages";
import { StringsLog } from "./strings-log";

const OPEN = 1;

/**
 * The leader window's side of the shared feed: the one real WebSocket, and the union of what the
 * attached sockets (this window's and the followers') asked of it. A FeedClient on each socket sends the
 * usual messages on each open (credential, 4, 2, 3, its indices); the hub passes on to the server:
 * - msgType 0 (credential) only as the real socket's first message: the server admits a socket once;
 * - 2 and 3 once per real socket: they are switches;
 * - every 4: the server answers a 4 on a live socket with a fresh snapshot (docs/protocol.md), which a
 *   window attaching late needs; the windows already live apply it too, which leaves their stores as
 *   they were (rows and points are upserted by key);
 * - every 30 (the server answers with the index's series, which the asking window needs), and a 31 only
 *   when no attached socket still subscribes that index (a 31 for an index no window subscribed goes
 *   through: the server may follow it by default, and the window asks it off). A window that relies on
 *   the server's default indices without sending 30 for them may lose them to another window's 31:
 *   the app subscribes every index it shows explicitly;
 * - anything else (history 12 and 13) as is; their answers reach every window, harmlessly.
 * The real socket opens when the first socket attaches, offering that socket's subprotocols, and closes
 * when the last one detaches; the hub never reconnects by itself: the FeedClients do, with their backoff,
 * and their sockets attach again. On a binary connection (docs/protocol.md, "Binary encoding") the hub
 * keeps the STRINGS frames it relayed, for the sockets that attach later (StringsLog).
 */
export class FeedHub {
  private socket: WebSocketLike | null = null;
  private open = false;
  /** The real socket's subprotocol once open ("" for none: the spec's envelope). */
  private protocol = "";
  /** The provider took the binary encoding: STRINGS frames are kept for the sockets attaching later. */
  private binary = false;
  private readonly strings = new StringsLog();
  /** The real socket's messages so far: whether a credential may still go first, and the 2/3 switches. */
  private sentAny = false;
  private readonly switchesSent = new Set<number>();
  private readonly attached = new Set<string>();
  private readonly indexRefs = new Map<string, Set<string>>();
  /** One message object reused for every frame (posting clones it): nothing allocated per frame here. */
  private readonly frameMessage: { t: "frame"; leader: string; data: unknown };

  constructor(
    private readonly leader: string,
    private readonly createSocket: WebSocketFactory,
    /** Posts to every window, this one included. */
    private readonly post: (message: FromLeader) => void,
  ) {
    this.frameMessage = { t: "frame", leader, data: null };
  }

  /** Attached sockets (for tests and the debug hook). */
  get attachedCount(): number {
    return this.attached.size;
  }

  attach(socket: string, url: string, protocols: readonly string[]): void {
    this.attached.add(socket);
    if (this.open) this.opened(socket);
    else if (this.socket === null) this.connect(url, protocols);
  }

  /**
   * `silent`: the socket's FeedClient gave the connection up as dead (no frame for long). The real
   * socket is then dead for every window: closed, and every attached socket with it, so that all connect
   * again. Before, the window attached again to the same dead socket, which another window still held.
   */
  detach(socket: string, silent = false): void {
    if (!this.attached.delete(socket)) return;
    for (const [code, holders] of this.indexRefs) {
      if (holders.delete(socket) && holders.size === 0) {
        this.indexRefs.delete(code);
        this.forward(JSON.stringify({ msgType: MsgType.UNSUBSCRIBE_INDEX, indexCode: code }));
      }
    }
    if (this.attached.size === 0) this.closeSocket(1000, "no window needs the feed");
    else if (silent) {
      this.closeSocket(SILENT_CLOSE_CODE, "silent");
      this.attached.clear();
      this.post({ t: "closed", leader: this.leader, code: 1006, reason: "silent" });
    }
  }

  /** A client message of an attached socket. */
  send(socket: string, data: string): void {
    if (!this.attached.has(socket) || !this.open) return;
    const message = parseClientMessage(data);
    const msgType = message?.msgType;
    if (msgType === MsgType.AUTH) {
      if (!this.sentAny) this.forward(data);
      return;
    }
    if (msgType === MsgType.SYMBOL_UPDATE || msgType === MsgType.INDEX_UPDATE) {
      if (this.switchesSent.has(msgType)) return;
      this.switchesSent.add(msgType);
    } else if (msgType === MsgType.SUBSCRIBE_INDEX || msgType === MsgType.UNSUBSCRIBE_INDEX) {
      const code = message?.indexCode;
      if (typeof code === "string" && !this.countIndex(socket, code, msgType === MsgType.SUBSCRIBE_INDEX))
        return;
    }
    this.forward(data);
  }

  /** The leader window is going away (or giving up the lead): the real socket closes. */
  dispose(): void {
    this.attached.clear();
    this.closeSocket(1000, "feed leader leaving"); // a browser socket takes only 1000 or 3000-4999
  }

  /** Whether the message must go to the server: a subscribe always, an unsubscribe when none is left. */
  private countIndex(socket: string, code: string, subscribe: boolean): boolean {
    let holders = this.indexRefs.get(code);
    if (subscribe) {
      if (holders === undefined) {
        holders = new Set();
        this.indexRefs.set(code, holders);
      }
      holders.add(socket);
      return true;
    }
    // An index no window subscribed may be one the server turns on by default: the 31 goes through.
    if (holders === undefined) return true;
    holders.delete(socket);
    if (holders.size > 0) return false;
    this.indexRefs.delete(code);
    return true;
  }

  private forward(data: string): void {
    const socket = this.socket;
    if (socket === null || socket.readyState !== OPEN) return;
    this.sentAny = true;
    socket.send(data);
  }

  /** Tells `socket` the real one is open, with the STRINGS frames so far (none on a spec connection). */
  private opened(socket: string): void {
    const strings = this.strings.frames;
    this.post({ t: "opened", leader: this.leader, socket, protocol: this.protocol, strings });
  }

  private connect(url: string, protocols: readonly string[]): void {
    let socket: WebSocketLike;
    try {
      socket = this.createSocket(url, protocols);
    } catch (error) {
      this.reset();
      this.post({ t: "closed", leader: this.leader, code: 1006, reason: `cannot open: ${String(error)}` });
      this.attached.clear();
      return;
    }
    this.socket = socket;
    socket.binaryType = "arraybuffer";
    socket.onopen = () => {
      this.open = true;
      this.protocol = socket.protocol ?? "";
      this.binary = this.protocol === BINARY_SUBPROTOCOL;
      for (const attached of this.attached) this.opened(attached);
    };
    socket.onmessage = (event) => {
      if (this.binary) this.strings.see(event.data);
      this.frameMessage.data = event.data;
      this.post(this.frameMessage);
      this.frameMessage.data = null;
    };
    socket.onerror = () => {
      // A close event follows.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      const { code, reason } = (event ?? {}) as { code?: unknown; reason?: unknown };
      this.reset();
      this.attached.clear();
      this.post({
        t: "closed",
        leader: this.leader,
        code: typeof code === "number" ? code : 1006,
        reason: typeof reason === "string" ? reason : "",
      });
    };
  }

  private closeSocket(code: number, reason: string): void {
    const socket = this.socket;
    this.reset();
    if (socket === null) return;
    detachSocket(socket);
    socket.close(code, reason);
  }

  private reset(): void {
    this.socket = null;
    this.open = false;
    this.protocol = "";
    this.binary = false;
    this.strings.clear();
    this.sentAny = false;
    this.switchesSent.clear();
    this.indexRefs.clear();
  }
}

/** The msgType and indexCode of a client message, or null when it is not a JSON object. */
function parseClientMessage(data: string): { msgType?: unknown; indexCode?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed !== null && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}
