import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text the browser fetches; images, fonts and source maps are left as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each of `files` (paths
 * relative to `dir`) that is text of at least 1 KB: the reference server sends them to a browser that
 * accepts them (`@fastify/static` `preCompressed`). Returns the files compressed.
 */
export function precompressFiles(dir: string, files: readonly string[]): string[] {
  const done: string[] = [];
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const path = join(dir, file);
    if (statSync(path).size < MIN_BYTES) continue;
    const bytes = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    done.push(file);
  }
  return done;
}

/**
 * The build's text files compressed once at build time: the reference server used to send the board
 * route's ~700 KB of JavaScript and CSS uncompressed (~200 KB gzip), which a trader on a slow line
 * waited for on every cold load.
 */
export function precompressPlugin(): Plugin {
  let outDir = "dist";
  return {
    name: "vnboard-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      precompressFiles(outDir, Object.keys(bundle));
    },
  };
}
