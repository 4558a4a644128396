import { DnseAdapter, type DnseOptions } from "./dnse/dnse-adapter";
import { ProviderSource } from "./provider-source";
import type { ProviderAdapter } from "./source-sink";
import { SsiAdapter, type SsiOptions } from "./ssi/ssi-adapter";

/** The providers `--source` accepts besides our own simulator, replay and relay. */
export type ProviderName = "ssi" | "dnse";
export const PROVIDERS: readonly ProviderName[] = ["ssi", "dnse"];

export type ProviderSettings =
  | { readonly provider: "ssi"; readonly options: SsiOptions; readonly staleAfterMs: number }
  | { readonly provider: "dnse"; readonly options: DnseOptions; readonly staleAfterMs: number };

/** A missing or invalid environment variable; the server prints it with its usage text. */
export class ProviderConfigError extends Error {}

export const PROVIDER_ENV_HELP = `Provider sources (--source ssi|dnse) read their credentials from the environment:
  SSI_CONSUMER_ID, SSI_CONSUMER_SECRET   SSI FastConnect Data consumer id and secret (required)
  SSI_REST_URL                           default https://fc-data.ssi.com.vn/
  SSI_STREAM_URL                         default https://fc-datahub.ssi.com.vn/
  SSI_CHANNELS                           default X:ALL,MI:ALL,R:ALL,F:ALL,OL:ALL
  DNSE_API_KEY, DNSE_API_SECRET          DNSE open API key and secret (required)
  DNSE_SYMBOLS                           symbols to subscribe, comma-separated (required)
  DNSE_WS_URL                            default wss://ws-openapi.dnse.com.vn/v1/stream
  DNSE_CHANNELS                          default tick.G1.json,tick.G4.json,ohlc.1D.json
  DNSE_MAX_CONNECTION_MS                 reconnect before this connection age (default 7 h 50 min)
  SOURCE_STALE_MS                        connected but silent this long = stale (default 60000)`;

/** Reads a provider's settings from environment variables; throws ProviderConfigError when one is missing. */
export function providerSettings(provider: ProviderName, env: NodeJS.ProcessEnv): ProviderSettings {
  const required = (name: string): string => {
    const value = env[name];
    if (value === undefined || value === "")
      throw new ProviderConfigError(`--source ${provider} needs ${name}`);
    return value;
  };
  const list = (name: string): string[] | undefined => {
    const value = env[name];
    if (value === undefined || value === "") return undefined;
    return value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "");
  };
  const staleAfterMs = positive(env.SOURCE_STALE_MS, "SOURCE_STALE_MS") ?? 60_000;
  if (provider === "ssi") {
    const options: SsiOptions = {
      consumerId: required("SSI_CONSUMER_ID"),
      consumerSecret: required("SSI_CONSUMER_SECRET"),
      restUrl: httpUrl(env.SSI_REST_URL ?? "https://fc-data.ssi.com.vn/", "SSI_REST_URL"),
      streamUrl: httpUrl(env.SSI_STREAM_URL ?? "https://fc-datahub.ssi.com.vn/", "SSI_STREAM_URL"),
    };
    const channels = list("SSI_CHANNELS");
    if (channels !== undefined) options.channels = channels;
    return { provider, options, staleAfterMs };
  }
  const url = env.DNSE_WS_URL ?? "wss://ws-openapi.dnse.com.vn/v1/stream";
  if (!/^wss?:\/\//.test(url)) throw new ProviderConfigError("DNSE_WS_URL must be a ws:// or wss:// URL");
  const options: DnseOptions = {
    url,
    apiKey: required("DNSE_API_KEY"),
    apiSecret: required("DNSE_API_SECRET"),
    symbols: (list("DNSE_SYMBOLS") ?? []).map((s) => s.toUpperCase()),
  };
  if (options.symbols.length === 0) throw new ProviderConfigError("--source dnse needs DNSE_SYMBOLS");
  const channels = list("DNSE_CHANNELS");
  if (channels !== undefined) options.channels = channels;
  const maxConnectionMs = positive(env.DNSE_MAX_CONNECTION_MS, "DNSE_MAX_CONNECTION_MS");
  if (maxConnectionMs !== undefined) options.maxConnectionMs = maxConnectionMs;
  return { provider, options, staleAfterMs };
}

/** The market source of a provider: its adapter behind a ProviderSource. */
export function createProviderSource(
  settings: ProviderSettings,
  batchIntervalMs: number,
  log: (line: string) => void = () => {},
): ProviderSource {
  const adapter: ProviderAdapter =
    settings.provider === "ssi" ? new SsiAdapter(settings.options) : new DnseAdapter(settings.options);
  return new ProviderSource(adapter, { batchIntervalMs, staleAfterMs: settings.staleAfterMs, log });
}

function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new ProviderConfigError(`${name} must be a positive number`);
  return n;
}

function httpUrl(value: string, name: string): string {
  if (!/^https?:\/\//.test(value))
    throw new ProviderConfigError(`${name} must be an http:// or https:// URL`);
  return value;
}
