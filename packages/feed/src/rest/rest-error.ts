/**
 * The one error type the REST client rejects with, so the app can branch on `code` without parsing
 * messages. Server errors carry the server's code (docs/api.md); the client adds its own for failures
 * that never reached the server or whose answer could not be trusted.
 */

/** Codes produced by the client itself (the server's codes pass through as strings). */
export const RestErrorCode = {
  /** The answer had the wrong shape: the app never gets half-typed data. */
  BAD_PAYLOAD: "bad_payload",
  /** An argument failed validation; nothing was sent. */
  INVALID_ARGUMENT: "invalid_argument",
  /** fetch itself failed (offline, refused, aborted). */
  NETWORK: "network_error",
  /** HTTP 401. */
  UNAUTHORIZED: "unauthorized",
  /** HTTP 5xx without a server code. */
  SERVER: "server_error",
  /** Another non-2xx status without a server code. */
  HTTP: "http_error",
  /** HTTP 200 but the answer said success false (or status not 200) where the spec requires it. */
  UNSUCCESSFUL: "unsuccessful",
} as const;
export type RestErrorCode = (typeof RestErrorCode)[keyof typeof RestErrorCode];

/** The one error type REST calls reject with: HTTP status, a RestErrorCode and the provider's message. */
export class RestError extends Error {
  /** HTTP status, or 0 when no answer was received (validation, network). */
  readonly status: number;
  /** A RestErrorCode or the server's `error.code`. */
  readonly code: string;
  /** The call's path, for logs. */
  readonly path: string;
  /** Seconds the server asked the client to wait (a 429's or 503's Retry-After), null when it did not. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    code: string,
    message: string,
    path = "",
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "RestError";
    this.status = status;
    this.code = code;
    this.path = path;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Seconds of a Retry-After header: delay-seconds, or an HTTP date counted from `now`; null when absent or
 * unreadable.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^[0-9]{1,9}$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** True when `value` is a RestError. */
export function isRestError(value: unknown): value is RestError {
  return value instanceof RestError;
}
