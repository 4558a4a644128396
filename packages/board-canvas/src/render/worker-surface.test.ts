import { afterEach, describe, expect, it, vi } from "vitest";
import type { BoardState } from "../board/board-state";
import { prepareSurface, watchSurface } from "../board/mount-surface";
import { BoardTexture, type BoardTextureSource } from "../texture/board-texture";
import { WorkerSurface } from "./worker-surface";
import { WorkerWithPageFallback } from "./worker-with-page-fallback";

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

/** What a page canvas's 2D context was asked to do, call by call (`[name, ...arguments]`). */
const drawn: unknown[][] = [];

/**
 * Just enough of a browser for a WorkerSurface (the unit tier has no DOM): records the workers made.
 * A canvas's 2D context records every call in `drawn`; `replaceWith` records the element's successor.
 */
function stubBrowser(): FakeWorker[] {
  const workers: FakeWorker[] = [];
  drawn.length = 0;
  class CanvasElement {
    width = 0;
    height = 0;
    style: Record<string, string> = {};
    dataset: Record<string, string> = {};
    replacedBy: CanvasElement | null = null;
    transferControlToOffscreen() {
      return {};
    }
    replaceWith(next: CanvasElement) {
      this.replacedBy = next;
    }
    addEventListener() {}
    removeEventListener() {}
    getContext() {
      return new Proxy({} as Record<string | symbol, unknown>, {
        get: (_, name) => (name === "canvas" ? this : (...args: unknown[]) => drawn.push([name, ...args])),
        set: (_, name, value) => drawn.push([name, value]) > 0,
      });
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
    const onError = vi.fn();
    const unwatch = watchSurface(surface, { opts: { onError } } as unknown as BoardState, () => {});
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

/** The default board surface: a 200 x 100 worker surface that falls back to the page. */
function workerWithFallback(): WorkerWithPageFallback {
  return new WorkerWithPageFallback(new WorkerSurface(200, 100, 1, "#000"), 200, 100, 1, "#000", true);
}

describe("a board whose drawing worker fails", () => {
  const source = { resolution: 1, on() {}, off() {} } as unknown as BoardTextureSource;
  const swatch = (fill: string) => new BoardTexture(source, { x: 0, y: 0, width: 1, height: 1 }, fill);

  it("goes on drawing on a page canvas put in the worker's place, with the same batch and its colours", () => {
    const workers = stubBrowser();
    const worker = new WorkerSurface(200, 100, 1, "#000");
    const surface = new WorkerWithPageFallback(worker, 200, 100, 1, "#000", true);
    const failures: string[] = [];
    surface.onFailure = (message) => failures.push(message);
    const batch = surface.batch;
    const workerCanvas = surface.canvas as unknown as { replacedBy: unknown };
    batch.push(swatch("#1e6b3a"), 0, 0, 10, 10, 1);
    surface.present(true);
    expect(surface.rendererName).toBe("canvas-worker");

    workers[0].fail();
    workers[0].fail(); // a second report of the same death changes nothing
    expect(failures).toEqual(["board worker failed; the board draws on the page's own canvas now"]);
    expect(workers[0].terminated).toBe(true);
    expect(surface.rendererName).toBe("canvas2d");
    expect(workerCanvas.replacedBy).toBe(surface.canvas);
    expect(surface.canvas.dataset.surface).toBe("page");
    expect(surface.batch).toBe(batch);

    // The next frame fills with the colour the worker had been told of: the page is told it again.
    drawn.length = 0;
    batch.begin();
    batch.push(swatch("#1e6b3a"), 0, 0, 10, 10, 1);
    surface.present(true);
    expect(drawn).toContainEqual(["fillStyle", "#1e6b3a"]);
    expect(drawn).toContainEqual(["fillRect", 0, 0, 10, 10]);
    // Nothing more went to the dead worker.
    expect(workers[0].messages.filter((m) => m.type === "frame")).toHaveLength(1);
    surface.destroy();
  });

  it("is not left busy by frames the dead worker held: the painter's held frames are asked for at once", () => {
    const workers = stubBrowser();
    const surface = workerWithFallback();
    const onReady = vi.fn();
    surface.onReady = onReady;
    surface.present(false);
    surface.present(false);
    expect(surface.busy).toBe(true);
    workers[0].fail();
    expect(surface.busy).toBe(false);
    expect(onReady).toHaveBeenCalledTimes(1);
    surface.destroy();
  });

  it("takes the size and background it was given last", () => {
    const workers = stubBrowser();
    const surface = workerWithFallback();
    surface.resize(300, 120, 2);
    surface.setBackground("#101010");
    workers[0].fail();
    expect(surface.canvas.width).toBe(600);
    expect(surface.canvas.height).toBe(240);
    expect(surface.canvas.style.width).toBe("300px");
    drawn.length = 0;
    surface.present(true);
    expect(drawn).toContainEqual(["fillStyle", "#101010"]);
    surface.destroy();
  });

  it("tells the host when even the page's canvas cannot draw, and stays as it was", () => {
    const workers = stubBrowser();
    const surface = workerWithFallback();
    const failures: string[] = [];
    surface.onFailure = (message) => failures.push(message);
    (globalThis.HTMLCanvasElement.prototype as unknown as { getContext(): null }).getContext = () => null;
    workers[0].fail();
    expect(failures).toEqual([
      "board worker failed; the page's canvas could not take over: no 2D context for the board's canvas",
    ]);
    expect(surface.rendererName).toBe("canvas-worker");
    surface.destroy();
  });
});

describe("watchSurface", () => {
  it("repaints a board whose worker failed before it tells the host", () => {
    const workers = stubBrowser();
    const surface = workerWithFallback();
    const calls: string[] = [];
    const onError = (error: { code: string }) => calls.push(`error ${error.code}`);
    const unwatch = watchSurface(surface, { opts: { onError } } as unknown as BoardState, () =>
      calls.push("repaint"),
    );
    workers[0].fail();
    expect(calls).toEqual(["repaint", "error worker"]);
    unwatch();
    surface.destroy();
  });
});
