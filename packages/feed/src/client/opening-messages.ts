import { MsgType } from "../protocol/msg-type";

/** Most names a snapshot request puts first (the reference server's limit; the message stays small). */
const MAX_SNAPSHOT_FIRST = 64;

/** What a connection asks for as it opens, after any credential. */
export interface OpeningAsk {
  /** Sequence marks wanted (resumeBySequence, measureLatency). */
  marks: boolean;
  /** Resume after this batch of this run instead of a snapshot; null: a snapshot. */
  resume: { seq: number; run: string | null } | null;
  /** What the view shows first (FeedClient `snapshotFirst`). */
  first: readonly string[];
  /**
   * With `first`: the rest of the snapshot waits until the client asks for it (msgType 33, sent by the
   * feed client when its snapshot hold settles), so that the view's first rows are drawn before the
   * rest of the market reaches the page.
   */
  restOnAsk: boolean;
  indices: Iterable<string>;
}

/**
 * The client's messages on open, in order (docs/protocol.md "Client to server"): sequence marks when
 * wanted, the snapshot (4, naming what the view shows first), symbol and index updates (2, 3), then
 * each subscribed index (30).
 */
export function openingMessages(ask: OpeningAsk): string[] {
  const out: string[] = [];
  if (ask.marks)
    out.push(
      JSON.stringify(
        ask.resume === null
          ? { msgType: MsgType.SEQUENCE }
          : { msgType: MsgType.SEQUENCE, seq: ask.resume.seq, run: ask.resume.run },
      ),
    );
  const first = ask.first.slice(0, MAX_SNAPSHOT_FIRST);
  out.push(
    JSON.stringify(
      first.length === 0
        ? { msgType: MsgType.SYMBOL_SNAPSHOT }
        : ask.restOnAsk
          ? { msgType: MsgType.SYMBOL_SNAPSHOT, first, rest: "ask" }
          : { msgType: MsgType.SYMBOL_SNAPSHOT, first },
    ),
  );
  for (const msgType of [MsgType.SYMBOL_UPDATE, MsgType.INDEX_UPDATE]) out.push(JSON.stringify({ msgType }));
  for (const indexCode of ask.indices)
    out.push(JSON.stringify({ msgType: MsgType.SUBSCRIBE_INDEX, indexCode }));
  return out;
}
