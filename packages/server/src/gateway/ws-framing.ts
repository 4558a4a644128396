import type { Duplex } from "node:stream";
import { WebSocket } from "ws";
import type { WireFrame } from "./wire-frame";

/**
 * A complete WebSocket text frame (RFC 6455 section 5.2: FIN, opcode 1, no mask, as servers send) around
 * `payload`. Server frames are not masked, so one framed buffer is valid for every client.
 */
export function frameText(payload: Buffer): Buffer {
  return frameMessage(0x81, payload); // FIN + text
}

/** The same as a binary message (opcode 2): the binary encoding's frames. */
export function frameBinary(payload: Uint8Array): Buffer {
  return frameMessage(0x82, payload); // FIN + binary
}

function frameMessage(first: number, payload: Uint8Array): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const out = Buffer.allocUnsafe(header + length);
  out[0] = first;
  if (length < 126) {
    out[1] = length;
  } else if (length < 65_536) {
    out[1] = 126;
    out.writeUInt16BE(length, 2);
  } else {
    out[1] = 127;
    out.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    out.writeUInt32BE(length >>> 0, 6);
  }
  out.set(payload, header);
  return out;
}

/** Concatenates framed payloads into one buffer (one socket write for a whole batch). */
export function frameAll(payloads: readonly Buffer[]): Buffer {
  return Buffer.concat(payloads.map(frameText));
}

/**
 * Writes already framed bytes straight to the client's socket. Measured (benchmarks/server-fanout): one
 * `ws.send` per frame per client costs a socket write (a syscall) each; writing a batch's frames as one
 * buffer makes it one per client per batch. Safe with `ws` because permessage-deflate is off: its sender
 * then writes every frame to the socket at once and never holds one back, so frames cannot interleave,
 * and `ws.bufferedAmount` still counts what we wrote. Returns false (nothing written) when the socket
 * is not reachable, and the caller falls back to `ws.send`.
 */
export function writeFramed(ws: WebSocket, framed: Buffer): boolean {
  if (ws.readyState !== WebSocket.OPEN) return false;
  const socket = (ws as unknown as { _socket?: Duplex })._socket;
  if (socket === undefined || socket.destroyed || !socket.writable) return false;
  socket.write(framed);
  return true;
}

/** Frames sent together, with their WebSocket framing done once for every client. */
export interface FramedGroup {
  frames: WireFrame[];
  framed: Buffer;
}

export function framedGroup(frames: WireFrame[]): FramedGroup {
  return { frames, framed: frameAll(frames.map((f) => f.bytes)) };
}
