import { createHmac, randomInt } from "node:crypto";

/**
 * The stream's login message, as DNSE's Python SDK builds it (github.com/dnse-tech/dnse-py,
 * stream/_stream_auth.py): HMAC-SHA256 of `{apiKey}:{timestamp}:{nonce}` keyed by the API secret, in hex.
 * A fresh timestamp and nonce per connection: a signature is never reused.
 */
export function dnseAuthMessage(apiKey: string, apiSecret: string, nowMs = Date.now()) {
  const timestamp = Math.floor(nowMs / 1000);
  const nonce = nowMs * 1000 + randomInt(1000);
  return {
    action: "auth",
    api_key: apiKey,
    signature: dnseSignature(apiSecret, apiKey, timestamp, nonce),
    timestamp,
    nonce,
  };
}

export function dnseSignature(apiSecret: string, apiKey: string, timestamp: number, nonce: number): string {
  return createHmac("sha256", apiSecret).update(`${apiKey}:${timestamp}:${nonce}`).digest("hex");
}
