import { MsgType } from "@vnboard/feed";
import { WebSocket } from "ws";
import { FrameDecoder } from "../../replay/frame-decoder";

/** What the gateway answered a resume with. */
export interface ResumeAnswer {
  resume: "delta" | "snapshot";
  seq: number;
}

export interface SequenceClientOptions {
  /** Keep each batch's frame texts by sequence number (tests compare them across clients). */
  keepFrames?: boolean;
  /** Called with each mark's lag (receive time minus the batch's production time, ms). */
  onLag?: (lagMs: number) => void;
}

/**
 * A feed client that asks for sequence marks (msgType 32), decodes every frame with the feed's decoder,
 * checks that the marks follow each other without a hole, and can reconnect (to the same or another
 * gateway) resuming after the last batch it applied. Used by the cluster tests and benchmark.
 */
export class SequenceClient {
  /** Sequence number of the last mark, 0 before the first. */
  lastSeq = 0;
  /** The run that numbered `lastSeq` (the marks' `run`): sent back when resuming. */
  lastRun = "";
  marks = 0;
  /** Marks that did not follow the one before (an update missed), snapshots excepted. */
  gaps = 0;
  /** Of those, marks at or before the one before: batches numbered again (the market went back). */
  backwards = 0;
  /** Frames received (update, snapshot and marks), and those the decoder refused. */
  frames = 0;
  badFrames = 0;
  /** Symbol records received in snapshots (msgType 4). */
  snapshotSymbols = 0;
  readonly answers: ResumeAnswer[] = [];
  readonly framesBySeq = new Map<number, string[]>();
  closed = false;
  closedAt = 0;
  ws: WebSocket | null = null;
  private readonly decoder = new FrameDecoder();
  private batchFrames: string[] = [];
  private afterSnapshot = false;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly options: SequenceClientOptions = {}) {}

  /** Connects to `url` (ws://host:port/ws) and subscribes; resumes after `lastSeq` when it is not 0. */
  async connect(url: string): Promise<void> {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    this.ws = ws;
    this.closed = false;
    ws.on("message", (data) => this.onFrame(data.toString()));
    ws.on("close", () => {
      if (this.ws !== ws) return;
      this.closed = true;
      this.closedAt = Date.now();
      this.notify();
    });
    ws.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    const resume =
      this.lastSeq > 0
        ? { msgType: MsgType.SEQUENCE, seq: this.lastSeq, run: this.lastRun }
        : { msgType: MsgType.SEQUENCE };
    ws.send(JSON.stringify(resume));
    for (const msgType of [4, 2, 3]) ws.send(JSON.stringify({ msgType }));
  }

  /** Resolves when `test` holds (checked on every frame and on close); rejects after `timeoutMs`. */
  until(test: () => boolean, timeoutMs = 30_000, what = "condition"): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!test()) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`${what}: timed out after ${timeoutMs} ms (last seq ${this.lastSeq})`));
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  close(): void {
    const ws = this.ws;
    this.ws = null;
    ws?.terminate();
  }

  private onFrame(text: string): void {
    this.frames++;
    if (text.startsWith(`{"msgType":${MsgType.SEQUENCE},`)) this.onSequence(text);
    else {
      const frame = this.decoder.decode(text);
      if (frame === null) this.badFrames++;
      else if (frame.msgType === MsgType.SYMBOL_SNAPSHOT && frame.kind === "records")
        this.snapshotSymbols += frame.records.length;
      // The clock (1) and user count (98) are each gateway's own, between batches.
      const own = frame?.msgType === MsgType.SERVER_TIME || frame?.msgType === MsgType.CONCURRENT_USERS;
      if (this.options.keepFrames && frame !== null && !own && !this.afterSnapshot)
        this.batchFrames.push(text);
    }
    this.notify();
  }

  private onSequence(text: string): void {
    const message = (
      JSON.parse(text) as {
        message: { seq: number; run: string; t?: number; resume?: "delta" | "snapshot" };
      }
    ).message;
    this.lastRun = message.run;
    if (message.resume !== undefined) {
      this.answers.push({ resume: message.resume, seq: message.seq });
      this.afterSnapshot = message.resume === "snapshot";
      this.batchFrames = [];
      return;
    }
    // The mark after a snapshot closes the snapshot, not one batch: no frames kept for it.
    if (this.afterSnapshot) this.afterSnapshot = false;
    else {
      if (this.lastSeq > 0 && message.seq !== this.lastSeq + 1) this.gaps++;
      if (this.lastSeq > 0 && message.seq <= this.lastSeq) this.backwards++;
      if (this.options.keepFrames) this.framesBySeq.set(message.seq, this.batchFrames);
    }
    this.batchFrames = [];
    this.lastSeq = message.seq;
    this.marks++;
    if (message.t !== undefined) this.options.onLag?.(Date.now() - message.t);
  }

  private notify(): void {
    for (const check of [...this.waiters]) check();
  }
}
