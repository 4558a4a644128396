/**
 * A tiny static file server for browser tests: serves a directory (typically a Vite build) on
 * 127.0.0.1 with an OS-assigned port, with SPA fallback to index.html.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};

export interface StaticServer {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** Serve `index.html` for unknown paths that have no file extension (SPA routes). Default true. */
  spaFallback?: boolean;
  /** Extra headers on every file answer (a test page under a Content-Security-Policy, say). */
  headers?: Record<string, string>;
}

async function fileAt(path: string): Promise<string | undefined> {
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) {
      const index = join(path, "index.html");
      if ((await stat(index).catch(() => undefined))?.isFile()) return index;
    }
  } catch {
    // missing
  }
  return undefined;
}

export async function startStaticServer(
  dir: string,
  options: StaticServerOptions = {},
): Promise<StaticServer> {
  const root = resolve(dir);
  const spaFallback = options.spaFallback ?? true;

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { allow: "GET, HEAD" }).end();
        return;
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
      } catch {
        res.writeHead(400).end();
        return;
      }
      const candidate = normalize(join(root, pathname));
      if (candidate !== root && !candidate.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      let file = await fileAt(candidate);
      if (!file && spaFallback && extname(pathname) === "") file = await fileAt(join(root, "index.html"));
      if (!file) {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found");
        return;
      }
      const info = await stat(file);
      res.writeHead(200, {
        "content-type": MIME[extname(file).toLowerCase()] ?? "application/octet-stream",
        "content-length": info.size,
        "cache-control": "no-store",
        ...options.headers,
      });
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      createReadStream(file)
        .on("error", () => res.destroy())
        .pipe(res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;

  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    server,
    close(): Promise<void> {
      closing ??= new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
