import type { RecordValues } from "@vnboard/feed/protocol";
import type { MarketBatch } from "../market/market-source";

/**
 * How the market travels over NATS from the ingest process to the gateways. One subject per update kind
 * (`vnboard.market.symbols`, `vnboard.market.indices`, ...) carries that kind's records of one batch; the
 * batch ends with a message on `vnboard.market.commit` that names its sequence number, clock and how
 * many parts came before it. All of them are kept by one JetStream stream, so that a gateway reads
 * them in the order ingest wrote them, from any point still retained.
 */
export const MARKET_STREAM = "VNBOARD_MARKET";
export const MARKET_SUBJECT_PREFIX = "vnboard.market";
export const COMMIT_SUBJECT = `${MARKET_SUBJECT_PREFIX}.commit`;
/** Object store bucket holding the latest whole-market checkpoint (one object, replaced). */
export const CHECKPOINT_BUCKET = "vnboard-checkpoint";
export const CHECKPOINT_OBJECT = "market";

/** Every record list of a batch, in the order they are published. */
export const BATCH_KINDS = [
  "markets",
  "indices",
  "symbols",
  "bonds",
  "bondBoards",
  "putThrough",
  "minuteCharts",
  "priceLevels",
  "indexCharts",
  "indexStatistics",
] as const satisfies readonly Exclude<keyof MarketBatch, "time" | "seq" | "producedAt">[];
export type BatchKind = (typeof BATCH_KINDS)[number];

const KIND_SET: ReadonlySet<string> = new Set(BATCH_KINDS);

export function kindSubject(kind: BatchKind): string {
  return `${MARKET_SUBJECT_PREFIX}.${kind}`;
}

/** The kind a market subject carries, "commit", or null for a subject that is not ours. */
export function subjectKind(subject: string): BatchKind | "commit" | null {
  if (subject === COMMIT_SUBJECT) return "commit";
  if (!subject.startsWith(`${MARKET_SUBJECT_PREFIX}.`)) return null;
  const kind = subject.slice(MARKET_SUBJECT_PREFIX.length + 1);
  return KIND_SET.has(kind) ? (kind as BatchKind) : null;
}

/** One kind's records of batch `seq`. */
export interface PartMessage {
  seq: number;
  records: RecordValues[];
}

/**
 * The end of batch `seq`: `parts` part messages came before it. `epoch` names the ingest run; a new
 * one (ingest restarted: its market state starts again) makes gateways reload the checkpoint.
 */
export interface CommitMessage {
  seq: number;
  time: number;
  /** Ingest's wall clock when it published the batch (Unix ms): clients measure their lag from it. */
  at: number;
  parts: number;
  epoch: string;
}
