/** What the watch reads of the window (a unit test passes its own). */
export interface PixelRatioWindow {
  readonly devicePixelRatio: number;
  matchMedia(query: string): Pick<MediaQueryList, "addEventListener" | "removeEventListener">;
}

/**
 * Calls `onChange` with the window's device pixel ratio each time it changes: the browser's zoom
 * (Ctrl + and Ctrl -, which traders use to read a board from further away) or the window moved to a
 * screen of another density. A board drawn at the ratio it was made with is blurred by a zoom in and
 * needlessly heavy after a zoom out. The resize observer sees a zoom only when it changes the host's CSS
 * size; a host sized in px keeps its CSS size through a zoom, so this watch is what tells that board.
 * A `(resolution: Ndppx)` query matches the ratio in force only, so each change arms a new one.
 * Returns the detach.
 */
export function watchDevicePixelRatio(
  onChange: (ratio: number) => void,
  view: PixelRatioWindow | undefined = typeof window === "undefined" ? undefined : window,
): () => void {
  if (view === undefined || typeof view.matchMedia !== "function") return () => {};
  let query: ReturnType<PixelRatioWindow["matchMedia"]> | null = null;
  const ratio = (): number => view.devicePixelRatio || 1;
  const changed = (): void => {
    arm();
    onChange(ratio());
  };
  const arm = (): void => {
    query = view.matchMedia(`(resolution: ${ratio()}dppx)`);
    query.addEventListener("change", changed, { once: true });
  };
  arm();
  return () => query?.removeEventListener("change", changed);
}
