import type { Board } from "@vnboard/board-canvas";
import { type RefObject, useEffect, useRef } from "react";
import { miniChartFeed } from "./mini-chart-feed";

/**
 * The board view's `onReady`: keeps the created board in `board`, and tells it when a code's mini chart
 * closes arrive (they arrive for every board; the mounted one redraws that code's cell). A newer board
 * takes over the subscription; unmounting ends it.
 */
export function useBoardReady(board: RefObject<Board | null>): (created: Board) => void {
  const stopCharts = useRef<(() => void) | null>(null);
  useEffect(() => () => stopCharts.current?.(), []);
  return (created) => {
    board.current = created;
    stopCharts.current?.();
    stopCharts.current = miniChartFeed.subscribe((code) => created.miniChartLoaded(code));
  };
}
