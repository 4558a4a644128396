import { deflateSync, gunzipSync, gzipSync, inflateSync, unzlibSync, zlibSync } from "fflate";

/** The wrappers the decoder accepts (spec: "base64-compressed JSON"; the wrapper is not fixed). */
export type Compression = "zlib" | "deflate" | "gzip" | "none";

/**
 * Tells the wrapper from the first bytes: gzip starts 1f 8b; zlib's two header bytes have method 8 in
 * the low nibble and form a multiple of 31 (RFC 1950); '{' means the JSON was not compressed at all;
 * anything else is tried as raw deflate.
 */
export function sniffCompression(bytes: Uint8Array, length: number): Compression {
  if (length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) return "gzip";
  if (length >= 2 && (bytes[0] & 0x0f) === 8 && ((bytes[0] << 8) | bytes[1]) % 31 === 0) return "zlib";
  if (length >= 1 && bytes[0] === 0x7b) return "none";
  return "deflate";
}

/** Compresses for the wire (server, tests, benchmarks). Level 6 is fflate's and zlib's default. */
export function compress(bytes: Uint8Array, compression: Compression): Uint8Array {
  switch (compression) {
    case "zlib":
      return zlibSync(bytes);
    case "deflate":
      return deflateSync(bytes);
    case "gzip":
      return gzipSync(bytes);
    case "none":
      return bytes;
  }
}

/**
 * Inflates into a reusable buffer that grows (doubling) up to `maxBytes`. fflate truncates silently
 * when the output buffer is too small, so a result that fills the buffer is retried in a larger one.
 * Measured (issue 2): a preallocated output buffer makes inflate of a small frame ~4x faster.
 * A buffer grown past `keepBytes` for one large frame is let go at the next call, so a single 32 MB
 * frame does not pin 32 MB for the rest of the session (the buffer regrows if large frames continue).
 */
export class Inflater {
  private out: Uint8Array;

  constructor(
    private readonly initialBytes = 256 * 1024,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly keepBytes = 4 * 1024 * 1024,
  ) {
    this.out = new Uint8Array(initialBytes);
  }

  /** Bytes held by the reusable output buffer (for tests and memory checks). */
  get bufferBytes(): number {
    return this.out.length;
  }

  /** Returns the inflated bytes (a view into the reusable buffer, valid until the next call) or null. */
  inflate(input: Uint8Array, compression: Compression): Uint8Array | null {
    if (this.out.length > this.keepBytes) this.out = new Uint8Array(this.initialBytes);
    for (;;) {
      let result: Uint8Array;
      try {
        result = this.run(input, compression);
      } catch {
        return null;
      }
      // fflate hands back the output buffer itself when the deflate payload is empty (a 6-byte zlib
      // frame): without this check that buffer would be doubled up to maxBytes and kept.
      if (result === this.out) return null;
      if (result.length < this.out.length) return result;
      if (this.out.length >= this.maxBytes) return null;
      this.out = new Uint8Array(Math.min(this.maxBytes, this.out.length * 2));
    }
  }

  private run(input: Uint8Array, compression: Compression): Uint8Array {
    switch (compression) {
      case "zlib":
        return unzlibSync(input, { out: this.out });
      case "gzip":
        return gunzipSync(input, { out: this.out });
      case "deflate":
        return inflateSync(input, { out: this.out });
      case "none":
        return input;
    }
  }
}
