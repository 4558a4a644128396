import type { Server } from "node:http";
import type { Socket } from "node:net";

/** HTTP timeouts (ms) of the reference server; see docs/server.md, "Limits". */
export interface HttpTimeouts {
  /** Whole request, headers and body: a request still arriving after this is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Headers of a request (from the connection or the previous request): slower is closed. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is closed after this (a backstop: the others come first). */
  idleSocketTimeoutMs: number;
}

/**
 * Node checks the request and headers timeouts every `connectionsCheckingInterval` (30 s by default,
 * which would let a 10 s timeout run to 40 s): 1 s keeps them close to what they say.
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000;

export function httpTimeouts(requestTimeoutMs: number): HttpTimeouts {
  return {
    requestTimeoutMs,
    headersTimeoutMs: Math.min(10_000, requestTimeoutMs),
    keepAliveTimeoutMs: 5_000,
    idleSocketTimeoutMs: 2 * requestTimeoutMs,
  };
}

/** The fastify server options that apply `timeouts`. */
export function fastifyTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.idleSocketTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  };
}

/** Open TCP connections per remote address, with a cap; WebSockets count too (they start as HTTP). */
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();
  /** Connections closed at once for being over the cap. */
  refused = 0;

  constructor(readonly max: number) {}

  /** Counts the connections of `server`, closing any that would exceed the cap for its address. */
  attach(server: Server): void {
    server.on("connection", (socket: Socket) => this.onConnection(socket));
  }

  /** Connections open now from `address`. */
  count(address: string): number {
    return this.open.get(address) ?? 0;
  }

  private onConnection(socket: Socket): void {
    const address = socket.remoteAddress ?? "";
    const count = this.count(address);
    if (count >= this.max) {
      this.refused++;
      socket.destroy();
      return;
    }
    this.open.set(address, count + 1);
    socket.once("close", () => {
      const left = this.count(address) - 1;
      if (left <= 0) this.open.delete(address);
      else this.open.set(address, left);
    });
  }
}
