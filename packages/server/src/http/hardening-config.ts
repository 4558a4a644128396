import { validFrameAncestors } from "./security-headers";

/** The server's limits and headers against abuse (issue 18); flags documented in docs/server.md. */
export interface HardeningConfig {
  /** A request (headers and body) must arrive within this, ms. Flag --request-timeout SECONDS. Default 30 s. */
  requestTimeoutMs: number;
  /** Open connections (HTTP and WebSocket) per remote address. Flag --max-connections-per-ip. Default 200. */
  maxConnectionsPerAddress: number;
  /** Whole snapshots a remote address may ask for per minute. Flag --snapshots-per-minute-per-ip. Default 30. */
  snapshotsPerMinutePerAddress: number;
  /** CSP frame-ancestors sources. Flag --frame-ancestors. Default "'self'". */
  frameAncestors: string;
  /** Serve the app's source maps. Flag --source-maps. Default off. */
  sourceMaps: boolean;
}

export const HARDENING_VALUE_FLAGS = [
  "request-timeout",
  "max-connections-per-ip",
  "snapshots-per-minute-per-ip",
  "frame-ancestors",
];
export const HARDENING_BOOLEAN_FLAGS = ["source-maps"];

export const HARDENING_USAGE = `  --request-timeout S  a request's headers and body must arrive within S seconds (env REQUEST_TIMEOUT; default 30)
  --max-connections-per-ip N  open connections per remote address (env MAX_CONNECTIONS_PER_IP; default 200)
  --snapshots-per-minute-per-ip N  whole snapshots per remote address a minute, more are closed 1013
                      (env SNAPSHOTS_PER_MINUTE_PER_IP; default 30)
  --frame-ancestors SRC  who may frame the app, CSP sources, e.g. "'self' https://broker.example" (default 'self')
  --source-maps       serve the app's .map files (env SOURCE_MAPS=1; default not served)`;

/** Reads the hardening flags through the config's `get`/`bool`; `fail` throws the config's error. */
export function parseHardening(
  get: (flag: string, envName: string) => string | undefined,
  bool: (flag: string, envName: string) => boolean,
  fail: (message: string) => never,
): HardeningConfig {
  const int = (text: string, name: string, min: number, max: number): number => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max) fail(`--${name} must be an integer in [${min}, ${max}]`);
    return n;
  };
  const frameAncestors = get("frame-ancestors", "FRAME_ANCESTORS") ?? "'self'";
  if (!validFrameAncestors(frameAncestors))
    fail("--frame-ancestors must be CSP sources such as 'self', 'none' or https://host");
  return {
    requestTimeoutMs:
      1000 * int(get("request-timeout", "REQUEST_TIMEOUT") ?? "30", "request-timeout", 1, 3600),
    maxConnectionsPerAddress: int(
      get("max-connections-per-ip", "MAX_CONNECTIONS_PER_IP") ?? "200",
      "max-connections-per-ip",
      1,
      1_000_000,
    ),
    snapshotsPerMinutePerAddress: int(
      get("snapshots-per-minute-per-ip", "SNAPSHOTS_PER_MINUTE_PER_IP") ?? "30",
      "snapshots-per-minute-per-ip",
      1,
      1_000_000,
    ),
    frameAncestors: frameAncestors.trim().replace(/\s+/g, " "),
    sourceMaps: bool("source-maps", "SOURCE_MAPS"),
  };
}
