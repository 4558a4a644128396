import { describe, expect, it } from "vitest";
import {
  deobfuscatePassword,
  obfuscatePassword,
  PASSWORD_PREFIX_LENGTH,
  PASSWORD_SUFFIX_LENGTH,
  randomAlphanumeric,
} from "./password-obfuscation";

/** Decodes base64 to UTF-8 independently of the module under test. */
const decode = (encoded: string): string =>
  new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));

describe("obfuscatePassword", () => {
  it("is base64 of 11 alphanumerics, the trimmed password, then 13 alphanumerics", () => {
    const plain = decode(obfuscatePassword("  s3cret!  "));
    expect(plain).toHaveLength(PASSWORD_PREFIX_LENGTH + "s3cret!".length + PASSWORD_SUFFIX_LENGTH);
    expect(plain).toMatch(/^[A-Za-z0-9]{11}s3cret![A-Za-z0-9]{13}$/);
  });

  it("round-trips through deobfuscatePassword to the trimmed password", () => {
    for (const password of [" abc ", "p@ss w0rd", "", "mật khẩu 密码 비밀번호", "x".repeat(200)]) {
      expect(deobfuscatePassword(obfuscatePassword(password))).toBe(password.trim());
    }
  });

  it("pads with fresh random characters on each call", () => {
    expect(obfuscatePassword("same")).not.toBe(obfuscatePassword("same"));
  });

  it("uses the injected random source", () => {
    const zeros = (target: Uint8Array) => target.fill(0);
    expect(decode(obfuscatePassword("pw", zeros))).toBe(`${"A".repeat(11)}pw${"A".repeat(13)}`);
  });
});

describe("randomAlphanumeric", () => {
  it("redraws the bytes that would bias the alphabet", () => {
    let call = 0;
    // First fill: only biased bytes (248..255); second fill: 61 maps to '9'.
    const random = (target: Uint8Array) => target.fill(call++ === 0 ? 250 : 61);
    expect(randomAlphanumeric(3, random)).toBe("999");
  });
});

describe("deobfuscatePassword", () => {
  it("returns null for malformed input", () => {
    expect(deobfuscatePassword("not base64!")).toBeNull();
    expect(deobfuscatePassword("abc")).toBeNull();
    expect(deobfuscatePassword(btoa("tooShort"))).toBeNull();
    // Padding characters that are not alphanumeric.
    expect(deobfuscatePassword(btoa(`${"-".repeat(11)}pw${"A".repeat(13)}`))).toBeNull();
    // Bytes that are not UTF-8.
    expect(deobfuscatePassword(btoa(`${"A".repeat(11)}\xff\xfe${"A".repeat(13)}`))).toBeNull();
  });
});
