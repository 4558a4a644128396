import { createHash, timingSafeEqual } from "node:crypto";
import { FeedCloseCode, type FeedCredential } from "@vnboard/feed";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database";
import { endedSessionHashes, findLiveSession, liveSessionHashes } from "../db/sessions";
import { type FeedAccess, type FeedGrant, type FeedRefusal, isRefusal } from "../gateway/feed-auth-gate";
import { bearerToken } from "./auth";
import { sendError } from "./http-error";

export interface FeedAccessOptions {
  /** The users' database (it may still be opening). */
  db: () => Promise<Db>;
  /** The wall displays' key (`--display-key`), or null when none is configured. */
  displayKey: string | null;
  /** Clock, Unix ms (tests move it). Default Date.now. */
  now?: () => number;
}

const NO_CREDENTIAL = "log in to see the market: no session token";
const BAD_SESSION = "session expired or revoked: log in again";

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/**
 * `--feed-auth token`: a live session (the sessions table, as the favourites calls check it) or the
 * display key admits a client to the market; used by the WebSocket gateway and the market REST calls.
 */
export function createFeedAccess(options: FeedAccessOptions): FeedAccess {
  const now = options.now ?? Date.now;
  // Compared as SHA-256 digests in constant time: the length of the key leaks nothing either.
  const keyDigest = options.displayKey === null ? null : digest(options.displayKey);
  return {
    async admit(credential: FeedCredential | null): Promise<FeedGrant | FeedRefusal> {
      if (credential === null) return { refused: FeedCloseCode.SESSION_REQUIRED, reason: NO_CREDENTIAL };
      if ("key" in credential) {
        if (keyDigest === null)
          return { refused: FeedCloseCode.DISPLAY_KEY_REFUSED, reason: "this server has no display key" };
        if (!timingSafeEqual(digest(credential.key), keyDigest))
          return { refused: FeedCloseCode.DISPLAY_KEY_REFUSED, reason: "wrong display key" };
        return { kind: "display" };
      }
      const session = await findLiveSession(await options.db(), credential.token, now());
      if (session === undefined) return { refused: FeedCloseCode.SESSION_REQUIRED, reason: BAD_SESSION };
      return { kind: "session", tokenHash: session.tokenHash, expiresAt: session.expiresAt };
    },
    async endedSessions(at: number): Promise<ReadonlySet<string>> {
      return endedSessionHashes(await options.db(), at);
    },
    async liveSessions(tokenHashes: readonly string[], at: number): Promise<ReadonlySet<string>> {
      return liveSessionHashes(await options.db(), tokenHashes, at);
    },
  };
}

/** Header a wall display sends its key in on market calls (it has no session). */
export const DISPLAY_KEY_HEADER = "x-display-key";

/** The credential of a REST call: `Authorization: Bearer {token}`, else `X-Display-Key: {key}`, else null. */
function requestCredential(request: FastifyRequest): FeedCredential | null {
  const token = bearerToken(request);
  if (token !== undefined) return { token };
  const key = request.headers[DISPLAY_KEY_HEADER];
  return typeof key === "string" && key !== "" ? { key } : null;
}

/**
 * An `onRequest` hook for the market REST calls under `--feed-auth token`: 401 in the documented error
 * shape unless the call carries a live session's token or the display key. Runs before the body is read.
 */
export function requireFeedAccess(access: FeedAccess) {
  return async function requireFeedAccessHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await access.admit(requestCredential(request));
    if (isRefusal(result)) await sendError(reply, 401, result.reason);
  };
}
