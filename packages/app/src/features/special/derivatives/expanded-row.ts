/**
 * Spec 2.3.5: clicking a row expands one panel at a time. A click on the open row closes it; a click on
 * another row moves the panel there; a row that left the board closes it.
 */
export function nextExpanded(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/** The open row, or null when it is no longer among the board's codes. */
export function keptExpanded(current: string | null, codes: readonly string[]): string | null {
  return current !== null && codes.includes(current) ? current : null;
}
