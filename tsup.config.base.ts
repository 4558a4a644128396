import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Options } from "tsup";

/**
 * tsup's `treeshake` passes esbuild's output through rollup, and each appends its own
 * `//# sourceMappingURL=` line: keep one per file, so that tools and users see a clean bundle.
 */
async function oneSourceMapComment(outDir: string): Promise<void> {
  for (const file of await readdir(outDir)) {
    if (!file.endsWith(".js")) continue;
    const path = join(outDir, file);
    const text = await readFile(path, "utf8");
    const fixed = text.replace(
      /(\n\/\/# sourceMappingURL=[^\n]+)(\n?\/\/# sourceMappingURL=[^\n]+)+\n?$/,
      "$1\n",
    );
    if (fixed !== text) await writeFile(path, fixed);
  }
}

/** Shared tsup settings for the library packages: ESM, type declarations, source maps. */
export function libraryConfig(entry: Record<string, string>, extra: Partial<Options> = {}): Options {
  return {
    entry,
    format: ["esm"],
    target: "es2022",
    // tsup builds declarations outside the project graph; composite would demand a listed file set.
    dts: { compilerOptions: { composite: false, incremental: false, declarationMap: false, paths: {} } },
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: false,
    onSuccess: () => oneSourceMapComment("dist"),
    ...extra,
  };
}
