import { afterEach, describe, expect, it, vi } from "vitest";
import type { BoardState } from "../board/board-state";
import { prepareSurface, watchSurface } from "../board/mount-surface";
import { BoardTexture, type BoardTextureSource } from "../texture/board-texture";
import { WorkerSurface } from "./worker-surface";

interface FakeWorker {
  url: string;
  messages: {
    type: string;
    flush?: boolean;
    data?: Float32Array;
    colors?: string[];
    styles?: { font: string; color: string }[];
  }[];
  /** Hands messages to the surface as the worker's own posts would. */
  reply(data: unknown): void;
  terminated: boolean;
  /** Reports an error, as a worker a CSP refused does, to whoever listens then. */
  fail(): void;
}

/** Just enough of a browser for a WorkerSurface (the unit tier has no DOM): records the workers made. */
function stubBrowser(): FakeWorker[] {
  const workers: FakeWorker[] = [];
  class CanvasElement {
    width = 0;
    height = 0;
    style: Record<string, string> = {};
    dataset: Record<string, string> = {};
    transferControlToOffscreen() {
      return {};
    }
  }
  vi.stubGlobal("HTMLCanvasElement", CanvasElement);
  vi.stubGlobal("OffscreenCanvas", class {});
  vi.stubGlobal("document", { createElement: () => new CanvasElement() });
  vi.stubGlobal(
    "Worker",
    class {
      readonly record: FakeWorker;
      onmessage: unknown = null;
      onerror: ((event: { preventDefault(): void }) => void) | null = null;
      constructor(url: string) {
        this.record = {
          url,
          messages: [],
          terminated: false,
          fail: () => this.onerror?.({ preventDefault() {} }),
          reply: (data: unknown) => (this.onmessage as (event: { data: unknown }) => void)({ data }),
        };
        workers.push(this.record);
      }
      postMessage(message: { type: string }) {
        this.record.messages.push(message);
      }
      terminate() {
        this.record.terminated = true;
      }
    },
  );
  return workers;
}

afterEach(() => vi.unstubAllGlobals());

describe("the worker surface's drawing worker", () => {
  it("is started ahead by prepareSurface and taken by the next board; one waits at most", () => {
    const workers = stubBrowser();
    prepareSurface({ renderer: "webgl" }); // a board drawn by pixi needs none
    expect(workers).toHaveLength(0);
    prepareSurface({});
    prepareSurface({});
    expect(workers).toHaveLength(1);
    const first = new WorkerSurface(200, 100, 1, "#000");
    // The board took the waiting worker and handed it its canvas.
    expect(workers).toHaveLength(1);
    expect(workers[0].messages.map((m) => m.type)).toEqual(["init"]);
    const second = new WorkerSurface(200, 100, 1, "#000");
    expect(workers).toHaveLength(2);
    expect(workers[1].messages.map((m) => m.type)).toEqual(["init"]);
    first.destroy();
    second.destroy();
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it("is not handed to a board once it has failed: the board starts its own, whose error it hears", () => {
    const workers = stubBrowser();
    prepareSurface({});
    workers[0].fail(); // while it waits, before any board listens
    const surface = new WorkerSurface(200, 100, 1, "#000");
    expect(workers).toHaveLength(2);
    expect(workers[0].terminated).toBe(true);
    expect(workers[1].messages.map((m) => m.type)).toEqual(["init"]);
    workers[1].fail();
    expect(surface.error).not.toBeNull();
    surface.destroy();
  });

  it("tells the host's onError once when its worker fails (the board is left blank)", () => {
    const workers = stubBrowser();
    const surface = new WorkerSurface(200, 100, 1, "#000");
    (surface.canvas as unknown as { addEventListener(): void }).addEventListener = () => {};
    (surface.canvas as unknown as { removeEventListener(): void }).removeEventListener = () => {};
    const onError = vi.fn();
    const unwatch = watchSurface(surface, { opts: { onError } } as unknown as BoardState);
    workers[0].fail();
    workers[0].fail();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ code: "worker", message: "board worker failed" });
    unwatch();
    surface.destroy();
  });

  it("takes at most two frames ahead of the worker: a busy surface says so, and when it is ready again", () => {
    const workers = stubBrowser();
    const surface = new WorkerSurface(200, 100, 1, "#000");
    const onReady = vi.fn();
    surface.onReady = onReady;
    surface.present(false);
    expect(surface.busy).toBe(false);
    surface.present(false);
    const frames = workers[0].messages.filter((m) => m.type === "frame");
    // The second frame out asks for the buffers back at once (the worker keeps them for four otherwise).
    expect(frames.map((m) => m.flush)).toEqual([false, true]);
    expect(surface.busy).toBe(true);
    // The worker hands back the first: the surface takes a frame again and says so, once.
    workers[0].reply([frames[0].data!.buffer]);
    expect(surface.busy).toBe(false);
    expect(onReady).toHaveBeenCalledTimes(1);
    workers[0].reply([frames[1].data!.buffer]);
    expect(onReady).toHaveBeenCalledTimes(1);
    surface.destroy();
  });

  it("tells the worker each fill colour once, before the first frame that fills with it", () => {
    const workers = stubBrowser();
    const surface = new WorkerSurface(200, 100, 1, "#000");
    const source = { resolution: 1, on() {}, off() {} } as unknown as BoardTextureSource;
    const swatch = (fill: string) => new BoardTexture(source, { x: 0, y: 0, width: 1, height: 1 }, fill);
    surface.batch.push(swatch("#14171c"), 0, 0, 10, 10, 1);
    surface.present(false);
    surface.batch.begin();
    surface.batch.push(swatch("#14171c"), 0, 0, 10, 10, 1);
    surface.batch.push(swatch("#1e6b3a"), 10, 0, 10, 10, 1);
    surface.present(false);
    const sent = workers[0].messages.filter((m) => m.type !== "init");
    expect(sent.map((m) => (m.type === "colors" ? m.colors : m.type))).toEqual([
      ["#14171c"],
      "frame",
      ["#1e6b3a"],
      "frame",
    ]);
    surface.destroy();
  });
  it("tells the worker each text style once, before the first frame that draws with it, and a new resolution", () => {
    const workers = stubBrowser();
    const surface = new WorkerSurface(200, 100, 1, "#000");
    const chars = Uint16Array.from("25.40", (c) => c.charCodeAt(0));
    surface.batch.pushText(chars, 5, "12px Arial", "#00e676", 50, 14, 1);
    surface.present(false);
    surface.batch.begin();
    surface.batch.pushText(chars, 5, "12px Arial", "#00e676", 50, 14, 1);
    surface.batch.pushText(chars, 5, "12px Arial", "#ff3b3b", 50, 34, 1);
    surface.present(false);
    surface.resize(200, 100, 2);
    const sent = workers[0].messages;
    expect(sent[0]).toMatchObject({ type: "init", resolution: 1 });
    expect(sent.slice(1).map((m) => (m.type === "textStyles" ? m.styles : m.type))).toEqual([
      [{ font: "12px Arial", color: "#00e676" }],
      "frame",
      [{ font: "12px Arial", color: "#ff3b3b" }],
      "frame",
      "resize",
    ]);
    expect(sent[sent.length - 1]).toMatchObject({ type: "resize", width: 400, height: 200, resolution: 2 });
    surface.destroy();
  });
});
