/**
 * The layout of a command buffer (command-batch.ts writes it, canvas-replay.ts reads it, on the page or
 * in the board worker). No imports: the board worker's generated source bundles this file.
 */

/**
 * Floats per command: source id, source rect (4), destination rect (4), alpha. A negative id is a solid
 * fill of colour `-1 - id` (`colors`): in software a `fillRect` costs less than a stretched swatch.
 */
export const COMMAND_FLOATS = 10;
/**
 * A command id at or below this is a run of text (`pushText`): text style `TEXT_COMMAND - id`, then
 * `[1]` its length, `[2]` its alignment (`TEXT_ALIGN`), `[5]`/`[6]` the anchor's x and baseline (device
 * px); its char codes follow in the next ceil(length / COMMAND_FLOATS) commands' slots.
 */
export const TEXT_COMMAND = -1_000_000;
/** Alignment codes of a text command. */
export const TEXT_ALIGN = { left: 0, right: 1, center: 2 } as const;
/** Canvas `textAlign` by alignment code (`TEXT_ALIGN`). */
export const TEXT_ALIGN_NAMES: readonly CanvasTextAlign[] = ["left", "right", "center"];
/** A text style of the batch: font (CSS px) and colour; the drawer scales the font to device px. */
export interface TextStyle {
  font: string;
  color: string;
}
