import type { BoardError, BoardOptions } from "./board-options";

/**
 * The one way a board reports a failure it goes on from (a dropped context, a dead worker, theme entries
 * it cannot draw, codes the feed does not have): to the host's `onError`, or, when the host passed none,
 * to the console, so that it is never silent.
 */
export function reportBoardError(options: Pick<BoardOptions<string>, "onError">, error: BoardError): void {
  if (options.onError !== undefined) options.onError(error);
  else console.warn(`vnboard: ${error.code}: ${error.message}`);
}
