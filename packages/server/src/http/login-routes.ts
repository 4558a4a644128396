import type { LoginAnswer } from "@vnboard/feed/rest";
import { deobfuscatePassword } from "@vnboard/feed/rest";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import { InputError } from "../db/input-error";
import type { LoginRateLimit } from "../db/login-attempts";
import { admitLoginAttempt, clearAccountFailures } from "../db/login-attempts";
import { createSession, revokeSession } from "../db/sessions";
import { MAX_PASSWORD_LENGTH, verifyUser } from "../db/users";
import { bearerToken, requireUser } from "./auth";
import { errorBody, sendError } from "./http-error";
import { asFields, requiredString } from "./validate";

export interface LoginRouteOptions {
  db: Db;
  now: () => number;
  sessionTtlMs?: number;
  rateLimit: LoginRateLimit;
}

/** Base64 of 11 + 256 + 13 characters of up to 4 UTF-8 bytes each, with room to spare. */
const MAX_OBFUSCATED_LENGTH = 2048;

/** Sub-accounts of a trading account: the normal (1) and margin (8) ones, as Vietnamese brokers number them. */
function tradingAccounts(userName: string): string[] {
  return [`${userName}1`, `${userName}8`];
}

/** POST /do-login and POST /logout. */
export function loginRoutes(options: LoginRouteOptions) {
  const { db, now } = options;
  return async function loginPlugin(app: FastifyInstance): Promise<void> {
    app.post("/do-login", async (request, reply) => {
      const body = asFields(request.body);
      const username = requiredString(body, "usname", 64);
      const encoded = requiredString(body, "pw", MAX_OBFUSCATED_LENGTH);
      const password = deobfuscatePassword(encoded);
      if (password === null)
        throw new InputError("BAD_PASSWORD_ENCODING", "pw is not a padded base64 password");
      if (password.length === 0 || password.length > MAX_PASSWORD_LENGTH) {
        throw new InputError("BAD_PASSWORD", `password must be 1 to ${MAX_PASSWORD_LENGTH} characters`);
      }

      const ip = request.ip;
      // The attempt is counted as failed before the (slow, async) password check and forgiven on success,
      // so that many attempts sent at once cannot all pass the limit check before any failure is recorded.
      const blocked = await admitLoginAttempt(db, username, ip, now(), options.rateLimit);
      if (blocked) {
        reply.header("retry-after", String(blocked.retryAfterSeconds));
        const minutes = Math.ceil(blocked.retryAfterSeconds / 60);
        const wait = `try again in ${minutes} minute${minutes === 1 ? "" : "s"}`;
        return sendError(
          reply,
          429,
          blocked.scope === "account"
            ? `too many failed logins for this account from this address: ${wait}`
            : `too many failed logins from this address: ${wait}`,
        );
      }

      const user = await verifyUser(db, username, password);
      if (!user) {
        // docs/api.md error body, plus the `success: false` that clients of the spec's login check first.
        return reply.code(401).send({
          success: false,
          ...errorBody(401, "wrong account number or password", "invalid_credentials"),
        });
      }
      await clearAccountFailures(db, username, ip);
      const session = await createSession(db, user.id, { now: now(), ttlMs: options.sessionTtlMs });
      const answer: LoginAnswer = {
        status: 200,
        success: true,
        token: session.token,
        userName: user.username,
        fullName: user.fullName,
        tellerName: "",
        verifyOTP: 0,
        tradingAccount: tradingAccounts(user.username),
      };
      return answer;
    });

    app.post("/logout", { onRequest: requireUser(db, now) }, async (request) => {
      const token = bearerToken(request);
      if (token !== undefined) await revokeSession(db, token);
      return { success: true };
    });
  };
}
