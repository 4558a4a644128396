import type { Plugin } from "vite";

/**
 * V8's file-level compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled eagerly, on a background thread while it streams in, instead of each one on the main
 * thread at its first call. Other engines read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The chunks the board route runs almost whole before its first rows: "shared" (the feed's socket,
 * frame reader and stores, which apply the snapshot) and "create-board" (the engine that paints the first
 * frame; preloaded while the feed connects). Cold code was a third of the time from the socket's open to
 * the first painted rows; with these two hinted its p50 fell from ~276 to ~225 ms (docs/board-engine.md,
 * "Compile hints"). The "app" chunk (React and the shell, much of it for other routes) measured no better
 * hinted, so it is left to V8's lazy compilation.
 */
export const HINTED_CHUNKS: readonly string[] = ["shared", "create-board"];

/** A source map's JSON as the build writes it (only `mappings` is touched). */
interface SourceMapJson {
  mappings: string;
}

/**
 * `code` with the compile hint as its first line, and its source map moved down that one line (a `;` in
 * front of the mappings: the new first line maps to nothing). Code that has the hint already is returned
 * as it is.
 */
export function withCompileHint<M extends SourceMapJson>(
  code: string,
  map: M | null,
): { code: string; map: M | null } {
  if (code.startsWith(COMPILE_HINT)) return { code, map };
  return {
    code: `${COMPILE_HINT}\n${code}`,
    map: map === null ? null : { ...map, mappings: `;${map.mappings}` },
  };
}

/** The compile hint on the chunks named `chunks` of the app's build, after minification (which drops comments). */
export function compileHintsPlugin(chunks: readonly string[] = HINTED_CHUNKS): Plugin {
  return {
    name: "vnboard-compile-hints",
    apply: "build",
    enforce: "post",
    // After Vite's own post-processing, which puts its `__vite__mapDeps` line on top of a chunk that
    // preloads others: the hint counts only as the file's very first line.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || !chunks.includes(output.name)) continue;
          const mapFile = bundle[`${output.fileName}.map`];
          const original = output.code;
          const hinted = withCompileHint(original, output.map);
          output.code = hinted.code;
          if (hinted.map !== null && output.map !== null) output.map.mappings = hinted.map.mappings;
          // The map file is already in the bundle as an asset: it moves down the same line.
          if (mapFile?.type === "asset" && typeof mapFile.source === "string") {
            const map = JSON.parse(mapFile.source) as SourceMapJson;
            mapFile.source = JSON.stringify(withCompileHint(original, map).map ?? map);
          }
        }
      },
    },
  };
}
