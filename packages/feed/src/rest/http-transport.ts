/**
 * The one place that talks HTTP for the REST client: builds the URL, adds the headers of spec
 * section 7, and turns every failure into a RestError. Per spec section 8 a 401 clears the session
 * (through onUnauthorized) and is passed to the caller; a 500 is logged; other failures are logged
 * at warn level because the app mostly swallows them and a log is then the only trace.
 */

import { joinUrl } from "./base-url";
import { parseRetryAfter, RestError, RestErrorCode } from "./rest-error";

/** Levels of the REST client's log callback. */
export type RestLogLevel = "debug" | "info" | "warn" | "error";

/**
 * Settings of a REST client: the provider's base address, the build flag, session and language getters,
 * callbacks.
 */
export interface RestClientOptions {
  /** Configured base address; paths are joined to it with double slashes collapsed. */
  baseUrl: string;
  /** Build flag: '1' is the login build (Bearer token sent), '2' the public build. */
  loginFlag: "1" | "2" | (string & {});
  getToken(): string | null;
  getLanguage(): string;
  getDeviceId(): string;
  /** Called on HTTP 401: the app clears the stored session and the user state. */
  onUnauthorized(): void;
  /** Defaults to the global fetch; injectable for tests and for hosts with their own. */
  fetch?: typeof fetch;
  log?(level: RestLogLevel, message: string, detail?: unknown): void;
}

export interface RestRequest {
  method: "GET" | "POST" | "PUT";
  /** Path as the spec writes it, with path parameters already encoded. */
  path: string;
  /** Query parameters; a string is appended verbatim after '?' (configs.json's bare timestamp). */
  query?: Record<string, string> | string;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** cache: 'no-store', for answers that must never come from a cache. */
  noStore?: boolean;
  /** 'text' for the derivative chart string; JSON otherwise. */
  expect?: "json" | "text";
  /** The login call's 401 means wrong credentials, not an expired session: do not clear the session. */
  skipUnauthorizedHook?: boolean;
}

/** Sends one REST request and returns its answer; the seam tests and hosts can replace. */
export interface HttpTransport {
  /** The parsed JSON answer (or the text); rejects with RestError on any failure. */
  request(request: RestRequest): Promise<unknown>;
  log(level: RestLogLevel, message: string, detail?: unknown): void;
}

function queryString(query: RestRequest["query"]): string {
  if (query === undefined) return "";
  if (typeof query === "string") return query === "" ? "" : `?${query}`;
  const text = new URLSearchParams(query).toString();
  return text === "" ? "" : `?${text}`;
}

/** The server's { error: { code, message } } if the body is one, else null. */
function readErrorEnvelope(body: string): { code: string; message: string } | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== "object" || parsed === null) return null;
    const error = (parsed as { error?: unknown }).error;
    if (typeof error !== "object" || error === null) return null;
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code !== "string") return null;
    return { code, message: typeof message === "string" ? message : code };
  } catch {
    return null;
  }
}

/** The request headers: language, device id, the bearer token in the login build, the body type. */
function headers(options: RestClientOptions, request: RestRequest): Record<string, string> {
  const result: Record<string, string> = {
    Accept: request.expect === "text" ? "text/plain, application/json" : "application/json",
    "App-Language": options.getLanguage(),
    "Device-Id": options.getDeviceId(),
  };
  // Spec section 6: the bearer token is sent only in the login build.
  const token = options.loginFlag === "1" ? options.getToken() : null;
  if (token) result.Authorization = `Bearer ${token}`;
  if (request.form) result["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
  else if (request.json !== undefined) result["Content-Type"] = "application/json";
  return result;
}

/** The answer as the call expects it: JSON, or the text of a text call; else bad_payload. */
function parseBody(
  request: RestRequest,
  body: string,
  contentType: string,
  log: HttpTransport["log"],
): unknown {
  if (request.expect === "text") {
    // A provider may send the chart string JSON-encoded; accept it, but only if it is a string.
    if (!contentType.includes("json")) return body;
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed === "string") return parsed;
    } catch {
      // fall through to bad_payload
    }
    throw new RestError(200, RestErrorCode.BAD_PAYLOAD, "Expected a text answer", request.path);
  }
  try {
    return JSON.parse(body);
  } catch {
    log("warn", `Answer of ${request.path} is not JSON`, body.slice(0, 200));
    throw new RestError(200, RestErrorCode.BAD_PAYLOAD, "Answer is not JSON", request.path);
  }
}

export function createHttpTransport(options: RestClientOptions): HttpTransport {
  const log = (level: RestLogLevel, message: string, detail?: unknown): void => {
    options.log?.(level, message, detail);
  };

  async function failure(
    request: RestRequest,
    status: number,
    body: string,
    retryAfter: number | null,
  ): Promise<never> {
    const envelope = readErrorEnvelope(body);
    const detail = { method: request.method, path: request.path, status, body: body.slice(0, 500) };
    if (status === 401) {
      if (!request.skipUnauthorizedHook) {
        try {
          options.onUnauthorized();
        } catch (error) {
          log("error", "onUnauthorized threw", error);
        }
      }
      log("warn", `401 on ${request.path}`, detail);
      throw new RestError(
        401,
        envelope?.code ?? RestErrorCode.UNAUTHORIZED,
        envelope?.message ?? "Unauthorized",
        request.path,
      );
    }
    if (status >= 500) {
      log("error", `HTTP ${status} on ${request.path}`, detail);
      throw new RestError(
        status,
        envelope?.code ?? RestErrorCode.SERVER,
        envelope?.message ?? `HTTP ${status}`,
        request.path,
      );
    }
    log("warn", `HTTP ${status} on ${request.path}`, detail);
    throw new RestError(
      status,
      envelope?.code ?? RestErrorCode.HTTP,
      envelope?.message ?? `HTTP ${status}`,
      request.path,
      retryAfter,
    );
  }

  async function request(request: RestRequest): Promise<unknown> {
    const url = joinUrl(options.baseUrl, request.path) + queryString(request.query);
    const init: RequestInit = { method: request.method, headers: headers(options, request) };
    if (request.form) init.body = new URLSearchParams(request.form).toString();
    else if (request.json !== undefined) init.body = JSON.stringify(request.json);
    if (request.noStore) init.cache = "no-store";
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    let body: string;
    try {
      response = await doFetch(url, init);
      body = await response.text();
    } catch (error) {
      log("warn", `Network failure on ${request.path}`, error);
      const message = error instanceof Error ? error.message : String(error);
      throw new RestError(0, RestErrorCode.NETWORK, message, request.path);
    }
    if (!response.ok) {
      return failure(request, response.status, body, parseRetryAfter(response.headers.get("retry-after")));
    }
    return parseBody(request, body, response.headers.get("content-type") ?? "", log);
  }

  return { request, log };
}

/** Returns the value typed when the guard accepts it, else rejects with 'bad_payload' (and logs). */
export function requireShape<T>(
  transport: HttpTransport,
  path: string,
  value: unknown,
  guard: (value: unknown) => value is T,
): T {
  if (guard(value)) return value;
  throw badPayload(transport, path, value);
}

/** Logs the odd answer (the only trace when the app swallows the error) and builds the error. */
export function badPayload(transport: HttpTransport, path: string, value: unknown): RestError {
  transport.log("warn", `Unexpected answer shape from ${path}`, value);
  return new RestError(200, RestErrorCode.BAD_PAYLOAD, `Unexpected answer shape from ${path}`, path);
}

/**
 * For answers of the form { success, ... } (spec section 8: fundamentals, events and favourites need
 * success true): success false rejects with 'unsuccessful', a missing or odd flag with 'bad_payload'.
 */
export function requireSuccess(
  transport: HttpTransport,
  path: string,
  value: unknown,
): Record<string, unknown> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (record.success === true) return record;
    if (record.success === false) {
      transport.log("warn", `${path} answered success false`, value);
      const message = typeof record.message === "string" ? record.message : `${path} was not successful`;
      throw new RestError(200, RestErrorCode.UNSUCCESSFUL, message, path);
    }
  }
  throw badPayload(transport, path, value);
}
