import { CONCURRENT_SCHEMA, MsgType } from "@vnboard/feed";
import { encodeRecords } from "@vnboard/feed/protocol";
import type { GatewayStats } from "./gateway-stats";
import { formatVietnamTime } from "./gateway-text";
import { encodeWireFrame, type WireFrame } from "./wire-frame";

/** The gateway's periods, ms (FeedGatewayOptions: serverTimeIntervalMs, concurrentIntervalMs, pingIntervalMs). */
export interface TickPeriods {
  serverTimeMs: number;
  concurrentMs: number;
  pingMs: number;
}

/** What runs on each period. */
export interface Ticks {
  /** msgType 1, the market's clock. */
  serverTime(): void;
  /** msgType 98, the users count. */
  concurrent(): void;
  /** WebSocket pings, closing the clients that missed the previous one. */
  ping(): void;
}

/**
 * The gateway's periodic work on its own timers. The timers are unref'd: a gateway left running does not
 * keep a process (a test, a script) alive. The feed-auth session recheck has its own (feed-auth-gate.ts).
 */
export class GatewayTicks {
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly periods: TickPeriods,
    private readonly ticks: Ticks,
  ) {}

  start(): void {
    if (this.timers.length > 0) return;
    this.timers.push(setInterval(() => this.ticks.serverTime(), this.periods.serverTimeMs));
    this.timers.push(setInterval(() => this.ticks.concurrent(), this.periods.concurrentMs));
    this.timers.push(setInterval(() => this.ticks.ping(), this.periods.pingMs));
    for (const timer of this.timers) timer.unref();
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }
}

/** msgType 1: the market's clock (ms). */
export function serverTimeFrame(sourceTime: number): WireFrame {
  return encodeWireFrame(MsgType.SERVER_TIME, sourceTime);
}

/** msgType 98: clients now, ever and at most, stamped with the market's clock (Vietnam time). */
export function concurrentUsersFrame(stats: GatewayStats, sourceTime: number): WireFrame {
  const record = {
    time: formatVietnamTime(sourceTime),
    total: stats.clientsTotal,
    max: stats.clientsMax,
    current: stats.clients,
  };
  return encodeWireFrame(MsgType.CONCURRENT_USERS, encodeRecords(CONCURRENT_SCHEMA, [record]));
}
