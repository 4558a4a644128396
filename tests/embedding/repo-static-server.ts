/**
 * Serves parts of the repository over loopback HTTP, as a broker's web server would serve a plain HTML
 * page and the packages' files: only the paths under `prefixes` (the example, the packages' dist/,
 * node_modules), everything else 404. No bundler, no transformation.
 */
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

export interface RepoStaticServer {
  /** http://127.0.0.1:port (no trailing slash). */
  url: string;
  /** Paths requested so far, in order. */
  requested: string[];
  close(): Promise<void>;
}

export async function startRepoStaticServer(
  root: string,
  prefixes: readonly string[],
): Promise<RepoStaticServer> {
  const requested: string[] = [];
  const server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    requested.push(path);
    const file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path));
    const allowed =
      prefixes.some((prefix) => path.startsWith(prefix)) && file.startsWith(root.replace(/\/?$/, sep));
    let size = -1;
    try {
      size = allowed && statSync(file).isFile() ? statSync(file).size : -1;
    } catch {
      size = -1;
    }
    if (size < 0) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "content-length": size,
      "cache-control": "no-store",
    });
    createReadStream(file)
      .on("error", () => res.destroy())
      .pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
