import { describe, expect, it } from "vitest";
import { wantsWorkerSurface } from "./mount-surface";

describe("which surface a board asks for", () => {
  it("the worker surface by default; the page when the host names a renderer or says worker: false", () => {
    expect(wantsWorkerSurface({})).toBe(true);
    expect(wantsWorkerSurface({ worker: true })).toBe(true);
    expect(wantsWorkerSurface({ worker: true, renderer: "webgl" })).toBe(true);
    expect(wantsWorkerSurface({ renderer: "webgl" })).toBe(false);
    expect(wantsWorkerSurface({ renderer: "auto" })).toBe(false);
    expect(wantsWorkerSurface({ worker: false })).toBe(false);
  });
});
