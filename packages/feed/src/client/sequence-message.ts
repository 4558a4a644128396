/**
 * A msgType 32 from the provider (docs/protocol.md "Resuming by sequence"), read: the answer to a resume
 * (`resume`: "delta" or "snapshot"), or a sequence mark (`seq` of the batch after it, `run` that numbers
 * the batches, `t` the provider's clock when it was sent). Null for anything else.
 */
export type SequenceMessage =
  | { readonly kind: "resume"; readonly resume: unknown }
  | { readonly kind: "mark"; readonly seq: number; readonly run: string | null; readonly t: number | null };

export function readSequenceMessage(text: string): SequenceMessage | null {
  let message: { seq?: unknown; resume?: unknown; run?: unknown; t?: unknown };
  try {
    message = (JSON.parse(text) as { message: typeof message }).message ?? {};
  } catch {
    return null;
  }
  if (message.resume !== undefined) return { kind: "resume", resume: message.resume };
  if (typeof message.seq !== "number") return null;
  return {
    kind: "mark",
    seq: message.seq,
    run: typeof message.run === "string" ? message.run : null,
    t: typeof message.t === "number" ? message.t : null,
  };
}
