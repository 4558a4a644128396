import { base64DecodedLength, decodeBase64Into, encodeBase64 } from "./base64";
import { type Compression, compress, Inflater, sniffCompression } from "./compression";
import { DECODE_LIMITS, DecodeError } from "./decode-error";

/** A decoded frame: the spec's `{msgType, message}`. `message` is text for tabular types, else any JSON. */
export interface Envelope {
  msgType: number;
  message: unknown;
}

const utf8Encoder = new TextEncoder();
/** Largest base64 scratch buffer kept between frames (a full snapshot frame is ~0.5 MB of base64). */
const KEEP_BYTES = 4 * 1024 * 1024;

/**
 * Encodes one frame as the spec's envelope: base64 of compressed JSON `{msgType, message}`.
 * With compression "none" the JSON itself is the frame (the decoder accepts plain JSON too).
 */
export function encodeFrame(msgType: number, message: unknown, compression: Compression = "zlib"): string {
  const json = JSON.stringify({ msgType, message });
  if (compression === "none") return json;
  return encodeBase64(compress(utf8Encoder.encode(json), compression));
}

/**
 * Decodes frames into envelopes, reusing its byte buffers across calls. Never throws: a bad frame
 * yields `null` and `lastError` says why.
 */
export class EnvelopeDecoder {
  lastError: DecodeError = DecodeError.NONE;
  private bytes = new Uint8Array(64 * 1024);
  private readonly inflater = new Inflater(256 * 1024, DECODE_LIMITS.maxInflatedBytes);
  private readonly utf8 = new TextDecoder("utf-8", { fatal: false });

  decode(frame: string | Uint8Array): Envelope | null {
    this.lastError = DecodeError.NONE;
    let json: string;
    if (typeof frame === "string") {
      if (firstNonSpace(frame) === 0x7b) {
        json = frame;
      } else {
        const decoded = this.decodeText(frame);
        if (decoded === null) return null;
        json = decoded;
      }
    } else {
      const decoded = this.inflateToText(frame, frame.length);
      if (decoded === null) return null;
      json = decoded;
    }
    return this.parseEnvelope(json);
  }

  /** Bytes held by the decoder's reusable buffers (for tests and memory checks). */
  get bufferBytes(): number {
    return this.bytes.length + this.inflater.bufferBytes;
  }

  private decodeText(frame: string): string | null {
    if (frame.length > DECODE_LIMITS.maxInflatedBytes) return this.fail(DecodeError.TOO_LARGE);
    const need = base64DecodedLength(frame);
    // Like the inflater's: a buffer grown for one huge frame is not kept for the session.
    if (this.bytes.length > KEEP_BYTES && need <= KEEP_BYTES) this.bytes = new Uint8Array(64 * 1024);
    if (this.bytes.length < need) this.bytes = new Uint8Array(Math.max(need, this.bytes.length * 2));
    const length = decodeBase64Into(frame, this.bytes);
    if (length <= 0) return this.fail(DecodeError.NOT_BASE64);
    return this.inflateToText(this.bytes.subarray(0, length), length);
  }

  private inflateToText(bytes: Uint8Array, length: number): string | null {
    const compression = sniffCompression(bytes, length);
    const inflated = this.inflater.inflate(bytes, compression);
    if (inflated === null) {
      return this.fail(
        length > DECODE_LIMITS.maxInflatedBytes ? DecodeError.TOO_LARGE : DecodeError.INFLATE_FAILED,
      );
    }
    return this.utf8.decode(inflated);
  }

  private parseEnvelope(json: string): Envelope | null {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return this.fail(DecodeError.NOT_JSON);
    }
    if (typeof value !== "object" || value === null) return this.fail(DecodeError.BAD_ENVELOPE);
    const envelope = value as { msgType?: unknown; message?: unknown };
    const msgType = typeof envelope.msgType === "string" ? Number(envelope.msgType) : envelope.msgType;
    if (typeof msgType !== "number" || !Number.isInteger(msgType) || !("message" in envelope)) {
      return this.fail(DecodeError.BAD_ENVELOPE);
    }
    envelope.msgType = msgType;
    return envelope as Envelope;
  }

  private fail(error: DecodeError): null {
    this.lastError = error;
    return null;
  }
}

function firstNonSpace(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13) return code;
  }
  return -1;
}
