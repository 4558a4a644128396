import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { bundleBoardWorker } from "../../../../scripts/build-board-worker";
import { BOARD_WORKER_SOURCE } from "./board-worker-source";
import { COMMAND_FLOATS } from "./command-format";

/** Runs the worker's script in a scope of its own with a recording canvas; returns how to talk to it. */
function startWorker() {
  const fills: number[][] = [];
  const posted: ArrayBuffer[][] = [];
  const context = {
    canvas: { width: 0, height: 0 },
    fillStyle: "",
    globalAlpha: 1,
    fillRect: (...args: number[]) => fills.push(args),
  };
  const scope: Record<string, unknown> = {
    performance: { timeOrigin: 1_000_000, now: () => 5 },
    postMessage: (buffers: ArrayBuffer[]) => posted.push(buffers),
    Float64Array,
  };
  scope.globalThis = scope;
  scope.self = scope;
  runInNewContext(BOARD_WORKER_SOURCE, scope);
  const send = (data: unknown) => (scope.onmessage as (event: { data: unknown }) => void)({ data });
  const canvas = { width: 100, height: 50, getContext: () => ({ ...context, canvas }) };
  return { fills, posted, send, canvas };
}

describe("the board worker's script", () => {
  it("is the bundle of board-worker.ts as it is now (else run `npm run build:worker`)", () => {
    expect(BOARD_WORKER_SOURCE).toBe(bundleBoardWorker());
  });

  it("draws a frame onto the transferred canvas and hands buffers back, stamped, four at a time or on flush", () => {
    const { fills, posted, send, canvas } = startWorker();
    send({ type: "init", canvas, background: "#000", resolution: 1 });
    send({ type: "colors", colors: ["#f00"] });
    const frame = (flush: boolean) => {
      const data = new Float32Array(COMMAND_FLOATS * 2);
      data.set([-1, 0, 0, 0, 0, 3, 4, 5, 6, 1], 0);
      send({ type: "frame", data, count: 1, full: true, shift: 0, flush });
      return data.buffer;
    };
    const first = frame(false);
    expect(fills).toEqual([
      [0, 0, 100, 50],
      [3, 4, 5, 6],
    ]);
    expect(posted).toEqual([]);
    const second = frame(true);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toEqual([first, second]);
    // The time it was drawn, for the benchmarks' update-to-screen latency.
    expect(new Float64Array(posted[0][0], 0, 1)[0]).toBe(1_000_005);
    for (let i = 0; i < 4; i++) frame(false);
    expect(posted).toHaveLength(2);
    expect(posted[1]).toHaveLength(4);
  });

  it("ignores what is not a message it knows, and frames before its canvas", () => {
    const { fills, posted, send, canvas } = startWorker();
    send({ type: "frame", data: new Float32Array(10), count: 1, full: true, flush: true });
    send(null);
    send("frame");
    send({ type: "init", canvas, background: "#000" });
    send({ type: "unknown" });
    expect(fills).toEqual([]);
    expect(posted).toEqual([]);
  });
});
