import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { FeedAccess } from "../gateway/feed-auth-gate";
import { FeedGateway } from "../gateway/feed-gateway";
import type { RecordingLibrary } from "./recording-library";
import { ReplayPlayer } from "./replay-player";
import { type ReplayRequest, replayRequest } from "./replay-request";

/** The path of the replays' WebSocket. */
export const REPLAY_PATH = "/ws/replay";

/** Close codes of a replay that cannot start (docs/protocol.md, "Replay"). */
export const ReplayCloseCode = {
  /** A query parameter is missing or malformed; the reason says which. */
  BAD_REQUEST: 4400,
  /** No recording has this id. */
  NOT_FOUND: 4404,
} as const;

export interface ReplayGatewayOptions {
  /** Null: the server keeps no recordings (every replay is refused 4404). */
  library: RecordingLibrary | null;
  /** The live feed's access rule (`--feed-auth token`): a replay is protected the same way. */
  access?: FeedAccess;
  /** Replays playing at once; one more is closed 1013. Default 32. */
  maxReplays?: number;
}

/**
 * Per-connection replays (`/ws/replay?id=...&at=14:00&speed=10&paused=1`): each connection gets its own
 * ReplayPlayer over the recording and its own FeedGateway around it, so a replay speaks exactly the live
 * feed's protocol (snapshot after 4, updates after 2 and 3, index series, the clock, feed access), plus
 * msgType 40 to change speed or pause. A jump to another time is a new connection (the client resets its
 * stores, as it must anyway to go back in time). Ends when the client leaves.
 */
export class ReplayGateway {
  private readonly players = new Map<FeedGateway, ReplayPlayer>();
  private readonly refusals = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  private stopped = false;

  constructor(private readonly options: ReplayGatewayOptions) {}

  /** Replays playing now. */
  get playing(): number {
    return this.players.size;
  }

  /** Takes one upgrade to REPLAY_PATH (FeedGateway.routeUpgrade). */
  readonly handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (this.stopped) {
      socket.destroy();
      return;
    }
    const start = this.player(request);
    if (start instanceof ReplayPlayer) this.play(request, socket, head, start);
    else this.refusals.handleUpgrade(request, socket, head, (ws) => ws.close(start.code, start.reason));
  };

  /** The player a request asks for, or why there is none (a close code and its reason). */
  private player(request: IncomingMessage): ReplayPlayer | { code: number; reason: string } {
    const parsed = replayRequest(new URL(request.url ?? "/", "http://replay").searchParams);
    if ("error" in parsed) return { code: ReplayCloseCode.BAD_REQUEST, reason: parsed.error.slice(0, 120) };
    const timeline = this.options.library?.timeline(parsed.id) ?? null;
    if (timeline === null || timeline.groups.length === 0)
      return { code: ReplayCloseCode.NOT_FOUND, reason: `no recording ${parsed.id}` };
    if (this.players.size >= (this.options.maxReplays ?? 32))
      return { code: 1013, reason: "too many replays: try again later" };
    return new ReplayPlayer(timeline, playerOptions(parsed, timeline.first));
  }

  /** Closes every replay. */
  async stop(): Promise<void> {
    this.stopped = true;
    const gateways = [...this.players.keys()];
    for (const [gateway, player] of this.players) {
      player.stop();
      this.players.delete(gateway);
    }
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    await new Promise<void>((resolve) => this.refusals.close(() => resolve()));
  }

  private play(request: IncomingMessage, socket: Duplex, head: Buffer, player: ReplayPlayer): void {
    const gateway = new FeedGateway({
      source: player,
      access: this.options.access,
      onControl: (change) => player.control(change),
      // The replayed clock moves up to 60 times faster than the wall: tell it four times a second.
      serverTimeIntervalMs: 250,
      snapshotMaxAgeMs: 0,
      resumeBatches: 0,
    });
    this.players.set(gateway, player);
    gateway.start();
    player.start();
    const end = () => {
      if (!this.players.delete(gateway)) return;
      player.stop();
      void gateway.stop();
    };
    socket.once("close", end);
    gateway.handleUpgrade(request, socket, head, (ws) => ws.once("close", end));
  }
}

function playerOptions(request: ReplayRequest, first: number) {
  return {
    at: request.at === null ? first : request.at(first),
    speed: request.speed,
    paused: request.paused,
  };
}
