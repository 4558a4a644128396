import { readFile } from "node:fs/promises";
import type { ConfigsAnswer, IpServerAnswer, MarketProvenance } from "@vnboard/feed/rest";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RestLogger } from "./rest-logger";

export interface ConfigRouteOptions {
  /** JSON file with a `message` string (the text of the hidden /ip page); read on every call. */
  configPath?: string;
  /** Address answered by /ip-server; default: the local address of the connection. */
  serverAddress?: string;
  /** What /ip-server says of the market's symbols and prices; left out when not given. */
  market?: MarketProvenance;
  log: RestLogger;
}

/** Reads `message` from the config file; "" when there is no file or no string `message` in it. */
export async function readConfigMessage(configPath: string | undefined, log: RestLogger): Promise<string> {
  if (!configPath) return "";
  let text: string;
  try {
    text = await readFile(configPath, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT")
      log.warn({ err, configPath }, "cannot read config file");
    return "";
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      parsed &&
      typeof parsed === "object" &&
      typeof (parsed as { message?: unknown }).message === "string"
    ) {
      return (parsed as { message: string }).message;
    }
  } catch (err) {
    log.warn({ err, configPath }, "config file is not valid JSON");
  }
  return "";
}

function localAddress(request: FastifyRequest): string {
  const address = request.socket.localAddress ?? "";
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

/** GET /data/configs.json (never cached) and GET /ip-server. */
export function configRoutes(options: ConfigRouteOptions) {
  return async function configPlugin(app: FastifyInstance): Promise<void> {
    app.get("/data/configs.json", async (_request, reply): Promise<ConfigsAnswer> => {
      reply.header("cache-control", "no-store");
      return { message: await readConfigMessage(options.configPath, options.log) };
    });

    app.get(
      "/ip-server",
      async (request): Promise<IpServerAnswer> => ({
        ip: options.serverAddress ?? localAddress(request),
        ...(options.market ? { market: options.market } : {}),
      }),
    );
  };
}
