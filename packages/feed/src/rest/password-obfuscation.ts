/**
 * The password padding of POST /do-login (spec section 7): base64 of 11 random alphanumerics, the
 * trimmed password, then 13 random alphanumerics. This is NOT security: anyone who reads the request
 * can undo it. Confidentiality comes from TLS; the padding only keeps the password from showing as
 * plain text in logs and proxies, and it is kept because providers expect it.
 */

export const PASSWORD_PREFIX_LENGTH = 11;
/** Random alphanumerics after the password in the login padding. */
export const PASSWORD_SUFFIX_LENGTH = 13;

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Fills the array with random bytes; crypto.getRandomValues by default, injectable for tests. */
export type RandomBytes = (target: Uint8Array) => void;

const cryptoRandom: RandomBytes = (target) => {
  globalThis.crypto.getRandomValues(target);
};

/** `length` random characters from [A-Za-z0-9], rejection-sampled so every character is equally likely. */
export function randomAlphanumeric(length: number, random: RandomBytes = cryptoRandom): string {
  // 248 = 4 * 62: bytes at or above it would favour the first characters, so they are redrawn.
  const limit = 256 - (256 % ALPHANUMERIC.length);
  const buffer = new Uint8Array(length * 2);
  let out = "";
  while (out.length < length) {
    random(buffer);
    for (let i = 0; i < buffer.length && out.length < length; i++) {
      const byte = buffer[i]!;
      if (byte < limit) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return out;
}

/** UTF-8 safe base64: btoa only takes Latin-1, so the text is encoded to bytes first. */
function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  return btoa(binary);
}

/** The inverse of utf8ToBase64; null when the input is not base64 or not valid UTF-8. */
function base64ToUtf8(encoded: string): string | null {
  let binary: string;
  try {
    binary = atob(encoded);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The `pw` form field of /do-login. The password is trimmed first (spec section 5). */
export function obfuscatePassword(password: string, random?: RandomBytes): string {
  const prefix = randomAlphanumeric(PASSWORD_PREFIX_LENGTH, random);
  const suffix = randomAlphanumeric(PASSWORD_SUFFIX_LENGTH, random);
  return utf8ToBase64(prefix + password.trim() + suffix);
}

const PADDED = new RegExp(
  `^[A-Za-z0-9]{${PASSWORD_PREFIX_LENGTH}}([\\s\\S]*)[A-Za-z0-9]{${PASSWORD_SUFFIX_LENGTH}}$`,
  "u",
);

/** What the server does with `pw`; null when the input is not base64 of a padded UTF-8 string. */
export function deobfuscatePassword(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  const text = base64ToUtf8(encoded);
  if (text === null) return null;
  const match = PADDED.exec(text);
  return match ? match[1]! : null;
}
