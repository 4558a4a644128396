import { type FeedCredential, MsgType } from "@vnboard/feed";
import type { RawData } from "ws";

/** What a client may ask, once parsed. */
export type ClientCommand =
  | { readonly kind: "subscribe"; readonly msgType: 2 | 3 }
  /**
   * msgType 4, the snapshot. `first`: what the client shows first (symbol codes, basket index codes such
   * as VN30, exchange market codes STO/STX/UPX), upper-cased; empty when it named none (docs/protocol.md
   * "Snapshot order").
   */
  | {
      readonly kind: "snapshot";
      readonly first: readonly string[];
      readonly badFirst?: true;
      /** `"rest":"ask"`: after the head, the rest waits for the client's msgType 33 (or a timeout). */
      readonly restOnAsk?: true;
    }
  /** msgType 33: the rest of the snapshot now (after a head sent with `"rest":"ask"`). */
  | { readonly kind: "snapshotRest" }
  | { readonly kind: "index"; readonly subscribe: boolean; readonly indexCode: string }
  /** A one-off request for a symbol's close history (12) or foreign trading history (13). */
  | { readonly kind: "history"; readonly msgType: 12 | 13; readonly code: string }
  /**
   * Sequence marks wanted; `seq` is the last batch the client applied when it resumes (else null), `run`
   * the run that numbered it (the `run` of its marks; null from a client that did not say).
   */
  | { readonly kind: "sequence"; readonly seq: number | null; readonly run: string | null }
  /** msgType 0: the client's credential (docs/protocol.md "Feed access"); null when it carries none. */
  | { readonly kind: "auth"; readonly credential: FeedCredential | null }
  /** msgType 40, a replay's controls (docs/protocol.md "Replay"): a new speed and/or pause or play. */
  | { readonly kind: "replay"; readonly change: ReplayChange };

/** A change of a playing replay (`{"msgType":40,...}`, docs/protocol.md "Replay"): speed, pause or both. */
export interface ReplayChange {
  readonly speed?: number;
  readonly paused?: boolean;
}

/** Longest client message we read (bytes); `ws` closes the connection (1009) above MAX_CLIENT_PAYLOAD. */
export const MAX_CLIENT_PAYLOAD = 4096;

const INDEX_CODE = /^[A-Za-z0-9_.-]{1,32}$/;
/** Most names a msgType 4 may put first: more is not a view's first screen (the message stays small). */
export const MAX_SNAPSHOT_FIRST = 64;
const RUN_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
/** A session token or display key: printable ASCII, no spaces (both are checked again by the server). */
const CREDENTIAL = /^[\x21-\x7e]{1,512}$/;

/**
 * Parses a client message: plain JSON text `{"msgType":4}`, `{"msgType":2}`, `{"msgType":3}` or
 * `{"msgType":30|31,"indexCode":"VN30"}`, a history request `{"msgType":12|13,"code":"VNM"}`, or
 * `{"msgType":32}` / `{"msgType":32,"seq":N,"run":"id"}` (sequence marks, resuming after batch N of run id),
 * or a credential `{"msgType":0,"token":"..."}` / `{"msgType":0,"key":"..."}`, or a replay's control
 * `{"msgType":40,"speed":10}` / `{"msgType":40,"paused":true}`. A msgType 4 may name what the client shows
 * first: `{"msgType":4,"first":["VN30"]}`, and ask for the rest itself: `{"msgType":4,"first":["VN30"],
 * "rest":"ask"}`, then `{"msgType":33}`.
 * msgType may be a numeric string. Anything else is null
 * (ignored and counted by the gateway).
 */
export function parseClientMessage(text: string): ClientCommand | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const message = value as {
    msgType?: unknown;
    indexCode?: unknown;
    code?: unknown;
    seq?: unknown;
    run?: unknown;
    token?: unknown;
    key?: unknown;
    speed?: unknown;
    paused?: unknown;
    first?: unknown;
    rest?: unknown;
  };
  const msgType = typeof message.msgType === "string" ? Number(message.msgType) : message.msgType;
  switch (msgType) {
    case MsgType.AUTH: {
      const { token, key } = message;
      if (typeof token === "string" && CREDENTIAL.test(token)) return { kind: "auth", credential: { token } };
      if (typeof key === "string" && CREDENTIAL.test(key)) return { kind: "auth", credential: { key } };
      return { kind: "auth", credential: null };
    }
    case MsgType.SYMBOL_SNAPSHOT:
      return snapshotCommand(message.first, message.rest === "ask");
    case MsgType.SNAPSHOT_REST:
      return { kind: "snapshotRest" };
    case MsgType.SYMBOL_UPDATE:
    case MsgType.INDEX_UPDATE:
      return { kind: "subscribe", msgType: msgType as 2 | 3 };
    case MsgType.SUBSCRIBE_INDEX:
    case MsgType.UNSUBSCRIBE_INDEX: {
      const code = message.indexCode;
      if (typeof code !== "string" || !INDEX_CODE.test(code)) return null;
      return { kind: "index", subscribe: msgType === MsgType.SUBSCRIBE_INDEX, indexCode: code.toUpperCase() };
    }
    case MsgType.CLOSE_HISTORY:
    case MsgType.FOREIGN_HISTORY: {
      const code = message.code;
      if (typeof code !== "string" || !INDEX_CODE.test(code)) return null;
      return { kind: "history", msgType: msgType as 12 | 13, code: code.toUpperCase() };
    }
    case MsgType.SEQUENCE: {
      const { seq, run } = message;
      if (seq === undefined || seq === null) return { kind: "sequence", seq: null, run: null };
      if (typeof seq !== "number" || !Number.isSafeInteger(seq) || seq < 0) return null;
      if (run === undefined || run === null) return { kind: "sequence", seq, run: null };
      if (typeof run !== "string" || !RUN_ID.test(run)) return null;
      return { kind: "sequence", seq, run };
    }
    case MsgType.REPLAY_CONTROL: {
      const { speed, paused } = message;
      if (speed !== undefined && typeof speed !== "number") return null;
      if (paused !== undefined && typeof paused !== "boolean") return null;
      if (speed === undefined && paused === undefined) return null;
      return {
        kind: "replay",
        change: { ...(speed !== undefined ? { speed } : {}), ...(paused !== undefined ? { paused } : {}) },
      };
    }
    default:
      return null;
  }
}

/**
 * A msgType 4 with its optional `first` list. A list that is not an array of at most MAX_SNAPSHOT_FIRST
 * codes is dropped whole (`badFirst`, counted) rather than half read; the snapshot is still sent.
 */
function snapshotCommand(first: unknown, restOnAsk: boolean): ClientCommand {
  if (first === undefined || first === null) return { kind: "snapshot", first: [] };
  const valid =
    Array.isArray(first) &&
    first.length <= MAX_SNAPSHOT_FIRST &&
    first.every((code) => typeof code === "string" && INDEX_CODE.test(code));
  if (!valid) return { kind: "snapshot", first: [], badFirst: true };
  const codes = first.map((code: string) => code.toUpperCase());
  return restOnAsk ? { kind: "snapshot", first: codes, restOnAsk: true } : { kind: "snapshot", first: codes };
}

/** A client message as text, whatever form `ws` handed it over in. */
export function rawToString(data: RawData): string {
  if (typeof data === "string") return data;
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return data.toString("utf8");
}
