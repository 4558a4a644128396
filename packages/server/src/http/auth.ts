import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database";
import { findSessionUser } from "../db/sessions";
import type { UserRecord } from "../db/users";
import { sendError } from "./http-error";

const users = new WeakMap<FastifyRequest, UserRecord>();

/** The token of an `Authorization: Bearer {token}` header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== "string") return undefined;
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return m ? m[1] : undefined;
}

/**
 * An `onRequest` hook: refuses the call with 401 `unauthorized` unless it carries the Bearer token of a
 * live session. Runs before the body is read, so an anonymous caller cannot make the server parse a body.
 */
export function requireUser(db: Db, now: () => number) {
  return async function requireUserHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    const user = token === undefined ? undefined : await findSessionUser(db, token, now());
    if (!user) {
      await sendError(reply, 401, token === undefined ? "missing Bearer token" : "unknown or expired token");
      return;
    }
    users.set(request, user);
  };
}

/** The user `requireUser` attached to this request. */
export function currentUser(request: FastifyRequest): UserRecord {
  const user = users.get(request);
  if (!user) throw new Error("route is missing the requireUser hook");
  return user;
}
