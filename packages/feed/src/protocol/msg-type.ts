/**
 * Message types of the live stream (spec section 7, "Live stream").
 *
 * Server -> client types are the spec's. The three initial subscriptions a client sends on open are
 * the spec's 4, 2 and 3; index subscribe/unsubscribe use two numbers of ours (30, 31), documented in
 * docs/protocol.md, because the spec gives the message but not its shape.
 */
export const MsgType = {
  /**
   * client -> server, the first message when the provider requires a session (`--feed-auth token`):
   * `{"msgType":0,"token":"..."}` or `{"msgType":0,"key":"..."}` (docs/protocol.md, "Feed access"). Ours.
   */
  AUTH: 0,
  SERVER_TIME: 1,
  SYMBOL_UPDATE: 2,
  INDEX_UPDATE: 3,
  SYMBOL_SNAPSHOT: 4,
  INDEX_SNAPSHOT: 5,
  MINUTE_CHART: 6,
  PRICE_LEVEL_CHART: 7,
  INDEX_CHART: 8,
  BASKET: 9,
  INDUSTRIES: 11,
  CLOSE_HISTORY: 12,
  FOREIGN_HISTORY: 13,
  INDEX_STATISTIC_CHART: 14,
  PUT_THROUGH: 15,
  INDEX_FOREIGN_HISTORY: 16,
  MARKET_SNAPSHOT: 17,
  MARKET_UPDATE: 18,
  BOND_SNAPSHOT: 19,
  BOND_UPDATE: 20,
  BOND_BOARD: 24,
  CONCURRENT_USERS: 98,
  SYSTEM_PARAMS: 99,
  /** client -> server: start receiving one index's chart and statistic messages. Ours. */
  SUBSCRIBE_INDEX: 30,
  /** client -> server: stop them. Ours. */
  UNSUBSCRIBE_INDEX: 31,
  /**
   * Both ways, plain JSON, only between a provider and a client that asked for it: batch sequence marks
   * and resuming a stream after a reconnect (docs/protocol.md, "Resuming by sequence"). Ours.
   */
  SEQUENCE: 32,
  /**
   * client -> server, plain JSON `{"msgType":33}`: the rest of the snapshot now, after its head, when the
   * snapshot request said `"rest":"ask"` (docs/protocol.md, "Snapshot order"). Ours.
   */
  SNAPSHOT_REST: 33,
  /**
   * client -> server, only on a replay (`/ws/replay`): `{"msgType":40,"speed":10}`,
   * `{"msgType":40,"paused":true}` (docs/protocol.md, "Replay"). Ours.
   */
  REPLAY_CONTROL: 40,
} as const;
export type MsgType = (typeof MsgType)[keyof typeof MsgType];

/** The three subscriptions a client sends on open, in the spec's order. */
export const INITIAL_SUBSCRIPTIONS: readonly number[] = [
  MsgType.SYMBOL_SNAPSHOT,
  MsgType.SYMBOL_UPDATE,
  MsgType.INDEX_UPDATE,
];
