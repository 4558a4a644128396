import type { Options } from "tsup";

/** Shared tsup settings for the library packages: ESM, type declarations, source maps. */
export function libraryConfig(entry: Record<string, string>, extra: Partial<Options> = {}): Options {
  return {
    entry,
    format: ["esm"],
    target: "es2022",
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: false,
    ...extra,
  };
}
