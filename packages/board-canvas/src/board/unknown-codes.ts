import type { ColumnStore } from "@vnboard/feed";
import type { BoardOptions } from "./board-options";
import { reportBoardError } from "./report-error";

/** The watch of a board's codes against its store (`watchUnknownCodes`). */
export interface UnknownCodesWatch {
  /** Checks the codes now if the store's list is complete (a board mounted late, new `codes`). */
  check(): void;
  detach(): void;
}

/**
 * Tells the host about codes of its board that the store does not have once a snapshot is complete (a
 * typo, a lower-case code, a code the provider does not list): the board leaves them out, and without a
 * word a host would see rows missing and never know why. Checked when a resynchronisation ends (the
 * feed's snapshot, seen through the store's structure listeners), not as rows arrive: a store filled
 * frame by frame still has the later frames' codes to come; and by `check` (at the mount and when the
 * host sets new codes) while the store's list is complete. Each set of missing codes is said once
 * (reportBoardError: the host's onError, else the console).
 */
export function watchUnknownCodes(
  store: ColumnStore<string>,
  codes: () => readonly string[],
  /** The board's options now (the host's onError may change after the mount). */
  options: () => Pick<BoardOptions<string>, "onError">,
): UnknownCodesWatch {
  let ended = store.completedResets;
  let said = "";
  const check = (): void => {
    if (store.completedResets === 0 || store.isResetting) return; // the list is not known to be whole
    const missing = codes().filter((code) => {
      const row = store.rowOf(code);
      return row < 0 || store.present[row] !== 1;
    });
    const key = missing.join(", ");
    if (missing.length === 0 || key === said) return;
    said = key;
    reportBoardError(options(), {
      code: "unknown-codes",
      message: `codes the feed does not have after its snapshot, left out: ${key}`,
    });
  };
  const detach = store.onStructureChange(() => {
    // A snapshot ended since the last look (endReset always tells the structure listeners).
    if (store.completedResets === ended) return;
    ended = store.completedResets;
    check();
  });
  return { check, detach };
}
