import type { BoardError } from "@vnboard/board-canvas";
import { useCallback, useState } from "react";

/**
 * A board's `onError`, and whether the board draws in a worker. A drawing worker that fails (a policy
 * refusing blob: workers, a crash) would leave the board blank: the board is then made again on the
 * page's thread (`worker: false`: the page's own Canvas2D, no pixi; `worker` is a creation option).
 * Every error is logged.
 */
export function useBoardErrors(): { worker: boolean; onError: (error: BoardError) => void } {
  const [workerFailed, setWorkerFailed] = useState(false);
  const onError = useCallback((error: BoardError) => {
    console.error(`board: ${error.code}: ${error.message}`);
    // A worker board that could not even start is made again on the page too.
    if (error.code === "worker" || error.code === "renderer") setWorkerFailed(true);
  }, []);
  return { worker: !workerFailed, onError };
}
