import { describe, expect, it } from "vitest";
import { until } from "../testing/poll";
import { FrameInbox } from "./frame-inbox";

/** Holds the thread for `ms`, like decoding a large frame. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {}
}

describe("FrameInbox", () => {
  it("applies frames in order, a slice at a time, ending its task between slices", async () => {
    const applied: number[] = [];
    let firstSlice = -1;
    const inbox = new FrameInbox<string>(6, (_socket, data) => {
      // Runs once the task applying the first frame has ended: how many frames that task applied.
      if (applied.length === 0)
        queueMicrotask(() => {
          firstSlice = applied.length;
        });
      applied.push(data as number);
      busy(2);
    });
    for (let i = 0; i < 30; i++) inbox.push("socket", i);
    // The message events only queue: nothing is applied in them.
    expect(applied).toEqual([]);
    await until(() => applied.length === 30);
    expect(applied).toEqual(Array.from({ length: 30 }, (_, i) => i));
    // 2 ms a frame in slices of 6 ms: the first task stopped after a few frames, not after all 30.
    expect(firstSlice).toBeGreaterThan(0);
    expect(firstSlice).toBeLessThan(30);
    expect(inbox.size).toBe(0);
  });

  it("forgets waiting frames on clear and takes new ones after", async () => {
    const applied: unknown[] = [];
    const inbox = new FrameInbox<string>(8, (_socket, data) => applied.push(data));
    inbox.push("old", "a");
    inbox.clear();
    inbox.push("new", "b");
    await until(() => applied.length > 0);
    expect(applied).toEqual(["b"]);
  });

  it("holds every waiting frame while its hold is pending, then applies them in order", async () => {
    const applied: unknown[] = [];
    let release: () => void = () => {};
    let holding = false;
    const inbox = new FrameInbox<string>(
      8,
      (_socket, data) => {
        applied.push(data);
        // The first frame brings what the page waits for: hold the rest until it is drawn.
        if (data === "head") holding = true;
      },
      () => (holding ? new Promise<void>((resolve) => (release = resolve)) : null),
    );
    inbox.push("socket", "head");
    inbox.push("socket", "rest-1");
    await until(() => applied.length === 1);
    // Frames that arrive meanwhile queue behind the held ones.
    inbox.push("socket", "rest-2");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(applied).toEqual(["head"]);
    expect(inbox.size).toBe(2);
    holding = false;
    release();
    await until(() => applied.length === 3);
    expect(applied).toEqual(["head", "rest-1", "rest-2"]);
  });

  it("goes on when a hold fails", async () => {
    const applied: unknown[] = [];
    let asked = 0;
    const inbox = new FrameInbox<string>(
      8,
      (_socket, data) => applied.push(data),
      () => (asked++ === 0 ? Promise.reject(new Error("no board")) : null),
    );
    inbox.push("socket", "a");
    await until(() => applied.length === 1);
    expect(applied).toEqual(["a"]);
  });
});
