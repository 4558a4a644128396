/** A 1x1 context that parses colours; null where there is no OffscreenCanvas (Node, a server render). */
let probe: { fillStyle: unknown } | null | undefined;

/**
 * Whether a 2D canvas draws `value` as a colour. A canvas ignores a `fillStyle` it cannot parse and keeps
 * the previous one, so a board given such a colour would paint its cells in whatever colour came before
 * (an up price in the down colour). The value is set after two different colours: a parsed one reads back
 * the same both times. Where there is no canvas every string passes (nothing is drawn there).
 */
export function drawableColour(value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (probe === undefined) {
    try {
      probe = new OffscreenCanvas(1, 1).getContext("2d");
    } catch {
      probe = null;
    }
  }
  if (probe === null) return true;
  probe.fillStyle = "#000";
  probe.fillStyle = value;
  const first = probe.fillStyle;
  probe.fillStyle = "#fff";
  probe.fillStyle = value;
  return probe.fillStyle === first;
}
