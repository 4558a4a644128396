import type { FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../http/http-error";
import type { ServerRole } from "./cluster-config";

/**
 * Paths of the api role: accounts, favourites lists, orders, and the user's saved layouts and alerts
 * (`/user/*`): they need the users' database, which the api role owns.
 */
const API_PATHS = ["/do-login", "/logout", "/cata/", "/CategoryStock/", "/order/", "/user/"];
/** Paths of the gateway role: the market REST calls (docs/api.md), besides the WebSocket at /ws. */
const MARKET_PATHS = ["/pr/", "/api/", "/info-basic", "/rss", "/new-home", "/get-data-history-stock"];

/**
 * A fastify `onRequest` hook for a cluster role: a call that belongs to the other role is answered 404
 * with the documented error body and a message naming the role that serves it (a proxy in front routes
 * each path to its role; docs/deploy.md). The app's pages and files are served by both.
 */
export function roleRouteGuard(role: Exclude<ServerRole, "all" | "ingest">) {
  const foreign = role === "gateway" ? API_PATHS : MARKET_PATHS;
  const owner = role === "gateway" ? "api" : "gateway";
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const path = request.url.split("?")[0] ?? "";
    if (foreign.some((prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix))) {
      sendError(reply, 404, `${path.slice(0, 100)} is served by the ${owner} role, not this ${role}`);
      return;
    }
    done();
  };
}
