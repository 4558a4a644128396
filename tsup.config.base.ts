import type { Options } from "tsup";

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
    ...extra,
  };
}
