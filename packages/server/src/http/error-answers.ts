import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "./http-error";

/**
 * The paths of every route and their methods, collected as routes are added, so that a request whose
 * path exists under another method is answered 405 (with Allow) instead of 404.
 */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];
  private readonly byUrl = new Map<string, Set<string>>();

  /** Collects the routes added to `app` (and its children) from now on. */
  attach(app: FastifyInstance): void {
    app.addHook("onRoute", (route) => {
      // The static files' catch-all (GET /*) would make every unknown path a 405 for POST.
      if (route.url === "/*") return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      let known = this.byUrl.get(route.url);
      if (known === undefined) {
        known = new Set();
        this.byUrl.set(route.url, known);
        this.routes.push({ pattern: patternOf(route.url), methods: known });
      }
      for (const method of methods) known.add(method.toUpperCase());
    });
  }

  /** Methods that a route with this path answers ([] when none). */
  allowed(path: string): string[] {
    const out = new Set<string>();
    for (const route of this.routes) {
      if (route.pattern.test(path)) for (const m of route.methods) out.add(m);
    }
    return [...out].sort();
  }
}

/** `/pr/stockmatch/:code` → /^\/pr\/stockmatch\/[^/]+$/; `*` matches the rest. */
function patternOf(url: string): RegExp {
  const escaped = url
    .split("/")
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${escaped}/?$`, "i");
}

function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A not-found handler: 405 with Allow when the path exists under another method, else 404. */
export function notFoundAnswer(routes: RouteMethods) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split("?")[0] ?? "";
    const allowed = routes.allowed(path).filter((m) => m !== request.method);
    if (allowed.length > 0) {
      reply.header("allow", allowed.join(", "));
      return sendError(reply, 405, `${request.method} is not allowed here; use ${allowed.join(" or ")}`);
    }
    return sendError(reply, 404, `no route ${request.method} ${clip(path)}`);
  };
}

/**
 * The error handler outside the REST routes (static files, the app's pages): fastify's own client
 * errors in the documented `{error:{code,message}}` shape, anything else a 500 without details.
 */
export function errorAnswer(log: { error(obj: object, msg: string): void }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const status = error.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return sendError(reply, status, error.message);
    }
    log.error({ err: error, method: request.method, url: clip(request.url) }, "request failed");
    return sendError(reply, 500, "internal server error");
  };
}
