import type { WebSocket } from "ws";
import type { BatchFanOut } from "./batch-fan-out";
import type { UpdateFrame } from "./batch-frames";
import type { BinaryWire } from "./binary-wire";
import { PendingUpdates } from "./pending-updates";
import { SlidingWindow } from "./sliding-window";
import type { WireFrame } from "./wire-frame";
import { writeFramed } from "./ws-framing";

/** How the gateway treats a client that does not keep up (bytes, ms). */
export interface SlowClientPolicy {
  /** Above this many buffered bytes, updates are conflated instead of sent. */
  softLimitBytes: number;
  /** A conflating client is flushed and back to live updates once its buffer is under this. */
  resumeBelowBytes: number;
  /** Above this many buffered bytes the client is closed (1013). */
  hardLimitBytes: number;
  /** A client conflating for longer than this is closed (1013). */
  maxBehindMs: number;
}

export const DEFAULT_SLOW_CLIENT_POLICY: SlowClientPolicy = {
  softLimitBytes: 4 * 1024 * 1024,
  resumeBelowBytes: 1024 * 1024,
  hardLimitBytes: 16 * 1024 * 1024,
  maxBehindMs: 30_000,
};

const SEND_OPTIONS = { binary: false, compress: false } as const;
const BINARY_OPTIONS = { binary: true, compress: false } as const;

/** What `deliver` did with a batch, for the gateway's counters. */
export const Delivery = { SENT: 0, CONFLATED: 1, CLOSE: 2 } as const;
export type Delivery = (typeof Delivery)[keyof typeof Delivery];

/** One connected client: what it asked for, its message rate, and its backlog when it is slow. */
export class ClientSession {
  /** Set by msgType 2: symbol updates and everything traded. */
  wantsSymbols = false;
  /** Set by msgType 3: index updates and the series of subscribed indices. */
  wantsIndices = false;
  /** Set by msgType 32: the client gets a sequence mark after each batch and may resume by sequence. */
  wantsSequence = false;
  /** The last sequence the client applied (msgType 32 `seq`), when it asks to resume from it. */
  resumeFrom: number | null = null;
  /** The run that numbered `resumeFrom` (msgType 32 `run`); a resume from another run is a snapshot. */
  resumeRun: string | null = null;
  /** Set once the snapshot was sent (after msgType 4); nothing else is sent before. */
  live = false;
  closed = false;
  readonly indexCodes = new Set<string>();
  /** Conflated updates while the client is behind, else null. */
  pending: PendingUpdates | null = null;
  /** When the client fell behind (ms), 0 when it is not. */
  behindSince = 0;
  /** Set when the client answered the last ping (or sent anything); a client that stays silent is closed. */
  alive = true;
  /** What the client shows first (its msgType 4's `first`): sent ahead of the whole snapshot. */
  snapshotFirst: readonly string[] = [];
  /** The resume answer ("snapshot") went out with the snapshot's head; joinLive does not send it again. */
  resumeAnswered = false;
  /** A snapshot is being prepared for this client (its msgType 4 arrived). */
  awaitingSnapshot = false;
  /** Its msgType 4 said `"rest":"ask"`: after the head, the rest waits for its msgType 33. */
  restOnAsk = false;
  /** While the rest of the snapshot waits for the client's ask: the timer that sends it anyway. */
  restWait: ReturnType<typeof setTimeout> | null = null;
  /** Entries of the binary encoding's string table this client was sent. */
  stringsSent = 0;
  private messages: SlidingWindow | null = null;

  constructor(
    readonly ws: WebSocket,
    readonly id: number,
    /** Remote address (per-address limits). */
    readonly address = "",
    /** Set when the client negotiated the binary encoding (BINARY_SUBPROTOCOL): its frames' binary forms. */
    readonly binary: BinaryWire | null = null,
  ) {}

  /**
   * Counts one client message; false when the client sent more than `perSecond` in the last second
   * (a sliding window: a burst straddling two clock seconds counts once).
   */
  countMessage(now: number, perSecond: number): boolean {
    this.messages ??= new SlidingWindow(perSecond, 1000);
    return this.messages.allow(now);
  }

  wants(frame: UpdateFrame): boolean {
    switch (frame.audience) {
      case "symbols":
        return this.wantsSymbols;
      case "indices":
        return this.wantsIndices;
      case "indexSeries":
        return this.wantsIndices && this.indexCodes.has(frame.indexCode);
      case "all":
        return true;
      case "sequence":
        return this.wantsSequence;
    }
  }

  /** Sends one frame in the client's encoding; returns the bytes sent. */
  send(frame: WireFrame): number {
    const form = this.binary?.formOf(frame) ?? null;
    if (form !== null) {
      const strings = this.sendStrings(form.strings);
      this.ws.send(form.payload, BINARY_OPTIONS);
      return strings + form.payload.length;
    }
    this.ws.send(frame.bytes, SEND_OPTIONS);
    return frame.bytes.length;
  }

  /**
   * Binary encoding: sends the string table entries the client lacks before bytes that need the first
   * `needed` (one STRINGS message, shared by the clients that lack the same entries). Returns its bytes.
   */
  sendStrings(needed: number): number {
    if (this.binary === null || needed <= this.stringsSent) return 0;
    const payload = this.binary.strings(this.stringsSent, needed);
    this.ws.send(payload, BINARY_OPTIONS);
    this.stringsSent = needed;
    return payload.length;
  }

  /**
   * Sends frames already framed together as `framed` (one socket write), or one by one through `ws`
   * when the raw socket is not reachable. Returns the bytes written. A binary client gets the group's
   * binary form instead (framed once per frames array).
   */
  sendFramed(framed: Buffer, frames: readonly WireFrame[]): number {
    if (this.binary !== null) {
      const group = this.binary.groupOf(frames);
      const strings = this.sendStrings(group.strings);
      if (writeFramed(this.ws, group.framed)) return strings + group.framed.length;
      let bytes = strings;
      for (const frame of frames) bytes += this.send(frame);
      return bytes;
    }
    if (writeFramed(this.ws, framed)) return framed.length;
    let bytes = 0;
    for (const frame of frames) bytes += this.send(frame);
    return bytes;
  }

  /**
   * Hands a batch's frames to the socket (the bytes shared by every client wanting the same frames, in
   * one write), or conflates them when the socket is backed up.
   */
  deliver(batch: BatchFanOut, now: number, policy: SlowClientPolicy, stats: DeliveryCounters): Delivery {
    const frames = batch.frames;
    const buffered = this.ws.bufferedAmount;
    if (buffered > policy.hardLimitBytes) return Delivery.CLOSE;
    if (this.pending !== null) {
      if (buffered > policy.resumeBelowBytes) {
        if (now - this.behindSince > policy.maxBehindMs) return Delivery.CLOSE;
        this.conflate(frames, stats);
        return Delivery.CONFLATED;
      }
      this.flush(stats);
    } else if (buffered > policy.softLimitBytes) {
      this.pending = new PendingUpdates();
      this.behindSince = now;
      stats.congestions++;
      this.conflate(frames, stats);
      return Delivery.CONFLATED;
    }
    const { bytes, count, strings } = batch.bytesFor(this);
    if (count === 0) return Delivery.SENT;
    stats.bytesSent += this.sendStrings(strings);
    if (writeFramed(this.ws, bytes)) {
      stats.bytesSent += bytes.length;
    } else {
      for (const frame of frames) if (this.wants(frame)) stats.bytesSent += this.send(frame);
    }
    stats.framesSent += count;
    return Delivery.SENT;
  }

  /**
   * Checks a behind client between batches: flushes it when its buffer drained, asks to close it when
   * it is over a limit. Returns false when it must be closed.
   */
  check(now: number, policy: SlowClientPolicy, stats: DeliveryCounters): boolean {
    if (this.pending === null) return this.ws.bufferedAmount <= policy.hardLimitBytes;
    const buffered = this.ws.bufferedAmount;
    if (buffered > policy.hardLimitBytes) return false;
    if (buffered <= policy.resumeBelowBytes) {
      this.flush(stats);
      return true;
    }
    return now - this.behindSince <= policy.maxBehindMs;
  }

  private conflate(frames: readonly UpdateFrame[], stats: DeliveryCounters): void {
    const pending = this.pending!;
    for (const frame of frames) if (this.wants(frame)) stats.conflatedRecords += pending.add(frame);
  }

  /** Sends the merged backlog (encoded for this client alone) and returns to live updates. */
  private flush(stats: DeliveryCounters): void {
    const pending = this.pending!;
    this.pending = null;
    this.behindSince = 0;
    for (const frame of pending.drain()) {
      stats.bytesSent += this.send(frame);
      stats.framesSent++;
    }
  }
}

/** The counters `deliver` updates (a GatewayStats). */
export interface DeliveryCounters {
  framesSent: number;
  bytesSent: number;
  congestions: number;
  conflatedRecords: number;
}
