import {
  BINARY_MAGIC,
  BinaryFrameKind,
  STRING_TABLE_LIMITS,
  STRINGS_HEADER_BYTES,
} from "../protocol/binary-format";

/**
 * The most bytes the STRINGS frames of one connection take while a reader still accepts them: the
 * table holds at most maxEntries entries (each at least one per frame, a u16 length each) of maxChars
 * UTF-16 units in all (at most 3 UTF-8 bytes each).
 */
const MAX_BYTES =
  STRING_TABLE_LIMITS.maxEntries * (STRINGS_HEADER_BYTES + 2) + STRING_TABLE_LIMITS.maxChars * 3;

/**
 * The STRINGS frames a binary connection received so far, in order (docs/protocol.md, "Binary
 * encoding"). A provider sends each connection the string-table entries it lacks only once; a window
 * that attaches to the shared connection later starts an empty table, so the hub hands it these before
 * any later frame. Bounded as the table is: past that the provider broke the format, and a late window's
 * reader counts the frames that name ids it never got.
 */
export class StringsLog {
  private readonly kept: ArrayBuffer[] = [];
  private bytes = 0;

  /** The frames kept, oldest first. */
  get frames(): readonly ArrayBuffer[] {
    return this.kept;
  }

  /**
   * Keeps `data` when it is a STRINGS frame. Runs for every frame of a binary connection: a type check
   * and two byte reads (a two-byte view is the one way JavaScript reads an ArrayBuffer's bytes).
   */
  see(data: unknown): void {
    if (!(data instanceof ArrayBuffer) || data.byteLength < STRINGS_HEADER_BYTES) return;
    const head = new Uint8Array(data, 0, 2);
    if (head[0] !== BINARY_MAGIC || head[1] !== BinaryFrameKind.STRINGS) return;
    if (this.bytes + data.byteLength > MAX_BYTES) return;
    this.bytes += data.byteLength;
    this.kept.push(data);
  }

  /** A new connection: its table starts empty. */
  clear(): void {
    this.kept.length = 0;
    this.bytes = 0;
  }
}
