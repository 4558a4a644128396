import type { FastifyReply } from "fastify";

/** The error body of docs/api.md: `{ "error": { "code": "...", "message": "..." } }`. */
export interface ErrorBody {
  error: { code: string; message: string };
}

/**
 * Wire error codes by status. docs/api.md lists 400, 401, 404 and 500; the others are the ones a server
 * cannot avoid (body too large, wrong content type, rate limit) and follow the same naming.
 */
const CODES: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  429: "too_many_requests",
  431: "headers_too_large",
  500: "server_error",
};

export function errorCodeFor(status: number): string {
  return CODES[status] ?? (status >= 500 ? "server_error" : "bad_request");
}

export function errorBody(status: number, message: string, code: string = errorCodeFor(status)): ErrorBody {
  return { error: { code, message } };
}

/** Sends a JSON error; `code` defaults to the one docs/api.md gives the status. */
export function sendError(reply: FastifyReply, status: number, message: string, code?: string): FastifyReply {
  return reply
    .code(status)
    .header("content-type", "application/json; charset=utf-8")
    .send(errorBody(status, message, code));
}
