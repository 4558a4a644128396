/// <reference types="node" />
/**
 * Test helper (not exported): a real HTTP server on 127.0.0.1 and a free port that records every
 * request and answers from a route table, so the REST tests exercise real fetch, real headers and real
 * bodies rather than a mock of fetch.
 */

import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RestClientOptions, RestLogLevel } from "./http-transport";
import { createRestClient } from "./rest-client";

export interface RecordedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  /** Raw query, without '?'. */
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface CannedAnswer {
  status?: number;
  /** Serialised as JSON unless `text` is given. */
  json?: unknown;
  text?: string;
  contentType?: string;
  /** Extra response headers (Retry-After, ...). */
  headers?: Record<string, string>;
}

export interface TestHttpServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets the answer for 'METHOD /path' (path without query). Unknown routes answer 404. */
  answer(route: string, answer: CannedAnswer): void;
  close(): Promise<void>;
}

export async function startTestHttpServer(): Promise<TestHttpServer> {
  const routes = new Map<string, CannedAnswer>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = req.url ?? "/";
      const cut = url.indexOf("?");
      const path = cut < 0 ? url : url.slice(0, cut);
      const query = cut < 0 ? "" : url.slice(cut + 1);
      const method = req.method ?? "GET";
      requests.push({
        method,
        path,
        query,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const canned = routes.get(`${method} ${path}`) ?? {
        status: 404,
        json: { error: { code: "not_found", message: `no route ${method} ${path}` } },
      };
      const isText = canned.text !== undefined;
      res.statusCode = canned.status ?? 200;
      res.setHeader("Content-Type", canned.contentType ?? (isText ? "text/plain" : "application/json"));
      for (const [name, value] of Object.entries(canned.headers ?? {})) res.setHeader(name, value);
      res.end(isText ? canned.text : JSON.stringify(canned.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    requests,
    answer: (route, answer) => routes.set(route, answer),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface LogEntry {
  level: RestLogLevel;
  message: string;
  detail: unknown;
}

/** A client on the test server with recorded logs and 401 callbacks; options override the defaults. */
export function createTestClient(server: TestHttpServer, overrides: Partial<RestClientOptions> = {}) {
  const logs: LogEntry[] = [];
  const calls = { unauthorized: 0 };
  const client = createRestClient({
    baseUrl: server.baseUrl,
    loginFlag: "1",
    getToken: () => "tok-123",
    getLanguage: () => "en",
    getDeviceId: () => "device-7",
    onUnauthorized: () => {
      calls.unauthorized++;
    },
    log: (level, message, detail) => logs.push({ level, message, detail }),
    ...overrides,
  });
  return { client, logs, calls };
}

/** The form fields of a recorded urlencoded body. */
export function formOf(request: RecordedRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request?.body ?? ""));
}
