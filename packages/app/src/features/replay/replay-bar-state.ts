import { atom } from "nanostores";

/** Whether the replay bar under the header is open (the header's Replay button toggles it). */
export const $replayBarOpen = atom(false);

/** The bar's id, for the header button's aria-controls. */
export const REPLAY_BAR_ID = "replay-bar";
