import { afterEach, describe, expect, it, vi } from "vitest";
import { prepareSurface } from "../board/mount-surface";
import { WorkerSurface } from "./worker-surface";

interface FakeWorker {
  url: string;
  messages: { type: string }[];
  terminated: boolean;
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
      onerror: unknown = null;
      constructor(url: string) {
        this.record = { url, messages: [], terminated: false };
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
});
