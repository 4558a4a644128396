import { afterEach, describe, expect, it, vi } from "vitest";
import type { BoardError } from "./board-options";
import { EMPTY_HOST_GRACE_MS, type HostArea, watchHostArea } from "./host-area";

/** A host whose size the test sets, its board's watch, and what the board said. */
function hostOf(area: HostArea) {
  const errors: BoardError[] = [];
  const host = { area };
  const watch = watchHostArea(
    () => host.area,
    () => ({ onError: (error: BoardError) => errors.push(error) }),
  );
  const resize = (next: Partial<HostArea>): void => {
    host.area = { ...host.area, ...next };
    watch.resized();
  };
  return { errors, watch, resize };
}

const SIZED: HostArea = { width: 1200, height: 600, rowsWidth: 1200, rowsHeight: 560, rendered: true };
/** A plain <div> host without a height: the board's root and rows are 0 high. */
const NO_HEIGHT: HostArea = { width: 1200, height: 0, rowsWidth: 1200, rowsHeight: 0, rendered: true };

describe("a board whose host has no room for rows", () => {
  afterEach(() => vi.useRealTimers());

  it("is said once, with the host's size, when a laid-out host stays without a height", () => {
    vi.useFakeTimers();
    const { errors, resize } = hostOf(NO_HEIGHT);
    resize({}); // the observer's first report, at the mount
    vi.advanceTimersByTime(EMPTY_HOST_GRACE_MS - 1);
    expect(errors).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(errors).toHaveLength(1);
    expect(errors[0].code).toBe("host-size");
    expect(errors[0].message).toContain("1200 x 0 px");
    expect(errors[0].message).toContain("give the host a height");
    // Still without a height at later resizes (a wider window): said already.
    resize({ width: 1400, rowsWidth: 1400 });
    vi.advanceTimersByTime(EMPTY_HOST_GRACE_MS * 3);
    expect(errors).toHaveLength(1);
  });

  it("says nothing of a host that opens through 0 px within the grace, or is hidden by display: none", () => {
    vi.useFakeTimers();
    const opening = hostOf(NO_HEIGHT);
    opening.resize({});
    vi.advanceTimersByTime(300);
    opening.resize({ height: 200, rowsHeight: 160 });
    opening.resize(SIZED);
    vi.advanceTimersByTime(EMPTY_HOST_GRACE_MS * 5);
    expect(opening.errors).toEqual([]);

    const hiddenTab = hostOf({ width: 0, height: 0, rowsWidth: 0, rowsHeight: 0, rendered: false });
    hiddenTab.resize({});
    vi.advanceTimersByTime(EMPTY_HOST_GRACE_MS * 5);
    hiddenTab.resize(SIZED); // the tab is shown
    expect(hiddenTab.errors).toEqual([]);
  });

  it("is said again after the board had room and lost it, and not after the board is destroyed", () => {
    vi.useFakeTimers();
    const { errors, resize, watch } = hostOf(NO_HEIGHT);
    resize({});
    vi.advanceTimersByTime(EMPTY_HOST_GRACE_MS);
    expect(errors).toHaveLength(1);
    resize(SIZED);
    // A host no higher than the header: the rows' area is 0 high.
    resize({ height: 30, rowsHeight: 0 });
    vi.advanceTimersByTime(EMPTY_HOST_GRACE_MS);
    expect(errors).toHaveLength(2);
    expect(errors[1].message).toContain("1200 x 30 px");
    resize(SIZED);
    resize(NO_HEIGHT);
    watch.detach();
    vi.advanceTimersByTime(EMPTY_HOST_GRACE_MS * 2);
    expect(errors).toHaveLength(2);
  });

  it("goes to the console when the host passed no onError", () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const watch = watchHostArea(
      () => NO_HEIGHT,
      () => ({}),
    );
    watch.resized();
    vi.advanceTimersByTime(EMPTY_HOST_GRACE_MS);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^vnboard: host-size: the board's host is 1200 x 0 px/),
    );
    warn.mockRestore();
  });
});
