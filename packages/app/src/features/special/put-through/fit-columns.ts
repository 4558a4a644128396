/** What the fit needs of a board column (the engine's ColumnDef has these). */
export interface FittedColumn {
  readonly kind: string;
  readonly width: number;
}

/** Pixels left for a vertical scrollbar when the columns are widened to the list. */
const SCROLLBAR_ROOM = 16;

/**
 * The columns sized to the list's width: the code column as wide as the longest code shown
 * (`longestCodeWidth`; a bond code such as VIC12301 is longer than a stock's: never cut), the other columns sharing what is left in
 * proportion to their preset widths, so that the three lists use their width instead of leaving a gap.
 * Narrower than the presets: the presets, and the board scrolls.
 */
export function fitPutThroughColumns<C extends FittedColumn>(
  columns: readonly C[],
  listWidth: number,
  longestCodeWidth: number,
): C[] {
  const codeWidth = Math.max(longestCodeWidth, columns.find((c) => c.kind === "code")?.width ?? 0);
  const others = columns.filter((c) => c.kind !== "code");
  const preset = others.reduce((sum, c) => sum + c.width, 0);
  // Room for the board's vertical scrollbar, so that a long list does not bring a horizontal one.
  const room = Math.floor(listWidth) - codeWidth - SCROLLBAR_ROOM;
  const scale = preset > 0 && room > preset ? room / preset : 1;
  return columns.map((column) =>
    column.kind === "code"
      ? { ...column, width: codeWidth }
      : { ...column, width: Math.floor(column.width * scale) },
  );
}
