/**
 * Writes numbers as UTF-16 char codes into a caller-owned buffer, with no string on the way: the cells
 * that change every tick are drawn glyph by glyph from an atlas, so their text never needs to exist as
 * a JS string. Returns the new write position.
 */

const DIGIT_0 = 48;
const COMMA = 44;
const DOT = 46;
const MINUS = 45;
/** Reused scratch for the integer digits (16 digits covers every value we show). */
const digits = new Uint8Array(24);

/**
 * Writes `value` with `decimals` fixed decimals and ',' between thousands (the board convention in
 * every language: "1,234.50"). Rounds half away from zero.
 */
export function writeFixed(
  out: Uint16Array,
  pos: number,
  value: number,
  decimals: number,
  group = true,
): number {
  let negative = value < 0;
  let scale = 1;
  for (let i = 0; i < decimals; i++) scale *= 10;
  const scaled = Math.round(Math.abs(value) * scale);
  if (scaled === 0) negative = false;
  if (negative) out[pos++] = MINUS;
  let intPart = Math.floor(scaled / scale);
  let fraction = scaled - intPart * scale;
  let count = 0;
  do {
    digits[count++] = intPart % 10;
    intPart = Math.floor(intPart / 10);
  } while (intPart > 0 && count < digits.length);
  for (let i = count - 1; i >= 0; i--) {
    out[pos++] = DIGIT_0 + digits[i];
    if (group && i > 0 && i % 3 === 0) out[pos++] = COMMA;
  }
  if (decimals > 0) {
    out[pos++] = DOT;
    for (let i = decimals - 1; i >= 0; i--) {
      digits[i] = fraction % 10;
      fraction = Math.floor(fraction / 10);
    }
    for (let i = 0; i < decimals; i++) out[pos++] = DIGIT_0 + digits[i];
  }
  return pos;
}

/** Writes a JS string's char codes (codes, units, labels: cold text, already interned). */
export function writeText(out: Uint16Array, pos: number, text: string): number {
  const end = Math.min(text.length, out.length - pos);
  for (let i = 0; i < end; i++) out[pos++] = text.charCodeAt(i);
  return pos;
}
