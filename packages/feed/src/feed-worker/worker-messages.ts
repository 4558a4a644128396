import type { DecodeError } from "../protocol/decode-error";
import type { PackedRecords } from "./packed-records";

/**
 * One WebSocket frame, decoded in the feed worker: records packed for the page (`records`), a small
 * non-tabular message as is (`envelope`: server time, system parameters, industries), a frame of the
 * binary encoding handed on as it came (`binary`: the page's reader reads it, see serveFeedDecoding), or
 * the reason it was dropped (`bad`). `bytes` is the frame's length on the wire; `receivedAt` when the
 * worker got it (epoch ms, `performance.timeOrigin + performance.now()`: comparable across threads).
 */
export type DecodedFrame =
  | { kind: "records"; msgType: number; records: PackedRecords; bytes: number; receivedAt: number }
  | { kind: "binary"; data: ArrayBuffer; bytes: number; receivedAt: number }
  | { kind: "envelope"; msgType: number; message: unknown; bytes: number; receivedAt: number }
  | { kind: "bad"; error: DecodeError; bytes: number; receivedAt: number };

/** What the page sends the feed worker. `socket` numbers the sockets, so a late event of a closed one is ignored. */
export type ToFeedWorker =
  | { type: "open"; socket: number; url: string; protocols?: readonly string[] }
  | { type: "send"; socket: number; data: string }
  | { type: "close"; socket: number; code?: number; reason?: string };

/**
 * What the feed worker sends the page. `frames` holds every frame decoded since the previous post (a
 * server batch's frames arrive together and cross to the page as one message task).
 */
export type FromFeedWorker =
  | { type: "open"; socket: number; protocol?: string }
  | { type: "frames"; socket: number; frames: DecodedFrame[] }
  | { type: "error"; socket: number; message: string }
  | { type: "close"; socket: number; code: number; reason: string };

/** The frames a WebSocketLike made by `workerSocketFactory` hands to `onmessage` as its `data`. */
export class DecodedFrames {
  constructor(readonly frames: readonly DecodedFrame[]) {}
}
