import formbody from "@fastify/formbody";
import type { MarketProvenance } from "@vnboard/feed/rest";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from "fastify";
import type { Db } from "../db/database";
import { InputError } from "../db/input-error";
import type { LoginRateLimit } from "../db/login-attempts";
import { LOGIN_RATE_LIMIT } from "../db/login-attempts";
import { purgeSessions } from "../db/sessions";
import { ensureDemoUser } from "../db/users";
import type { RestMarketData } from "../market/rest-market-data";
import type { RecordingLibrary } from "../replay/recording-library";
import { cataRoutes, categoryStockRoutes } from "./category-routes";
import { configRoutes } from "./config-routes";
import { notFoundAnswer, RouteMethods } from "./error-answers";
import { sendError } from "./http-error";
import { userRoutes } from "./layout-routes";
import { loginRoutes } from "./login-routes";
import { apiRoutes, prRoutes, rootMarketRoutes } from "./market-routes";
import { orderRoutes } from "./order-routes";
import { replayRoutes } from "./replay-routes";
import type { RestLogger } from "./rest-logger";

/** Largest request body the REST routes read (form or JSON). */
export const REST_BODY_LIMIT = 64 * 1024;
/** How often expired and revoked sessions are deleted. */
const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface RestDeps {
  db: Db;
  market: RestMarketData;
  /** JSON file whose `message` /data/configs.json answers. */
  configPath?: string;
  log: RestLogger;
  /** Clock, Unix ms (tests move it). Default Date.now. */
  now?: () => number;
  /** Session lifetime; default 12 h. */
  sessionTtlMs?: number;
  /** Failed-login limits; default 5 free per (account, address) and 20 per address, then growing delays. */
  rateLimit?: LoginRateLimit;
  /** Create the demo user (demo / Demo@1234) when missing. Default true. */
  demoUser?: boolean;
  /** What /ip-server answers; default the local address of the connection. */
  serverAddress?: string;
  /** What /ip-server says of where the market comes from. */
  provenance?: MarketProvenance;
  /** Routes by method, for 405 answers; collected from `app` when not given. */
  routes?: RouteMethods;
  /**
   * `--feed-auth token`: the hook every market call passes first (`requireFeedAccess`, 401 without a
   * live session or the display key). Default none: the market calls are open.
   */
  marketGuard?: onRequestAsyncHookHandler;
  /** The recordings `GET /replay/recordings` lists (guarded by `marketGuard`); none when null or absent. */
  recordings?: RecordingLibrary | null;
}

/** Prefixes whose every route returns market data (guarded by `marketGuard`). */
const MARKET_PREFIXES: ReadonlySet<string> = new Set(["/pr", "/api"]);

/**
 * Prefixes wholly owned by the REST routes: an unknown path under them answers 404 JSON. Root-level paths
 * (do-login, info-basic, ...) share the root with the app's static files, whose not-found belongs to the
 * app.
 */
export const REST_PREFIXES = ["/pr", "/api", "/cata", "/CategoryStock", "/order", "/user"] as const;

function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * Fastify server option `frameworkErrors`: errors raised before routing (a URL that cannot be decoded, a
 * path parameter too long) answered with the REST error body instead of fastify's own. Pass it to
 * `Fastify({ frameworkErrors: restFrameworkErrors })`.
 */
export function restFrameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void sendError(reply, status, error.code === "FST_ERR_BAD_URL" ? "the URL is not valid" : error.message);
}

function errorHandler(log: RestLogger) {
  return (error: FastifyError | InputError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (error instanceof InputError) return sendError(reply, error.status, error.message);
    const status = (error as FastifyError).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): messages are safe.
      return sendError(reply, status, error.message);
    }
    log.error({ err: error, method: request.method, url: clip(request.url) }, "REST route failed");
    return sendError(reply, 500, "internal server error");
  };
}

/**
 * Registers every REST call of docs/api.md on `app`, in an encapsulated context: the JSON error handler,
 * the form parser and the body limit apply to these routes only. Creates the demo user when missing and
 * purges stale sessions every hour.
 */
export async function registerRestRoutes(app: FastifyInstance, deps: RestDeps): Promise<void> {
  const now = deps.now ?? Date.now;
  const { db, market, log } = deps;
  let routes = deps.routes;
  if (routes === undefined) {
    routes = new RouteMethods();
    routes.attach(app);
  }
  const notFoundHandler = notFoundAnswer(routes);
  if (deps.demoUser !== false && (await ensureDemoUser(db))) {
    log.info({ username: "demo" }, "created the demo user");
  }
  await purgeSessions(db, now());
  const purge = setInterval(() => {
    purgeSessions(db, now()).catch((err: unknown) => log.warn({ err }, "session purge failed"));
  }, SESSION_PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook("onClose", async () => clearInterval(purge));

  await app.register(async (scope) => {
    scope.setErrorHandler(errorHandler(log));
    scope.addHook("onRoute", (route) => {
      route.bodyLimit = Math.min(route.bodyLimit ?? REST_BODY_LIMIT, REST_BODY_LIMIT);
    });
    // The calls take forms or JSON: a text/plain body is answered 415, not read as a string.
    scope.removeContentTypeParser("text/plain");
    if (!scope.hasContentTypeParser("application/x-www-form-urlencoded")) {
      await scope.register(formbody, { bodyLimit: REST_BODY_LIMIT });
    }

    const categoryOptions = { db, market, now };
    const prefixed: Record<(typeof REST_PREFIXES)[number], (instance: FastifyInstance) => Promise<void>> = {
      "/pr": prRoutes(market),
      "/api": apiRoutes(market, now),
      "/cata": cataRoutes(categoryOptions),
      "/CategoryStock": categoryStockRoutes(categoryOptions),
      "/order": orderRoutes({ db, market, now }),
      "/user": userRoutes({ db, now }),
    };
    for (const prefix of REST_PREFIXES) {
      await scope.register(
        async (child) => {
          child.setNotFoundHandler(notFoundHandler);
          if (deps.marketGuard !== undefined && MARKET_PREFIXES.has(prefix))
            child.addHook("onRequest", deps.marketGuard);
          await prefixed[prefix](child);
        },
        { prefix },
      );
    }

    await scope.register(async (child) => {
      if (deps.marketGuard !== undefined) child.addHook("onRequest", deps.marketGuard);
      await rootMarketRoutes(market)(child);
      await replayRoutes(deps.recordings ?? null)(child);
    });
    await scope.register(
      loginRoutes({
        db,
        now,
        sessionTtlMs: deps.sessionTtlMs,
        rateLimit: deps.rateLimit ?? LOGIN_RATE_LIMIT,
      }),
    );
    await scope.register(
      configRoutes({
        configPath: deps.configPath,
        serverAddress: deps.serverAddress,
        market: deps.provenance,
        log,
      }),
    );
  });
}
