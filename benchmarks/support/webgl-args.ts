import { WEBGL_ARGS } from "../../tests/browser/chromium";

/**
 * Chromium's flags for the benchmarks' WebGL runs. By default the browser tier's: SwiftShader, software GL
 * on the CPU, since this project's machines have no GPU. `BENCH_GPU=1` leaves them out, so that on a
 * machine with a GPU Chromium draws WebGL with it (docs/board-engine.md, "Renderers").
 */
export const BENCH_WEBGL_ARGS: readonly string[] = process.env.BENCH_GPU === "1" ? [] : WEBGL_ARGS;
