/**
 * The platform the feed package may rely on: the globals that a browser page, a dedicated worker and
 * Node >= 20 all provide, declared here instead of taking TypeScript's DOM library. The package compiles
 * without "DOM", so code that reaches for `document`, `window` or an element does not compile: the feed
 * runs in the page, in the feed worker and in the reference server alike (issue 16, layers the compiler
 * enforces). Only what the package uses is declared, in the narrow shape it uses; a host compiles the
 * published types against its own library (DOM or @types/node), where these names exist in full.
 *
 * This file is a global script (no import or export), read by this package's compiler only.
 */

declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare function setInterval(callback: () => void, ms?: number): unknown;
declare function clearInterval(handle: unknown): void;

declare var performance: {
  now(): number;
  readonly timeOrigin: number;
  /** A User Timing mark (browsers and Node): the first-paint benchmark reads the feed's. */
  mark(name: string): unknown;
};

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: ArrayBufferView | ArrayBuffer): string;
}

declare function btoa(data: string): string;
declare function atob(data: string): string;

declare var crypto: { getRandomValues<T extends ArrayBufferView>(array: T): T };

declare class URLSearchParams {
  constructor(init?: Record<string, string> | string);
  toString(): string;
}

interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  cache?: "default" | "no-store" | "reload" | "no-cache" | "force-cache" | "only-if-cached";
}

interface Response {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

declare function fetch(input: string, init?: RequestInit): Promise<Response>;

/** A dedicated worker as the page sees it, in the part the feed's worker socket uses. */
interface Worker {
  postMessage(message: unknown, transfer?: ArrayBuffer[]): void;
  terminate(): void;
}
