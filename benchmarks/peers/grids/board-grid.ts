import { type BoardRenderer, createBoard, DETAIL_COLUMNS } from "@vnboard/board-canvas";
import type { MountGrid } from "../page/grid-context";

/**
 * Our board, as the app mounts it (the imperative `createBoard`: its React wrapper needs React 19,
 * this page has 18). It reads the store directly and draws the damaged visible cells once per frame.
 * A paint ends in `stats.record`, which is wrapped to report the paint as a commit.
 */
export const mountBoard: MountGrid = async (context) => {
  const renderer = (context.params.get("renderer") ?? "canvas") as BoardRenderer;
  const board = await createBoard(context.host, {
    store: context.store,
    codes: context.codes,
    columns: DETAIL_COLUMNS,
    renderer,
    // `worker=1` (grid "board-worker"): Canvas2D on an OffscreenCanvas in a worker (rendererName
    // "canvas-worker"); the feed comes the run's way (decoded on the page or in the feed worker), like
    // every grid's.
    worker: context.params.get("worker") === "1",
  });
  const stats = board.stats;
  const record = stats.record.bind(stats);
  stats.record = (frameTime: number, paintMs: number, cells: number): void => {
    record(frameTime, paintMs, cells);
    context.probe.commit(context.fed.count);
  };
  return { renderer: board.rendererName };
};
