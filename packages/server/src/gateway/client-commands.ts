import { MsgType } from "@vnboard/feed";
import type { MarketSource } from "../market/market-source";
import type { ClientCommand, ReplayChange } from "./client-message";
import type { ClientSession } from "./client-session";
import type { GatewayStats } from "./gateway-stats";
import { type FramedGroup, framedGroup } from "./snapshot-cache";
import { encodeSymbolHistoryFrames } from "./snapshot-frames";

/** What answering a client's commands needs from the gateway. */
export interface CommandContext {
  readonly source: MarketSource;
  readonly stats: GatewayStats;
  /** Most indices one client may subscribe to. */
  readonly maxIndexSubscriptions: number;
  /** Whether more answers may be queued for the client (closes it when over the hard limit). */
  hasRoom(session: ClientSession): boolean;
  sendGroup(session: ClientSession, group: FramedGroup): void;
  /** The whole series of one index, encoded at most once per batch. */
  indexSeriesGroup(indexCode: string): FramedGroup;
  /** Whether the client waits to be resumed by sequence (its snapshot is not due yet). */
  awaitingResume(session: ClientSession): boolean;
  /** After msgType 4: resume the client or hand it the snapshot. */
  startSession(session: ClientSession): void;
  /** After msgType 33: the rest of a snapshot that waits for the client's ask, if one does. */
  sendSnapshotRest(session: ClientSession): void;
  /** A replay's speed and pause (FeedGatewayOptions.onControl); absent on the live feed. */
  control?: (change: ReplayChange) => boolean;
}

/**
 * Does what an admitted client asked (docs/protocol.md): subscriptions (2, 3, index), history (12, 13),
 * sequence marks (32) and the snapshot (4, and 33 for its rest). Malformed asks count in `badClientMessages` and are ignored.
 */
export function applyClientCommand(
  ctx: CommandContext,
  session: ClientSession,
  command: ClientCommand,
): void {
  if (command.kind === "auth") return; // an open feed takes anyone: a credential changes nothing
  if (command.kind === "replay") {
    if (ctx.control === undefined || !ctx.control(command.change)) ctx.stats.badClientMessages++;
    return;
  }
  if (command.kind === "history") {
    // A client that does not read its answers gets no more of them (its backlog stays bounded).
    if (!ctx.hasRoom(session)) return;
    const frames = encodeSymbolHistoryFrames(ctx.source, command.msgType, command.code);
    if (frames.length === 0) ctx.stats.badClientMessages++;
    else ctx.sendGroup(session, framedGroup(frames));
    return;
  }
  if (command.kind === "index") {
    if (!command.subscribe) {
      session.indexCodes.delete(command.indexCode);
      return;
    }
    if (!session.indexCodes.has(command.indexCode) && session.indexCodes.size >= ctx.maxIndexSubscriptions) {
      ctx.stats.badClientMessages++;
      return;
    }
    session.indexCodes.add(command.indexCode);
    if (session.live && ctx.hasRoom(session)) ctx.sendGroup(session, ctx.indexSeriesGroup(command.indexCode));
    return;
  }
  if (command.kind === "sequence") {
    session.wantsSequence = true;
    if (!session.live) {
      session.resumeFrom = command.seq;
      session.resumeRun = command.run;
    }
    return;
  }
  if (command.kind === "snapshotRest") {
    // A late ask (the rest went at its timeout) is not an error: it is ignored.
    if (session.restWait !== null) ctx.sendSnapshotRest(session);
    return;
  }
  if (command.kind === "snapshot") {
    if (command.badFirst) ctx.stats.badClientMessages++;
    session.snapshotFirst = command.first;
    session.restOnAsk = command.restOnAsk === true;
    requestSnapshot(ctx, session);
  } else if (command.msgType === MsgType.SYMBOL_UPDATE) session.wantsSymbols = true;
  else session.wantsIndices = true;
}

/**
 * A msgType 4. The first starts the session (a resume or the snapshot). One on a live socket takes a
 * whole fresh snapshot (never a resume): a window joining a feed that the windows of a browser share
 * (issue 20) asks through the socket already live; the stores of the windows already live take it too
 * and stay as they were (rows and points upsert by key). One while a snapshot is under way is answered
 * by that snapshot.
 */
function requestSnapshot(ctx: CommandContext, session: ClientSession): void {
  if (session.awaitingSnapshot) return;
  if (session.live) {
    session.resumeFrom = null;
    ctx.startSession(session);
  } else if (!ctx.awaitingResume(session)) ctx.startSession(session);
}
