/**
 * Faults a fake provider injects into a session: drops, duplicates, swapped neighbours (out of order)
 * and malformed messages in between. Deterministic for a seed, so a failing test can be rerun.
 */
export interface FaultPlan {
  /** Probability that a message is dropped. */
  drop?: number;
  /** Probability that a message is sent twice. */
  duplicate?: number;
  /** Probability that a message is swapped with the next one (only when `canSwap` allows both). */
  swap?: number;
  /** Probability that a malformed message is inserted before a message. */
  malformed?: number;
  seed?: number;
}

export function applyFaults(
  messages: readonly string[],
  plan: FaultPlan,
  canSwap: (a: string, b: string) => boolean = () => true,
): string[] {
  const random = mulberry32(plan.seed ?? 1);
  const out: string[] = [];
  const list = [...messages];
  for (let i = 0; i + 1 < list.length; i++) {
    if (random() < (plan.swap ?? 0) && canSwap(list[i], list[i + 1])) {
      [list[i], list[i + 1]] = [list[i + 1], list[i]];
      i++;
    }
  }
  for (const message of list) {
    if (random() < (plan.malformed ?? 0)) out.push(malformedMessage(random, message));
    if (random() < (plan.drop ?? 0)) continue;
    out.push(message);
    if (random() < (plan.duplicate ?? 0)) out.push(message);
  }
  return out;
}

/** A damaged message: cut, wrong types, garbage, or a valid envelope around junk. */
export function malformedMessage(random: () => number, near: string): string {
  const kinds = [
    () => near.slice(0, Math.floor(random() * near.length)),
    () => near.replace(/"[A-Za-z]+":/, '"":'),
    () => near.replace(/\d+(\.\d+)?/g, () => (random() < 0.5 ? '"x"' : "null")),
    () => "\u0000\u00ff{[",
    () => JSON.stringify({ DataType: "X", Content: "{not json" }),
    () => JSON.stringify({ T: "q", symbol: "HPG", bid: "none" }),
    () => JSON.stringify({ T: "t", symbol: 12 }),
    () => JSON.stringify([1, 2, 3]),
    () => "null",
    () => JSON.stringify({ DataType: "MI", Content: JSON.stringify({ IndexId: "" }) }),
  ];
  return kinds[Math.floor(random() * kinds.length)]();
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
