import {
  BinaryFrameEncoder,
  BinaryStringTable,
  EnvelopeDecoder,
  type MessageLayout,
  SCHEMA_TABLE,
} from "@vnboard/feed/protocol";
import type { WireFrame } from "./wire-frame";
import { frameBinary, frameText } from "./ws-framing";

/** One frame (or a group of frames) for clients of the binary encoding. */
export interface BinaryForm {
  /** The message's payload (for `ws.send` when the raw socket is not reachable); empty for a group. */
  readonly payload: Uint8Array;
  /** The WebSocket framing of it (of all of them, for a group), written as is to every such client. */
  readonly framed: Buffer;
  /** Entries of the string table a client must hold before these bytes. */
  readonly strings: number;
}

/**
 * The gateway's side of the binary encoding (BINARY_SUBPROTOCOL, docs/protocol.md): one string table
 * for every binary client, and the binary form of each wire frame, encoded the first time a binary
 * client needs it and kept with the frame (so each batch is encoded once per encoding, however many
 * clients). Tabular frames become binary messages; the others (server time, JSON, sequence marks)
 * stay the spec's text envelopes, which binary clients read as before.
 */
export class BinaryWire {
  private readonly encoder = new BinaryFrameEncoder(new BinaryStringTable());
  private readonly forms = new WeakMap<WireFrame, BinaryForm | null>();
  private readonly groups = new WeakMap<readonly WireFrame[], BinaryForm>();
  private readonly envelopes = new EnvelopeDecoder();
  private lastStrings: { from: number; to: number; payload: Uint8Array } | null = null;

  constructor(private readonly schemaTable: ReadonlyMap<number, MessageLayout> = SCHEMA_TABLE) {}

  /** Frames encoded in the binary form so far (for tests and the stats). */
  encodedFrames = 0;

  /** The binary form of a frame; null when it travels as its text envelope (not tabular, or unreadable). */
  formOf(frame: WireFrame): BinaryForm | null {
    const known = this.forms.get(frame);
    if (known !== undefined) return known;
    const form = this.encode(frame);
    this.forms.set(frame, form);
    return form;
  }

  /**
   * The frames framed together for a binary client: binary messages for tabular frames, the text
   * envelope for the others. Kept per frames array (a snapshot's, an index's series).
   */
  groupOf(frames: readonly WireFrame[], textFramed: readonly Buffer[] | null = null): BinaryForm {
    const known = this.groups.get(frames);
    if (known !== undefined) return known;
    const parts: Buffer[] = [];
    let strings = 0;
    frames.forEach((frame, i) => {
      const form = this.formOf(frame);
      if (form === null) {
        parts.push(textFramed?.[i] ?? frameText(frame.bytes));
      } else {
        parts.push(form.framed);
        if (form.strings > strings) strings = form.strings;
      }
    });
    const group: BinaryForm = { payload: new Uint8Array(0), framed: Buffer.concat(parts), strings };
    this.groups.set(frames, group);
    return group;
  }

  /**
   * Makes the binary forms of `frames` (and their group) ahead of the first binary client that needs
   * them, in slices of at most `sliceMs` with a turn of the event loop between: made in one block when a
   * client joined, a fresh snapshot's forms held the loop ~36 ms (every client's frames waited).
   */
  async prepareGroup(frames: readonly WireFrame[], sliceMs = 8): Promise<void> {
    let sliceStart = performance.now();
    for (const frame of frames) {
      this.formOf(frame);
      if (performance.now() - sliceStart > sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
    this.groupOf(frames);
  }

  /** The table entries `from .. to` as one STRINGS message (the last one is kept: clients join in waves). */
  strings(from: number, to: number): Uint8Array {
    const last = this.lastStrings;
    if (last !== null && last.from === from && last.to === to) return last.payload;
    const payload = this.encoder.encodeStrings(from, to);
    this.lastStrings = { from, to, payload };
    return payload;
  }

  private encode(frame: WireFrame): BinaryForm | null {
    const layout = this.schemaTable.get(frame.msgType);
    if (layout?.kind !== "records") return null;
    const text = frame.recordsText ?? this.envelopes.decode(frame.text)?.message;
    if (typeof text !== "string") return null;
    let payload: Uint8Array;
    try {
      payload = this.encoder.encodeText(frame.msgType, layout.schema, text);
    } catch {
      return null; // a frame we cannot re-encode still reaches binary clients, as its envelope
    }
    this.encodedFrames++;
    return { payload, framed: frameBinary(payload), strings: this.encoder.stringsNeeded };
  }
}
