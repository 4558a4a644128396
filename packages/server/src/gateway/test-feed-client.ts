import { BINARY_SUBPROTOCOL, MarketData, MsgType } from "@vnboard/feed";
import { EnvelopeDecoder } from "@vnboard/feed/protocol";
import { WebSocket } from "ws";

/**
 * A test client of the feed (used by the gateway, replay and relay tests): a real `ws` connection whose
 * frames are applied to the feed's MarketData, as a browser would, and logged by msgType.
 */
export class TestFeedClient {
  readonly market = new MarketData();
  /** Every frame received, in order. */
  readonly frames: {
    msgType: number;
    text: string;
    message: unknown;
    binary: boolean;
    /** Entries a binary STRINGS message added to the connection's table (0 for any other frame). */
    strings: number;
  }[] = [];
  closeCode = 0;
  readonly ws: WebSocket;
  private readonly decoder = new EnvelopeDecoder();
  private readonly waiters: { test: () => boolean; resolve: () => void }[] = [];

  /** `protocols`: subprotocols to offer (the binary encoding's, to test it); none by default, as the spec. */
  constructor(url: string, protocols: readonly string[] = []) {
    this.ws = new WebSocket(url, [...protocols], { perMessageDeflate: false });
    this.ws.on("open", () =>
      this.market.startConnection(this.ws.protocol === BINARY_SUBPROTOCOL ? "binary" : "spec"),
    );
    this.ws.on("message", (data, isBinary) => {
      if (isBinary) {
        // A binary-encoding frame: msgType and record count from its header (binary-format.ts).
        const bytes = new Uint8Array(data as Buffer);
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        const records = bytes[1] === 1 && bytes.length >= 10;
        this.frames.push({
          msgType: records ? view.getUint16(2, true) : -1,
          text: "",
          message: records && view.getUint32(6, true) === 0 ? "" : null,
          binary: true,
          strings: bytes[1] === 2 && bytes.length >= 10 ? view.getUint32(6, true) : 0,
        });
        this.market.handleFrame(bytes);
        this.check();
        return;
      }
      const text = data.toString();
      const envelope = this.decoder.decode(text);
      this.frames.push({
        msgType: envelope?.msgType ?? -1,
        text,
        message: envelope?.message,
        binary: false,
        strings: 0,
      });
      this.market.handleFrame(text);
      this.check();
    });
    this.ws.on("close", (code) => {
      this.closeCode = code;
      this.check();
    });
    this.ws.on("error", () => {});
  }

  static async connect(
    url: string,
    subscriptions: number[] = [4, 2, 3],
    protocols: readonly string[] = [],
  ): Promise<TestFeedClient> {
    const client = new TestFeedClient(url, protocols);
    await new Promise<void>((resolve, reject) => {
      client.ws.once("open", () => resolve());
      client.ws.once("error", reject);
    });
    for (const msgType of subscriptions) client.send({ msgType });
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** msgTypes received, in order. */
  types(): number[] {
    return this.frames.map((f) => f.msgType);
  }

  /** True once the four empty updates that end the snapshot arrived. */
  hasSnapshot(): boolean {
    return this.frames.some((f) => f.msgType === MsgType.BOND_UPDATE && f.message === "");
  }

  /** Resolves when `test` holds (checked on every frame and on close); rejects after `timeoutMs`. */
  until(test: () => boolean, timeoutMs = 5000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = { test, resolve: () => {} };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`timed out after ${timeoutMs} ms (${this.frames.length} frames)`));
      }, timeoutMs);
      waiter.resolve = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(waiter);
    });
  }

  close(): void {
    this.ws.terminate();
  }

  private check(): void {
    for (const waiter of [...this.waiters]) {
      if (waiter.test()) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }
}

/** Lets pending I/O run (socket reads and writes) between synchronous steps of a test. */
export function ioTurn(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
