/**
 * Base64 without allocation on the decode side: decodes a string into a caller-owned, reusable
 * buffer. `atob` would return a binary string that must then be copied into bytes; at feed rates that
 * garbage shows in the frame budget.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** Char code -> 6-bit value; 255 = not base64. Accepts the URL-safe '-' and '_' too. */
const DECODE_TABLE = new Uint8Array(128).fill(255);
for (let i = 0; i < ALPHABET.length; i++) DECODE_TABLE[ALPHABET.charCodeAt(i)] = i;
DECODE_TABLE[45] = 62; // '-'
DECODE_TABLE[95] = 63; // '_'

/** Upper bound of the decoded size of `text`, for sizing the output buffer. */
export function base64DecodedLength(text: string): number {
  return Math.floor((text.length * 3) / 4) + 3;
}

/**
 * Decodes `text` into `out` (which must hold `base64DecodedLength(text)` bytes).
 * Returns the number of bytes written, or -1 when the text is not base64.
 * Whitespace is not accepted; '=' padding is optional, but when present it must end a 4-character group.
 */
export function decodeBase64Into(text: string, out: Uint8Array): number {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61) end--; // strip '=' padding
  if (text.length - end > 2) return -1;
  if (end % 4 === 1) return -1;
  // Padding, when present, completes the last quantum ("xx==" or "xxx="): "xxx==" is not base64.
  if (end < text.length && text.length % 4 !== 0) return -1;
  let written = 0;
  let i = 0;
  const whole = end - (end % 4);
  for (; i < whole; i += 4) {
    const a = charValue(text, i);
    const b = charValue(text, i + 1);
    const c = charValue(text, i + 2);
    const d = charValue(text, i + 3);
    if ((a | b | c | d) > 63) return -1;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    out[written++] = n >>> 16;
    out[written++] = (n >>> 8) & 255;
    out[written++] = n & 255;
  }
  const rest = end - i;
  if (rest >= 2) {
    const a = charValue(text, i);
    const b = charValue(text, i + 1);
    if ((a | b) > 63) return -1;
    out[written++] = (a << 2) | (b >>> 4);
    if (rest === 3) {
      const c = charValue(text, i + 2);
      if (c > 63) return -1;
      out[written++] = ((b & 15) << 4) | (c >>> 2);
    }
  }
  return written;
}

function charValue(text: string, i: number): number {
  const code = text.charCodeAt(i);
  return code < 128 ? DECODE_TABLE[code] : 255;
}

/** Standard base64 with padding. Used by encoders (server, tests, benchmarks), not on the hot path. */
export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 3 * 4096;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    let chunk = "";
    let i = start;
    for (; i + 2 < end; i += 3) {
      const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
      chunk += ALPHABET[n >>> 18] + ALPHABET[(n >>> 12) & 63] + ALPHABET[(n >>> 6) & 63] + ALPHABET[n & 63];
    }
    if (i < end) {
      const n = (bytes[i] << 16) | ((i + 1 < end ? bytes[i + 1] : 0) << 8);
      chunk += ALPHABET[n >>> 18] + ALPHABET[(n >>> 12) & 63];
      chunk += i + 1 < end ? `${ALPHABET[(n >>> 6) & 63]}=` : "==";
    }
    parts.push(chunk);
  }
  return parts.join("");
}
