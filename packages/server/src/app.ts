import { existsSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, normalize, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { MarketProvenance } from "@vnboard/feed/rest";
import Fastify, { type FastifyInstance } from "fastify";
import { roleRouteGuard } from "./cluster/role-routes";
import type { ServerConfig } from "./config";
import { connectDatabase, type Db } from "./db/database";
import { FeedGateway } from "./gateway/feed-gateway";
import type { FeedGatewayOptions } from "./gateway/gateway-options";
import { fastifyTimeoutOptions, httpTimeouts } from "./http/connection-limits";
import { createFeedAccess, requireFeedAccess } from "./http/feed-access";
import { applyHardening } from "./http/hardening";
import { registerRestRoutes, restFrameworkErrors } from "./http/rest-routes";
import type { MarketSource } from "./market/market-source";
import type { RestMarketData } from "./market/rest-market-data";
import { recordServedDay } from "./replay/day-recorder";
import { FrameRecorder } from "./replay/recorder";
import { RecordingLibrary } from "./replay/recording-library";
import { RelaySource } from "./replay/relay-source";
import { REPLAY_PATH, ReplayGateway } from "./replay/replay-gateway";
import { ReplaySource } from "./replay/replay-source";
import { DemoClock, RealClock, Simulator, TradingCalendar } from "./sim";
import { SimulatorRestData } from "./sim/simulator-rest-data";
import { createProviderSource } from "./sources/provider-config";

export interface ServerDeps {
  /** A market source to use instead of the one the configuration names (tests). */
  source?: MarketSource;
  /** Gateway settings (slow-client limits, periods) other than the source. */
  gateway?: Omit<FeedGatewayOptions, "source">;
  /** REST market data instead of the simulator's (tests). */
  restData?: RestMarketData;
  /** Database instead of the configured one (`--db`, else `{dataDir}/vnboard.sqlite`); not closed by stop. */
  db?: Db;
  /** Fastify logger. Default off. */
  logger?: boolean;
  /**
   * A cluster role's part of the server (docs/deploy.md): `gateway` (the feed and the market calls; pass
   * its NATS-fed `source`) or `api` (login, favourites, orders; no feed). Default: everything.
   */
  role?: "gateway" | "api";
}

export interface VnboardServer {
  app: FastifyInstance;
  gateway: FeedGateway;
  /** The per-connection replays of `/ws/replay` (docs/server.md, "Replay in the app"). */
  replays: ReplayGateway;
  source: MarketSource;
  /** Listens, starts the market and the feed; resolves to the base URL. */
  start(): Promise<string>;
  /** Stops the feed, the market and the HTTP server. */
  stop(): Promise<void>;
  /** Base URL once started (`http://127.0.0.1:8080`), else "". */
  readonly url: string;
}

export const DEFAULT_ROUTE = "/banggia/vn30";

/** The market source the configuration names. */
export function createMarketSource(config: ServerConfig): MarketSource {
  switch (config.source.kind) {
    case "replay":
      return new ReplaySource({
        file: config.source.file,
        speed: config.source.speed,
        loop: config.source.loop,
      });
    case "relay":
      return new RelaySource({ url: config.source.upstream, batchIntervalMs: config.batchIntervalMs });
    case "provider":
      return createProviderSource(config.source.settings, config.batchIntervalMs, (line) =>
        console.log(line),
      );
    case "simulator": {
      const dataDir = config.referenceDataDir;
      return new Simulator({
        seed: config.seed,
        dataDir,
        batchIntervalMs: config.batchIntervalMs,
        clock:
          config.clock === "real"
            ? new RealClock(new TradingCalendar(dataDir))
            : config.demoStartMinute !== null
              ? new DemoClock({ calendar: new TradingCalendar(dataDir), startMinute: config.demoStartMinute })
              : undefined,
      });
    }
  }
}

/** What /ip-server says of the market: which symbols, and where the prices come from. */
function marketProvenance(config: ServerConfig): MarketProvenance {
  const symbols = config.referenceDataDir === null ? "generated" : "real";
  switch (config.source.kind) {
    case "simulator":
      return { symbols, prices: "simulated" };
    case "replay":
      return { symbols, prices: "recorded" };
    default:
      return { symbols, prices: "live" };
  }
}

/**
 * The reference provider in one process: fastify serving the built app (SPA fallback under /banggia),
 * the REST calls of the spec, and the live feed over WebSocket at /ws.
 */
export function createServer(config: ServerConfig, deps: ServerDeps = {}): VnboardServer {
  const app = Fastify({
    logger: deps.logger ?? false,
    frameworkErrors: restFrameworkErrors,
    ...fastifyTimeoutOptions(httpTimeouts(config.hardening.requestTimeoutMs)),
  });
  const routes = applyHardening(app, config.hardening);
  const feed = deps.role !== "api";
  if (deps.role !== undefined) app.addHook("onRequest", roleRouteGuard(deps.role));
  const source = deps.source ?? createMarketSource(config);
  const restData = deps.restData ?? simulatorRestData(config, source);
  const recordings = config.recordingsDir === null ? null : new RecordingLibrary(config.recordingsDir);
  const opening = deps.db !== undefined ? Promise.resolve(deps.db) : openDatabase(config, app);
  // `--feed-auth token`: the feed and the market calls need a live session or the display key.
  const access =
    config.feedAuth.mode === "token"
      ? createFeedAccess({ db: () => opening, displayKey: config.feedAuth.displayKey })
      : undefined;
  app.register(async (scope) => {
    await registerRestRoutes(scope, {
      db: await opening,
      market: restData,
      configPath: join(config.dataDir, "configs.json"),
      provenance: marketProvenance(config),
      log: scope.log,
      routes,
      marketGuard: access === undefined ? undefined : requireFeedAccess(access),
      recordings,
    });
  });
  const { snapshotsPerMinutePerAddress } = config.hardening;
  const gateway = new FeedGateway({ access, snapshotsPerMinutePerAddress, ...deps.gateway, source });
  const replays = new ReplayGateway({ library: recordings, access });
  if (feed) {
    gateway.attach(app.server);
    gateway.routeUpgrade(REPLAY_PATH, replays.handleUpgrade);
  }
  let recorders: FrameRecorder[] = [];
  let url = "";

  app.get("/", (_request, reply) => reply.redirect(DEFAULT_ROUTE));
  registerAppRoutes(app, config.staticDir);

  return {
    app,
    gateway,
    replays,
    source,
    get url() {
      return url;
    },
    async start() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address() as AddressInfo;
      const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
      url = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
      if (feed) {
        gateway.start();
        source.start();
        recorders = startRecorders(config, gateway);
      }
      return url;
    },
    async stop() {
      source.stop();
      await Promise.all(recorders.map((recorder) => recorder.close()));
      recorders = [];
      await replays.stop();
      await gateway.stop();
      await app.close();
      if (deps.db === undefined)
        await opening.then(
          (db) => db.close(),
          () => {},
        );
    },
  };
}

/** `--record FILE`, and `--record-day` into the recordings folder (not when the source is a replay). */
function startRecorders(config: ServerConfig, gateway: FeedGateway): FrameRecorder[] {
  const recorders: FrameRecorder[] = [];
  if (config.record !== null) {
    const recorder = new FrameRecorder(config.record);
    recorder.attach(gateway);
    recorders.push(recorder);
  }
  if (config.recordDay && config.recordingsDir !== null && config.source.kind !== "replay")
    recorders.push(recordServedDay(config.recordingsDir, gateway));
  return recorders;
}

/**
 * REST history, ticks and company data come from the simulator. A replay or relay feed carries no
 * history, so a simulator of the same seed answers those calls (documented in docs/server.md).
 */
function simulatorRestData(config: ServerConfig, source: MarketSource): RestMarketData {
  return new SimulatorRestData(
    source instanceof Simulator
      ? source
      : () =>
          new Simulator({
            seed: config.seed,
            dataDir: config.referenceDataDir,
            batchIntervalMs: config.batchIntervalMs,
          }),
  );
}

/**
 * The configured database. PostgreSQL opens asynchronously: the routes wait for it when fastify loads
 * them (at listen), so an unreachable database fails start() with its error.
 */
function openDatabase(config: ServerConfig, app: FastifyInstance): Promise<Db> {
  const opening = connectDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => app.log.warn({ err }, "idle database connection failed"),
  });
  opening.catch(() => {}); // reported by start(); stop() must not see an unhandled rejection
  return opening;
}

/** The built app with the SPA fallback, or a page saying how to build it. */
function registerAppRoutes(app: FastifyInstance, staticDir: string | null): void {
  if (staticDir === null) {
    const page = (_request: unknown, reply: import("fastify").FastifyReply) =>
      reply.type("text/html; charset=utf-8").send(NOT_BUILT_PAGE);
    app.get("/banggia", page);
    app.get("/banggia/*", page);
    app.get(CHART_PAGE_PATH, page);
    return;
  }
  // preCompressed: the build's `.br` and `.gz` beside each text file (packages/app precompress-plugin.ts)
  // go to a browser that accepts them; a build without them is served as it is.
  app.register(fastifyStatic, {
    root: staticDir,
    prefix: "/",
    index: false,
    wildcard: true,
    preCompressed: true,
  });
  const spa = (request: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => {
    // An app built with base "/banggia/" has its assets under this prefix: serve the file when it exists.
    const path = decodeURIComponent(request.url.split("?")[0]);
    // The app is built with base "/banggia/": its files sit at the root of staticDir.
    const file = fileInside(staticDir, path.replace(/^\/banggia(?=\/|$)/, "")) ?? fileInside(staticDir, path);
    if (file !== null) return reply.sendFile(file);
    // no-cache: a new build's index.html (naming new hashed assets) is seen at once (docs/server.md).
    return reply.header("Cache-Control", "no-cache").sendFile("index.html", { cacheControl: false });
  };
  app.get("/banggia", spa);
  app.get("/banggia/*", spa);
  // The chart page the popups embed (spec 7's chart address; query symbol, language, p_username), a
  // second page of the app's build. Its assets sit under /banggia/assets/ like the app's.
  app.get(CHART_PAGE_PATH, (_request, reply) =>
    existsSync(join(staticDir, "chart.html"))
      ? reply.header("Cache-Control", "no-cache").sendFile("chart.html", { cacheControl: false })
      : reply.code(404).type("text/html; charset=utf-8").send(NOT_BUILT_PAGE),
  );
}

/** The chart address: the app's default chart iframe (packages/app popup-config.ts) points here. */
export const CHART_PAGE_PATH = "/chart";

/** The path relative to `root` when it names a file inside it, else null. */
function fileInside(root: string, urlPath: string): string | null {
  const relative = normalize(urlPath).replace(/^[/\\]+/, "");
  if (relative === "" || relative.startsWith("..") || relative.includes(`..${sep}`)) return null;
  const full = join(root, relative);
  try {
    return existsSync(full) && statSync(full).isFile() ? relative : null;
  } catch {
    return null;
  }
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>vnboard: app not built</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto; line-height: 1.5">
<h1>The app is not built</h1>
<p>The server is running (live feed at <code>/ws</code>), but there is no built web app to serve.
Build it with <code>npm run build</code>, then restart the server (<code>npm start</code>), or pass
<code>--static DIR</code> with a built app.</p>
<h1 lang="vi">Ứng dụng chưa được build</h1>
<p lang="vi">Máy chủ đang chạy (luồng dữ liệu tại <code>/ws</code>) nhưng chưa có ứng dụng web đã build để phục vụ.
Hãy chạy <code>npm run build</code> rồi khởi động lại máy chủ (<code>npm start</code>), hoặc truyền
<code>--static DIR</code> trỏ tới ứng dụng đã build.</p>
</body></html>
`;
