import type { BoardOptions } from "./board-options";
import { reportBoardError } from "./report-error";

/**
 * How long a rendered host may have no room for rows before the board says so. A tab, a drawer or an
 * accordion that opens animates its content through 0 px; a host with no height stays at 0.
 */
export const EMPTY_HOST_GRACE_MS = 1_000;

/** What the board measures of its host at a resize. */
export interface HostArea {
  /** The host's own size in CSS px (what the message names). */
  width: number;
  height: number;
  /** The size of the rows' area under the header: 0 in either is a board that draws nothing. */
  rowsWidth: number;
  rowsHeight: number;
  /** Whether the host is laid out at all: false under `display: none` (a hidden tab), which is never said. */
  rendered: boolean;
}

/** The timers the watch uses (the window's; a test passes fakes). */
export interface HostAreaTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface HostAreaWatch {
  /** The host's size changed (the board's resize observer, which also reports the size at the mount). */
  resized(): void;
  detach(): void;
}

/**
 * Tells the host that its board has no room to draw: the board fills its host (width and height 100%),
 * so a host `<div>` without a height (the usual first try of an embedding) gives a board of 0 px and a
 * blank page with nothing in the console. Said once through `onError` ("host-size", else the console)
 * when a laid-out host stays without room for EMPTY_HOST_GRACE_MS; said again only after the board has
 * had room and lost it. A host hidden by `display: none` is not laid out and is never said.
 */
export function watchHostArea(
  measure: () => HostArea,
  options: () => Pick<BoardOptions<string>, "onError">,
  timers: HostAreaTimers = globalThis as unknown as HostAreaTimers,
): HostAreaWatch {
  let timer: unknown = null;
  let said = false;
  const empty = (area: HostArea): boolean => area.rendered && (area.rowsWidth <= 0 || area.rowsHeight <= 0);
  const cancel = (): void => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const confirm = (): void => {
    timer = null;
    const area = measure();
    if (!empty(area) || said) return;
    said = true;
    reportBoardError(options(), {
      code: "host-size",
      message:
        `the board's host is ${Math.round(area.width)} x ${Math.round(area.height)} px, with no room for rows: ` +
        "the board fills its host, so give the host a height and a width (e.g. height: 600px, or a flex item)",
    });
  };
  return {
    resized() {
      const area = measure();
      if (!empty(area)) {
        cancel();
        if (area.rendered) said = false;
        return;
      }
      if (timer === null && !said) timer = timers.setTimeout(confirm, EMPTY_HOST_GRACE_MS);
    },
    detach: cancel,
  };
}
