import { deflateSync } from "node:zlib";

/**
 * One frame as it goes on the wire, encoded once and sent as the same bytes to every client.
 * `text` is the spec's envelope (base64 of zlib-compressed JSON `{msgType, message}`); `bytes` is its
 * ASCII, handed to `ws.send` so that `ws` does not convert the string again for each client.
 */
export interface WireFrame {
  readonly msgType: number;
  readonly text: string;
  readonly bytes: Buffer;
  /** The records' text (the envelope's message) of a tabular frame, kept for its binary form (binary-wire.ts). */
  readonly recordsText?: string;
}

/**
 * Encodes a frame in the same format as the feed's `encodeFrame(msgType, message, "zlib")` (the decoder
 * reads either), with node's native zlib instead of fflate. Measured on this machine (Node 20): a
 * 500-symbol update frame (60 KB of JSON) takes 0.73 ms with node:zlib against 2.76 ms with fflate,
 * and a 60-record frame 0.065 ms against 0.27 ms; the output is ~1% smaller too.
 */
export function encodeWireFrame(msgType: number, message: unknown): WireFrame {
  const json = JSON.stringify({ msgType, message });
  const text = deflateSync(json).toString("base64");
  const frame = { msgType, text, bytes: Buffer.from(text, "latin1") };
  return typeof message === "string" ? { ...frame, recordsText: message } : frame;
}

/** Wraps an already encoded frame (a recorded or relayed one). */
export function wireFrameFromText(msgType: number, text: string): WireFrame {
  return { msgType, text, bytes: Buffer.from(text, "latin1") };
}
