import { MsgType } from "./msg-type";

/**
 * What a client shows a provider that protects its feed (docs/protocol.md, "Feed access"): the session
 * token of a signed-in user, or the display key an operator gave a wall display (/scroll, /plasma).
 */
export type FeedCredential = { readonly token: string } | { readonly key: string };

/**
 * Close codes of a protected feed (private-use range 4000-4999, modelled on HTTP 401 and 403). A client
 * that receives one does not reconnect with the same credential: it cannot succeed.
 */
export const FeedCloseCode = {
  /** No session token, or one that is unknown, expired or revoked (also while connected). */
  SESSION_REQUIRED: 4401,
  /** A display key that is not the one the operator configured. */
  DISPLAY_KEY_REFUSED: 4403,
} as const;
export type FeedCloseCode = (typeof FeedCloseCode)[keyof typeof FeedCloseCode];

/** Whether a close code says the credential was refused (so reconnecting with it is pointless). */
export function isFeedAuthClose(code: number): code is FeedCloseCode {
  return code === FeedCloseCode.SESSION_REQUIRED || code === FeedCloseCode.DISPLAY_KEY_REFUSED;
}

/** The client's first message carrying a credential: `{"msgType":0,"token":"..."}` or `{"msgType":0,"key":"..."}`. */
export function feedAuthMessage(credential: FeedCredential): string {
  return JSON.stringify(
    "token" in credential
      ? { msgType: MsgType.AUTH, token: credential.token }
      : { msgType: MsgType.AUTH, key: credential.key },
  );
}
