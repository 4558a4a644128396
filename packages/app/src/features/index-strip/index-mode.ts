/**
 * Index-panel modes (spec 2.3, 3 and 9): FULL shows the charts, INFO the numbers only, HIDDEN collapses
 * the strip to a thin bar. One button cycles FULL -> INFO -> HIDDEN -> FULL; FULL is the default.
 */
export const INDEX_MODES = ["FULL", "INFO", "HIDDEN"] as const;
export type IndexMode = (typeof INDEX_MODES)[number];

export const DEFAULT_INDEX_MODE: IndexMode = "FULL";

/** localStorage key of the mode (spec 3, browser-stored items: "index mode"). */
export const INDEX_MODE_STORAGE_KEY = "indexMode";

export function isIndexMode(value: unknown): value is IndexMode {
  return typeof value === "string" && (INDEX_MODES as readonly string[]).includes(value);
}

/** The mode after `mode` in the cycle; an unknown mode restarts the cycle at the default. */
export function nextIndexMode(mode: IndexMode): IndexMode {
  const i = INDEX_MODES.indexOf(mode);
  return i < 0 ? DEFAULT_INDEX_MODE : INDEX_MODES[(i + 1) % INDEX_MODES.length];
}
