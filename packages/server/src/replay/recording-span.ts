import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { FrameDecoder } from "./frame-decoder";
import type { RecordedLine } from "./recorder";

/** A clock frame (msgType 1) is about 60 characters of base64: longer frames are not inflated to look. */
export const CLOCK_FRAME_MAX_CHARS = 96;
const CHUNK = 1024 * 1024;

/** The market time of a recorded line when it is a clock frame (msgType 1), else null. */
export function clockOfLine(line: string, decoder: FrameDecoder): number | null {
  let entry: RecordedLine;
  try {
    entry = JSON.parse(line) as RecordedLine;
  } catch {
    return null;
  }
  if (typeof entry?.f !== "string" || entry.f.length > CLOCK_FRAME_MAX_CHARS) return null;
  const frame = decoder.decode(entry.f);
  return frame?.kind === "time" && Number.isFinite(frame.time) ? frame.time : null;
}

/**
 * The market times of a recording's first and last clock frames, read from its two ends a megabyte at a
 * time (the listing of `GET /replay/recordings` must not read whole days); null when it has no clock.
 */
export function recordingSpan(file: string): { first: number; last: number } | null {
  const decoder = new FrameDecoder();
  const fd = openSync(file, "r");
  try {
    const size = fstatSync(fd).size;
    const buffer = Buffer.allocUnsafe(CHUNK);
    let first: number | null = null;
    let carry = "";
    for (let at = 0; at < size && first === null; at += CHUNK) {
      const lines = (carry + buffer.toString("utf8", 0, readSync(fd, buffer, 0, CHUNK, at))).split("\n");
      carry = lines.pop() ?? "";
      for (const line of lines) {
        first = clockOfLine(line, decoder);
        if (first !== null) break;
      }
    }
    if (first === null) return null;
    let head = "";
    for (let end = size; end > 0; end -= CHUNK) {
      const start = Math.max(0, end - CHUNK);
      const lines = (buffer.toString("utf8", 0, readSync(fd, buffer, 0, end - start, start)) + head).split(
        "\n",
      );
      head = start > 0 ? (lines.shift() ?? "") : "";
      for (let i = lines.length - 1; i >= 0; i--) {
        const last = clockOfLine(lines[i], decoder);
        if (last !== null) return { first, last: Math.max(first, last) };
      }
    }
    return { first, last: first };
  } finally {
    closeSync(fd);
  }
}
