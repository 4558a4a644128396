import type { BoardError } from "@vnboard/board-canvas";
import { useCallback, useState } from "react";

/**
 * A board's `onError`, and whether the board draws in a worker. A drawing worker that fails after the
 * board was made needs nothing from here: the board goes on on the page's own canvas by itself. A board
 * that could not start at all ("renderer") is made once more on the page's thread (`worker: false`: the
 * page's own Canvas2D, no pixi; `worker` is a creation option). Every error is logged.
 */
export function useBoardErrors(): { worker: boolean; onError: (error: BoardError) => void } {
  const [workerFailed, setWorkerFailed] = useState(false);
  const onError = useCallback((error: BoardError) => {
    // Codes the feed does not list (a delisted code in a user's list) are the data's, not a fault.
    if (error.code === "unknown-codes") console.warn(`board: ${error.code}: ${error.message}`);
    else console.error(`board: ${error.code}: ${error.message}`);
    if (error.code === "renderer") setWorkerFailed(true);
  }, []);
  return { worker: !workerFailed, onError };
}
